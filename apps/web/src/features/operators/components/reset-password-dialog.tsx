import { OPERATOR_MSG, type OperatorAccount } from '@ops/contracts/operators';
import { PASSWORD_MIN_LENGTH } from '@ops/contracts/limits';
import { Alert, App, Form, type FormRule, Input, Modal } from 'antd';
import { useRef } from 'react';
import { isApiClientError } from '@/lib/api-error';
import { focusFirstField } from '@/lib/focus';
import { closeOnLostRace } from '@/lib/lost-race';
import { useResetOperatorPassword } from '../api/reset-operator-password';
import { confirmError, passwordError } from './operator-form';

interface ResetPasswordDialogProps {
  open: boolean;
  operator: OperatorAccount;
  onClose: () => void;
}

interface ResetValues {
  password: string;
  confirmPassword: string;
}

const passwordRule: FormRule = () => ({
  validator: (_rule, value: string | undefined) => {
    const problem = passwordError(value ?? '');
    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
  },
});
const confirmRule: FormRule = ({ getFieldValue }) => ({
  validator: (_rule, value: string | undefined) => {
    const problem = confirmError(String(getFieldValue('password') ?? ''), value ?? '');
    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
  },
});

/** 重置密码: a new password the administrator hands over; the account must change it at its next login and is signed out now. */
export function ResetPasswordDialog({ open, operator, onClose }: ResetPasswordDialogProps) {
  const [form] = Form.useForm<ResetValues>();
  const { message } = App.useApp();
  const reset = useResetOperatorPassword();
  const bodyRef = useRef<HTMLDivElement>(null);

  const submit = ({ password }: ResetValues) => {
    reset.mutate(
      { id: operator.id, password },
      {
        onSuccess: () => {
          message.success(OPERATOR_MSG.passwordReset);
          onClose();
        },
        onError: closeOnLostRace(onClose, (error) => {
          if (isApiClientError(error) && error.status === 400) form.setFields([{ name: 'password', errors: [error.message] }]);
        }),
      },
    );
  };

  return (
    <Modal
      open={open}
      title="重置密码"
      okText="重置"
      cancelText="取消"
      confirmLoading={reset.isPending}
      cancelButtonProps={{ disabled: reset.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterOpenChange={(visible) => visible && focusFirstField(bodyRef.current)}
      destroyOnHidden
      width={480}
    >
      <div ref={bodyRef}>
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 16 }}
          title={`为 ${operator.username}（${operator.displayName}）设置新密码`}
          description="重置后该账号的登录会话立即结束；对方用新密码登录后须先修改密码。"
        />
        <Form<ResetValues>
          name="reset-password"
          form={form}
          layout="vertical"
          initialValues={{ password: '', confirmPassword: '' }}
          onFinish={submit}
          style={{ marginTop: 16 }}
        >
          <Form.Item label="新密码" name="password" required rules={[passwordRule]} extra={`至少 ${PASSWORD_MIN_LENGTH} 个字符`}>
            <Input.Password autoComplete="new-password" maxLength={128} placeholder="请输入新密码" />
          </Form.Item>
          <Form.Item label="确认新密码" name="confirmPassword" required dependencies={['password']} rules={[confirmRule]}>
            <Input.Password autoComplete="new-password" maxLength={128} placeholder="请再次输入新密码" />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}
