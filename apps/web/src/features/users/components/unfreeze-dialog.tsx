import { REMARKS_MAX } from '@ops/contracts/limits';
import { MSG } from '@ops/contracts/messages';
import type { UserDetail } from '@ops/contracts/users';
import { App, Form, Input, Modal, Typography } from 'antd';
import { useRef, type FocusEvent } from 'react';
import { focusFirstField } from '@/lib/focus';
import { closeOnLostRace } from '@/lib/lost-race';
import { useUnfreezeUser } from '../api/unfreeze-user';

interface UnfreezeDialogProps {
  open: boolean;
  user: Pick<UserDetail, 'id' | 'nickname'>;
  onClose: () => void;
}

interface UnfreezeFormValues {
  frozenRemarks: string;
}

/**
 * 解冻用户 (spec 4, 5, 8): remarks required, at most 50 characters; reasonsForThawing is sent empty.
 * Empty remarks at every opening: the page gives the dialog a new key each time (`useDialogState`).
 */
export function UnfreezeDialog({ open, user, onClose }: UnfreezeDialogProps) {
  const [form] = Form.useForm<UnfreezeFormValues>();
  const { message } = App.useApp();
  const unfreezeMutation = useUnfreezeUser();
  const bodyRef = useRef<HTMLDivElement>(null);

  const submit = (values: UnfreezeFormValues) => {
    unfreezeMutation.mutate(
      { userId: user.id, reasonsForThawing: '', frozenRemarks: values.frozenRemarks.trim() },
      {
        onSuccess: () => {
          message.success(MSG.unfreezeSucceeded);
          onClose();
        },
        // Someone else froze or unfroze the user first: their reason is shown, the page reloads, the dialog closes.
        onError: closeOnLostRace(onClose),
      },
    );
  };

  // Checked on blur (spec 5), except when the focus moves to a dialog button: the error appearing would shift the
  // button under the pointer and swallow the click (确定 validates anyway; 取消 needs no check).
  const validateOnBlur = (event: FocusEvent<HTMLTextAreaElement>) => {
    if (event.relatedTarget instanceof HTMLButtonElement) return;
    void form.validateFields(['frozenRemarks']).catch(() => undefined);
  };

  return (
    <Modal
      open={open}
      title={`解冻用户：${user.nickname}（ID：${user.id}）`}
      okText="确定"
      cancelText="取消"
      confirmLoading={unfreezeMutation.isPending}
      cancelButtonProps={{ disabled: unfreezeMutation.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterOpenChange={(visible) => visible && focusFirstField(bodyRef.current)}
      destroyOnHidden
      width={520}
    >
      <div ref={bodyRef}>
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          解冻后该用户将恢复正常使用，请填写解冻备注。
        </Typography.Paragraph>
        <Form<UnfreezeFormValues> form={form} layout="vertical" initialValues={{ frozenRemarks: '' }} onFinish={submit}>
          <Form.Item
            label="备注"
            name="frozenRemarks"
            validateTrigger="onChange"
            rules={[
              { required: true, whitespace: true, message: MSG.contentRequired },
              { max: REMARKS_MAX, message: MSG.remarksTooLong },
            ]}
          >
            <Input.TextArea rows={3} maxLength={REMARKS_MAX} showCount placeholder="请输入解冻备注" onBlur={validateOnBlur} />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}
