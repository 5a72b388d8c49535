import { DatePicker, Form, Input, type FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import { memo, useEffect } from 'react';
import { DATE_RANGE_PRESETS, fromEpochRange, toEpochRange } from '@/lib/date-range';
import type { AuditFilterValues } from './use-audit-list-state';
import { FilterActions } from '@/components/filter-actions';
import { useEnterToSearch } from '@/lib/enter-to-search';
import { trimIdInput } from '@/lib/id-filter-rules';

interface FormValues {
  id?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

interface AuditFilterFormProps {
  values: AuditFilterValues;
  /** Rules of the ID field, checked on blur; a failing rule blocks the search. */
  idRules: FormRule[];
  idPlaceholder: string;
  onSearch: (values: AuditFilterValues) => void;
  onReset: () => void;
}

/**
 * ID and date range (spec 2.6, 2.7): 查询 starts at page 1, 重置 clears both; the URL refills the form. Memoized: the
 * page redraws when its cards arrive, and a form item redrawn then measures the page mid-render (antd's Form.Item reads
 * `offsetParent`, a forced layout); pass `values` and the handlers with stable identities (`useLatestCallback`).
 */
export const AuditFilterForm = memo(function AuditFilterForm({ values, idRules, idPlaceholder, onSearch, onReset }: AuditFilterFormProps) {
  const [form] = Form.useForm<FormValues>();
  const enterToSearch = useEnterToSearch(form);

  // The URL is the source of truth: back/forward and shared links refill the form.
  const { id, sd, ed } = values;
  useEffect(() => {
    form.setFieldsValue({ id, range: fromEpochRange({ sd, ed }) });
  }, [form, id, sd, ed]);

  const submit = (formValues: FormValues) => onSearch({ id: (formValues.id ?? '').trim(), ...toEpochRange(formValues.range) });

  const reset = () => {
    form.resetFields();
    onReset();
  };

  return (
    <Form<FormValues> form={form} layout="inline" onFinish={submit} onKeyDownCapture={enterToSearch} style={{ rowGap: 16 }}>
      <Form.Item label="ID" name="id" rules={idRules} normalize={trimIdInput} validateTrigger="onBlur">
        <Input placeholder={idPlaceholder} allowClear inputMode="numeric" style={{ width: 220 }} />
      </Form.Item>
      <Form.Item label="发布时间" name="range">
        <DatePicker.RangePicker presets={DATE_RANGE_PRESETS} allowClear style={{ width: 280 }} />
      </Form.Item>
      <FilterActions onReset={reset} />
    </Form>
  );
});
