import { MSG } from '@ops/contracts/messages';
import type { UserDetail } from '@ops/contracts/users';
import { App, Form, Modal } from 'antd';
import { useRef } from 'react';
import { focusFirstField } from '@/lib/focus';
import { closeOnLostRace } from '@/lib/lost-race';
import { useFreezeUser } from '../api/freeze-user';
import { FreezeFormFields } from './freeze-form-fields';
import { FREEZE_FORM_DEFAULTS, type FreezeFormValues } from './freeze-form-values';

interface FreezeDialogProps {
  open: boolean;
  user: Pick<UserDetail, 'id' | 'nickname'>;
  onClose: () => void;
}

/**
 * 冻结用户 (spec 4, 5, 8, 9). The form store lives as long as this component, so it starts from FREEZE_FORM_DEFAULTS only
 * when the dialog mounts: the page gives it a new key at every opening (`useDialogState`).
 */
export function FreezeDialog({ open, user, onClose }: FreezeDialogProps) {
  const [form] = Form.useForm<FreezeFormValues>();
  const { message } = App.useApp();
  const freezeMutation = useFreezeUser();
  const bodyRef = useRef<HTMLDivElement>(null);

  const submit = (values: FreezeFormValues) => {
    freezeMutation.mutate(
      { userId: user.id, ...values, frozenRemarks: (values.frozenRemarks ?? '').trim() },
      {
        onSuccess: () => {
          message.success(MSG.freezeSucceeded);
          onClose();
        },
        // Someone else froze or unfroze the user first: their reason is shown, the page reloads, the dialog closes.
        onError: closeOnLostRace(onClose),
      },
    );
  };

  // "Changing the freeze reason resets the form fields" (spec 4): everything but the new reason goes back to defaults.
  const onValuesChange = (changed: Partial<FreezeFormValues>) => {
    if (changed.reasonsForFreezing === undefined) return;
    form.setFieldsValue({
      freezingTime: FREEZE_FORM_DEFAULTS.freezingTime,
      freezingRange: FREEZE_FORM_DEFAULTS.freezingRange,
      frozenRemarks: '',
    });
    form.setFields([{ name: 'frozenRemarks', errors: [] }]);
  };

  return (
    <Modal
      open={open}
      title={`冻结用户：${user.nickname}（ID：${user.id}）`}
      okText="确定"
      cancelText="取消"
      okButtonProps={{ danger: true }}
      confirmLoading={freezeMutation.isPending}
      cancelButtonProps={{ disabled: freezeMutation.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterOpenChange={(visible) => visible && focusFirstField(bodyRef.current)}
      destroyOnHidden
      width={600}
    >
      <div ref={bodyRef}>
        <Form<FreezeFormValues>
          form={form}
          layout="vertical"
          initialValues={FREEZE_FORM_DEFAULTS}
          onValuesChange={onValuesChange}
          onFinish={submit}
          style={{ marginTop: 16 }}
        >
          <FreezeFormFields form={form} />
        </Form>
      </div>
    </Modal>
  );
}
