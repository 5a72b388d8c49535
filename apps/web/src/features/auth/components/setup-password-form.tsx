import { AUTH_MSG } from '@ops/contracts/auth';
import { Alert, App, Button, Form } from 'antd';
import { ChangePasswordFields, useChangePasswordSubmit } from './change-password-fields';
import { CHANGE_PASSWORD_DEFAULTS, type ChangePasswordFormValues } from './change-password-form';

/** The account setup page's first task: replace the password an administrator gave with one only the operator knows. */
export function SetupPasswordForm({ onDone }: { onDone: () => void }) {
  const [form] = Form.useForm<ChangePasswordFormValues>();
  const { message } = App.useApp();
  const { submit, failure, clearFailure, pending } = useChangePasswordSubmit(form, () => {
    message.success(AUTH_MSG.passwordChanged);
    onDone();
  });

  return (
    <>
      {failure ? (
        <Alert type={failure.throttled ? 'warning' : 'error'} title={failure.message} showIcon role="alert" style={{ marginBottom: 16 }} />
      ) : null}
      <Form<ChangePasswordFormValues>
        form={form}
        layout="vertical"
        initialValues={CHANGE_PASSWORD_DEFAULTS}
        onFinish={submit}
        onValuesChange={clearFailure}
        requiredMark={false}
      >
        <ChangePasswordFields currentLabel="初始密码" currentPlaceholder="请输入管理员提供的密码" autoFocus />
        <Button type="primary" htmlType="submit" size="large" block loading={pending}>
          设置新密码
        </Button>
      </Form>
    </>
  );
}
