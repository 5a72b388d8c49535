import { PASSWORD_MIN_LENGTH } from '@ops/contracts/limits';
import { MSG } from '@ops/contracts/messages';
import { DISPLAY_NAME_MAX, OPERATOR_MSG } from '@ops/contracts/operators';
import { Alert, App, Form, type FormRule, Input, Modal } from 'antd';
import { useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { focusFirstField } from '@/lib/focus';
import { useCreateOperator } from '../api/create-operator';
import {
  CREATE_OPERATOR_DEFAULTS,
  type CreateOperatorField,
  createOperatorFieldError,
  type CreateOperatorValues,
  refusedField,
} from './operator-form';
import { RoleSelect, roleSummaryOf } from './role-select';

interface CreateOperatorDialogProps {
  open: boolean;
  onClose: () => void;
}

const FIELDS: readonly CreateOperatorField[] = ['username', 'displayName', 'password', 'role'];

const ruleFor =
  (field: CreateOperatorField): FormRule =>
  ({ getFieldsValue }) => ({
    validator: () => {
      const problem = createOperatorFieldError(field, getFieldsValue(true) as Partial<CreateOperatorValues>);
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  });

/**
 * 新建账号: username, display name, an initial password (twice) and the role. The new operator must change the
 * password at their first login. A taken username shows on its field and the dialog stays open.
 */
export function CreateOperatorDialog({ open, onClose }: CreateOperatorDialogProps) {
  const [form] = Form.useForm<CreateOperatorValues>();
  const { message } = App.useApp();
  const create = useCreateOperator();
  const [failure, setFailure] = useState<string | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const role = Form.useWatch('role', form);

  const submit = (values: CreateOperatorValues) => {
    if (!values.role) return;
    setFailure(null);
    create.mutate(
      { username: values.username.trim(), displayName: values.displayName.trim(), password: values.password, role: values.role },
      {
        onSuccess: () => {
          message.success(OPERATOR_MSG.created);
          onClose();
        },
        onError: (error) => {
          const field = refusedField(error, FIELDS, 'username');
          if (field) form.setFields([{ name: field, errors: [errorMessage(error, MSG.serverError)] }]);
          else setFailure(errorMessage(error, MSG.serverError));
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title="新建账号"
      okText="创建"
      cancelText="取消"
      confirmLoading={create.isPending}
      cancelButtonProps={{ disabled: create.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterOpenChange={(visible) => visible && focusFirstField(bodyRef.current)}
      destroyOnHidden
      width={520}
    >
      <div ref={bodyRef}>
        {failure ? <Alert type="error" title={failure} showIcon role="alert" style={{ marginTop: 16 }} /> : null}
        <Form<CreateOperatorValues>
          name="create-operator"
          form={form}
          layout="vertical"
          initialValues={CREATE_OPERATOR_DEFAULTS}
          onFinish={submit}
          onValuesChange={() => setFailure(null)}
          style={{ marginTop: 16 }}
        >
          <Form.Item label="用户名" name="username" required rules={[ruleFor('username')]} extra="登录时使用，创建后不能修改">
            <Input autoComplete="off" maxLength={64} placeholder="字母、数字、点、横线或下划线" />
          </Form.Item>
          <Form.Item label="显示名称" name="displayName" required rules={[ruleFor('displayName')]}>
            <Input autoComplete="off" placeholder="如：张三" count={{ show: true, max: DISPLAY_NAME_MAX }} />
          </Form.Item>
          <Form.Item
            label="初始密码"
            name="password"
            required
            rules={[ruleFor('password')]}
            extra={`至少 ${PASSWORD_MIN_LENGTH} 个字符；对方首次登录时须修改`}
          >
            <Input.Password autoComplete="new-password" maxLength={128} placeholder="请输入初始密码" />
          </Form.Item>
          <Form.Item label="确认密码" name="confirmPassword" required dependencies={['password']} rules={[ruleFor('confirmPassword')]}>
            <Input.Password autoComplete="new-password" maxLength={128} placeholder="请再次输入初始密码" />
          </Form.Item>
          <Form.Item label="角色" name="role" required rules={[ruleFor('role')]} extra={roleSummaryOf(role) ?? '角色决定该账号能看到的菜单和能做的操作'}>
            <RoleSelect />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}
