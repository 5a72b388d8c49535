import { LockOutlined, UserOutlined } from '@ant-design/icons';
import type { LoginBody } from '@ops/contracts/auth';
import { MSG } from '@ops/contracts/messages';
import { Alert, Button, Form, Input } from 'antd';
import { errorMessage } from '@/lib/api-error';
import { useLogin } from '../api/login';

interface LoginFormProps {
  onSuccess: () => void;
}

export function LoginForm({ onSuccess }: LoginFormProps) {
  const [form] = Form.useForm<LoginBody>();
  const loginMutation = useLogin();
  const failure = loginMutation.isError ? errorMessage(loginMutation.error, MSG.serverError) : null;

  const submit = (values: LoginBody) => {
    loginMutation.mutate({ username: values.username.trim(), password: values.password }, { onSuccess });
  };

  return (
    <Form<LoginBody>
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={submit}
      onValuesChange={() => {
        if (loginMutation.isError) loginMutation.reset();
      }}
    >
      {failure ? <Alert type="error" title={failure} showIcon style={{ marginBottom: 16 }} /> : null}
      <Form.Item
        label="用户名"
        name="username"
        rules={[{ required: true, whitespace: true, message: MSG.usernameRequired }]}
      >
        <Input prefix={<UserOutlined aria-hidden />} placeholder="请输入用户名" autoComplete="username" autoFocus maxLength={64} />
      </Form.Item>
      <Form.Item label="密码" name="password" rules={[{ required: true, message: MSG.passwordRequired }]}>
        <Input.Password prefix={<LockOutlined aria-hidden />} placeholder="请输入密码" autoComplete="current-password" maxLength={128} />
      </Form.Item>
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" block loading={loginMutation.isPending}>
          登录
        </Button>
      </Form.Item>
    </Form>
  );
}
