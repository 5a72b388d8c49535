import { CheckCircleFilled } from '@ant-design/icons';
import { TWO_FACTOR_MSG } from '@ops/contracts/two-factor';
import { Alert, App, Button, Flex, Form, Input, theme, Typography } from 'antd';
import { useState } from 'react';
import { isApiClientError } from '@/lib/api-error';
import { useDisableTwoFactor } from '../api/disable-two-factor';

interface TwoFactorDisableFormProps {
  onDone: () => void;
  onCancel: () => void;
}

interface PasswordValues {
  password: string;
}

/**
 * Two-factor login is on: its state, and 关闭两步验证 after the password. A role that requires it cannot turn it
 * off: the server says so (409), and the form gives way to that explanation.
 */
export function TwoFactorDisableForm({ onDone, onCancel }: TwoFactorDisableFormProps) {
  const [form] = Form.useForm<PasswordValues>();
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const disable = useDisableTwoFactor();
  const [required, setRequired] = useState<string | null>(null);

  const submit = ({ password }: PasswordValues) => {
    disable.mutate(
      { password },
      {
        onSuccess: () => {
          message.success(TWO_FACTOR_MSG.disabled);
          onDone();
        },
        onError: (error) => {
          if (isApiClientError(error) && error.status === 409) setRequired(error.message);
          else if (isApiClientError(error) && error.status === 400) form.setFields([{ name: 'password', errors: [error.message] }]);
        },
      },
    );
  };

  return (
    <Flex vertical gap={16}>
      <Flex gap={12} align="flex-start">
        <CheckCircleFilled aria-hidden style={{ color: token.colorSuccess, fontSize: 22, marginTop: 2 }} />
        <Flex vertical gap={4}>
          <Typography.Text strong>两步验证已开启</Typography.Text>
          <Typography.Text type="secondary">登录时除密码外，还需输入验证器 App 中的 6 位验证码或一个恢复码。</Typography.Text>
        </Flex>
      </Flex>
      {required ? (
        <Alert type="info" showIcon role="alert" title={required} />
      ) : (
        <Form<PasswordValues> form={form} layout="vertical" initialValues={{ password: '' }} onFinish={submit}>
          <Form.Item
            label="关闭两步验证须输入当前密码"
            name="password"
            required
            rules={[{ required: true, message: '请输入当前密码' }]}
          >
            <Input.Password autoFocus autoComplete="current-password" maxLength={128} placeholder="请输入当前密码" />
          </Form.Item>
          <Flex justify="flex-end" gap={8}>
            <Button onClick={onCancel} disabled={disable.isPending}>
              取消
            </Button>
            <Button danger type="primary" htmlType="submit" loading={disable.isPending}>
              关闭两步验证
            </Button>
          </Flex>
        </Form>
      )}
      {required ? (
        <Flex justify="flex-end">
          <Button type="primary" onClick={onCancel}>
            知道了
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}
