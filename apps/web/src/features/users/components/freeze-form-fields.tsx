import { FREEZE_REASON, FREEZE_REASON_OTHER, FREEZING_RANGE, FREEZING_TIME } from '@ops/contracts/codes';
import { REMARKS_MAX } from '@ops/contracts/limits';
import { MSG } from '@ops/contracts/messages';
import { Form, Input, Radio, type FormInstance, type FormRule } from 'antd';
import type { FreezeFormValues } from './freeze-form-values';

const toOptions = (table: readonly { code: string; label: string }[]) =>
  table.map((entry) => ({ value: entry.code, label: entry.label }));

const timeOptions = toOptions(FREEZING_TIME);
const rangeOptions = toOptions(FREEZING_RANGE);
const reasonOptions = toOptions(FREEZE_REASON);

/** Remarks are required (trimmed) only when the reason is 其他 (spec 5). */
function remarksRules(form: FormInstance<FreezeFormValues>): FormRule[] {
  return [
    {
      validator: async (_rule, value: unknown) => {
        const text = typeof value === 'string' ? value.trim() : '';
        if (form.getFieldValue('reasonsForFreezing') === FREEZE_REASON_OTHER && text === '') {
          throw new Error(MSG.freezeRemarksRequired);
        }
      },
    },
    { max: REMARKS_MAX, message: MSG.remarksTooLong },
  ];
}

export function FreezeFormFields({ form }: { form: FormInstance<FreezeFormValues> }) {
  const reason = Form.useWatch('reasonsForFreezing', form);
  return (
    <>
      <Form.Item label="冻结时长" name="freezingTime" rules={[{ required: true, message: '请选择冻结时长' }]}>
        <Radio.Group options={timeOptions} />
      </Form.Item>
      <Form.Item label="冻结范围" name="freezingRange" rules={[{ required: true, message: '请选择冻结范围' }]}>
        <Radio.Group options={rangeOptions} />
      </Form.Item>
      <Form.Item label="冻结原因" name="reasonsForFreezing" rules={[{ required: true, message: '请选择冻结原因' }]}>
        <Radio.Group options={reasonOptions} />
      </Form.Item>
      <Form.Item
        label="备注"
        name="frozenRemarks"
        required={reason === FREEZE_REASON_OTHER}
        rules={remarksRules(form)}
      >
        <Input.TextArea
          rows={3}
          maxLength={REMARKS_MAX}
          showCount
          placeholder={reason === FREEZE_REASON_OTHER ? '请填写冻结原因备注（必填）' : '请输入备注（选填）'}
        />
      </Form.Item>
    </>
  );
}
