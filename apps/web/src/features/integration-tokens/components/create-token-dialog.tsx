import { INTEGRATION_SCOPE, INTEGRATION_SCOPES, INTEGRATION_TOKEN_NAME_MAX, type IntegrationScope, type IssuedIntegrationToken } from '@ops/contracts/integration-tokens';
import { MSG } from '@ops/contracts/messages';
import { Alert, Checkbox, Form, Input, Modal } from 'antd';
import { useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { focusFirstField } from '@/lib/focus';
import { useCreateIntegrationToken } from '../api/integration-tokens';

interface CreateTokenDialogProps {
  open: boolean;
  onClose: () => void;
  onIssued: (issued: IssuedIntegrationToken) => void;
}

interface CreateTokenValues {
  name: string;
  scopes: IntegrationScope[];
}

const scopeOptions = INTEGRATION_SCOPES.map((scope) => ({ value: scope, label: INTEGRATION_SCOPE[scope] }));

/** 新建接入令牌: a name and what it may call; the secret is shown once afterwards. */
export function CreateTokenDialog({ open, onClose, onIssued }: CreateTokenDialogProps) {
  const [form] = Form.useForm<CreateTokenValues>();
  const create = useCreateIntegrationToken();
  const [failure, setFailure] = useState<string | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  const submit = (values: CreateTokenValues) => {
    setFailure(null);
    create.mutate(
      { name: values.name.trim(), scopes: values.scopes },
      {
        onSuccess: (issued) => {
          onClose();
          onIssued(issued);
        },
        onError: (error) => setFailure(errorMessage(error, MSG.serverError)),
      },
    );
  };

  return (
    <Modal
      open={open}
      title="新建接入令牌"
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
        <Form<CreateTokenValues>
          name="create-integration-token"
          form={form}
          layout="vertical"
          initialValues={{ name: '', scopes: ['content', 'decisions'] }}
          onFinish={submit}
          onValuesChange={() => setFailure(null)}
          style={{ marginTop: 16 }}
        >
          <Form.Item
            label="名称"
            name="name"
            rules={[
              { required: true, whitespace: true, message: '请输入令牌名称' },
              { max: INTEGRATION_TOKEN_NAME_MAX, message: MSG.lengthRange },
            ]}
            extra="用来区分不同的应用后端或环境，例如「生产环境内容同步」"
          >
            <Input placeholder="请输入令牌名称" maxLength={INTEGRATION_TOKEN_NAME_MAX} showCount />
          </Form.Item>
          <Form.Item label="权限范围" name="scopes" rules={[{ required: true, type: 'array', min: 1, message: '至少选择一项权限范围' }]}>
            <Checkbox.Group options={scopeOptions} style={{ display: 'flex', flexDirection: 'column', gap: 8 }} />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}
