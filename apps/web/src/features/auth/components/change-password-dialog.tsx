import { AUTH_MSG } from '@ops/contracts/auth';
import { Alert, App, Form, Modal } from 'antd';
import { useRef } from 'react';
import { focusFirstField } from '@/lib/focus';
import { ChangePasswordFields, useChangePasswordSubmit } from './change-password-fields';
import { CHANGE_PASSWORD_DEFAULTS, type ChangePasswordFormValues } from './change-password-form';

interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 修改密码: the current password, the new one twice. On success the operator's other sessions end and this one
 * stays. Mounted afresh at every opening (the menu gives it a new key), so no old values or errors remain.
 */
export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  const [form] = Form.useForm<ChangePasswordFormValues>();
  const { message } = App.useApp();
  const { submit, failure, clearFailure, pending } = useChangePasswordSubmit(form, () => {
    message.success(AUTH_MSG.passwordChanged);
    onClose();
  });
  const bodyRef = useRef<HTMLDivElement>(null);

  return (
    <Modal
      open={open}
      title="修改密码"
      okText="确定"
      cancelText="取消"
      confirmLoading={pending}
      cancelButtonProps={{ disabled: pending }}
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
          onValuesChange={clearFailure}
          style={{ marginTop: 16 }}
        >
          <ChangePasswordFields />
        </Form>
      </div>
    </Modal>
  );
}
