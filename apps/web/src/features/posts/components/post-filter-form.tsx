import { DeleteOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, Typography } from 'antd';
import { memo, useEffect } from 'react';
import { DATE_RANGE_PRESETS, fromEpochRange, toEpochRange, type DayRange } from '@/lib/date-range';
import { FilterActions } from '@/components/filter-actions';
import { useEnterToSearch } from '@/lib/enter-to-search';
import { idFilterRules, trimIdInput } from '@/lib/id-filter-rules';

export interface PostFilterValues {
  id: string;
  /** Epoch ms of the first day's start and the last day's end; -1 when no range is picked. */
  sd: number;
  ed: number;
}

interface FormValues {
  id?: string;
  range?: DayRange | null;
}

interface PostFilterFormProps {
  values: PostFilterValues;
  selectedCount: number;
  deleting: boolean;
  onSearch: (values: PostFilterValues) => void;
  onReset: () => void;
  onBatchDelete: () => void;
}

const idRules = idFilterRules();

/**
 * ID (动态ID或用户ID, 0–15 digits, checked on blur) and a date range; a cleared range searches with -1 (spec 5).
 * Memoized like AuditFilterForm: the rows arriving do not redraw it (pass stable `values` and handlers).
 */
export const PostFilterForm = memo(function PostFilterForm({ values, selectedCount, deleting, onSearch, onReset, onBatchDelete }: PostFilterFormProps) {
  const [form] = Form.useForm<FormValues>();
  const enterToSearch = useEnterToSearch(form);

  // The URL is the source of truth: back/forward and shared links refill the form.
  useEffect(() => {
    form.setFieldsValue({ id: values.id, range: fromEpochRange({ sd: values.sd, ed: values.ed }) });
  }, [form, values.id, values.sd, values.ed]);

  const submit = (formValues: FormValues) => {
    onSearch({ id: (formValues.id ?? '').trim(), ...toEpochRange(formValues.range) });
  };

  const reset = () => {
    form.resetFields();
    onReset();
  };

  return (
    <Form<FormValues> form={form} layout="inline" onFinish={submit} onKeyDownCapture={enterToSearch} style={{ rowGap: 16 }}>
      <Form.Item label="ID" name="id" rules={idRules} normalize={trimIdInput} validateTrigger="onBlur">
        <Input placeholder="动态ID或用户ID" allowClear style={{ width: 180 }} inputMode="numeric" />
      </Form.Item>
      <Form.Item label="发布时间" name="range">
        <DatePicker.RangePicker presets={DATE_RANGE_PRESETS} allowClear style={{ width: 260 }} />
      </Form.Item>
      <FilterActions onReset={reset}>
        <Button danger icon={<DeleteOutlined aria-hidden />} loading={deleting} onClick={onBatchDelete}>
          批量删除
        </Button>
        {selectedCount > 0 ? <Typography.Text type="secondary">已选 {selectedCount} 条</Typography.Text> : null}
      </FilterActions>
    </Form>
  );
});
