import { OPERATOR_MSG, type OperatorAccount } from '@ops/contracts/operators';
import type { Role } from '@ops/contracts/permissions';
import { App, Form, Modal, Typography } from 'antd';
import { useRef } from 'react';
import { focusFirstField } from '@/lib/focus';
import { closeOnLostRace } from '@/lib/lost-race';
import { useChangeOperatorRole } from '../api/change-operator-role';
import { RoleSelect, roleSummaryOf } from './role-select';

interface ChangeRoleDialogProps {
  open: boolean;
  operator: OperatorAccount;
  onClose: () => void;
}

/** 修改角色. A refusal (the last 超级管理员, the same role, an account gone) is toasted, the list reloads and the dialog closes. */
export function ChangeRoleDialog({ open, operator, onClose }: ChangeRoleDialogProps) {
  const [form] = Form.useForm<{ role: Role }>();
  const { message } = App.useApp();
  const change = useChangeOperatorRole();
  const bodyRef = useRef<HTMLDivElement>(null);
  const role = Form.useWatch('role', form);

  const submit = (values: { role: Role }) => {
    change.mutate(
      { id: operator.id, role: values.role },
      {
        onSuccess: () => {
          message.success(OPERATOR_MSG.roleChanged);
          onClose();
        },
        onError: closeOnLostRace(onClose),
      },
    );
  };

  return (
    <Modal
      open={open}
      title="修改角色"
      okText="确定"
      cancelText="取消"
      confirmLoading={change.isPending}
      cancelButtonProps={{ disabled: change.isPending }}
      okButtonProps={{ disabled: role === operator.role }}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterOpenChange={(visible) => visible && focusFirstField(bodyRef.current)}
      destroyOnHidden
      width={480}
    >
      <div ref={bodyRef}>
        <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
          账号：{operator.username}（{operator.displayName}）。新角色在对方下一次操作时即生效。
        </Typography.Paragraph>
        <Form<{ role: Role }> name="change-role" form={form} layout="vertical" initialValues={{ role: operator.role }} onFinish={submit}>
          <Form.Item label="角色" name="role" required extra={roleSummaryOf(role ?? operator.role)}>
            <RoleSelect />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}
