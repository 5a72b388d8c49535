import { AUTH_MSG } from '@ops/contracts/auth';
import { PASSWORD_MIN_LENGTH } from '@ops/contracts/limits';
import { MSG } from '@ops/contracts/messages';
import { Alert, App, Form, type FormRule, Input, Modal } from 'antd';
import { useRef, useState } from 'react';
import { focusFirstField } from '@/lib/focus';
import { useChangePassword } from '../api/change-password';
import {
  CHANGE_PASSWORD_DEFAULTS,
  type ChangePasswordField,
  changePasswordFieldError,
  type ChangePasswordFormValues,
  type PlacedError,
  placeServerError,
} from './change-password-form';

interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

const ruleFor =
  (field: ChangePasswordField): FormRule =>
  ({ getFieldsValue }) => ({
    validator: () => {
      const problem = changePasswordFieldError(field, getFieldsValue(true) as Partial<ChangePasswordFormValues>);
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  });

/**
 * 修改密码: the current password, the new one twice. On success the operator's other sessions end and this one
 * stays. Mounted afresh at every opening (the menu gives it a new key), so no old values or errors remain.
 */
export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  const [form] = Form.useForm<ChangePasswordFormValues>();
  const { message } = App.useApp();
  const changeMutation = useChangePassword();
  const [failure, setFailure] = useState<PlacedError | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  const submit = (values: ChangePasswordFormValues) => {
    setFailure(null);
    changeMutation.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          message.success(AUTH_MSG.passwordChanged);
          onClose();
        },
        onError: (error) => {
          const placed = placeServerError(error, MSG.serverError);
          if (placed.field) form.setFields([{ name: placed.field, errors: [placed.message] }]);
          else setFailure(placed);
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title="修改密码"
      okText="确定"
      cancelText="取消"
      confirmLoading={changeMutation.isPending}
      cancelButtonProps={{ disabled: changeMutation.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterOpenChange={(visible) => visible && focusFirstField(bodyRef.current)}
      destroyOnHidden
      width={480}
    >
      <div ref={bodyRef}>
        {failure ? (
          <Alert type={failure.throttled ? 'warning' : 'error'} title={failure.message} showIcon role="alert" style={{ margin: '16px 0' }} />
        ) : null}
        <Form<ChangePasswordFormValues>
          form={form}
          layout="vertical"
          initialValues={CHANGE_PASSWORD_DEFAULTS}
          onFinish={submit}
          onValuesChange={() => setFailure(null)}
          style={{ marginTop: 16 }}
        >
          <Form.Item label="当前密码" name="currentPassword" required rules={[ruleFor('currentPassword')]}>
            <Input.Password autoComplete="current-password" maxLength={128} placeholder="请输入当前密码" />
          </Form.Item>
          <Form.Item
            label="新密码"
            name="newPassword"
            required
            dependencies={['currentPassword']}
            rules={[ruleFor('newPassword')]}
            extra={`至少 ${PASSWORD_MIN_LENGTH} 个字符，且不能与当前密码相同`}
          >
            <Input.Password autoComplete="new-password" maxLength={128} placeholder="请输入新密码" />
          </Form.Item>
          <Form.Item label="确认新密码" name="confirmPassword" required dependencies={['newPassword']} rules={[ruleFor('confirmPassword')]}>
            <Input.Password autoComplete="new-password" maxLength={128} placeholder="请再次输入新密码" />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}
