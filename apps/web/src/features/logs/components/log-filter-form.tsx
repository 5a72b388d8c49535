import { FILTER_TEXT_MAX } from '@ops/contracts/limits';
import { MSG } from '@ops/contracts/messages';
import { LOG_CONTENT_OPTIONS } from '@ops/contracts/oplog';
import { AutoComplete, Form, Input, type FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { fromEpochRange, toMomentRange } from '@/lib/date-range';
import { DateTimeRangePicker } from '@/components/date-time-range-picker';
import { FilterActions } from '@/components/filter-actions';
import { useEnterToSearch } from '@/lib/enter-to-search';

export interface LogFilterValues {
  name: string;
  content: string;
  /** Epoch ms of the picked start and end, read as Shanghai time (the end's whole second included); -1 when no range is picked. */
  sd: number;
  ed: number;
}

interface FormValues {
  name?: string;
  content?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

interface LogFilterFormProps {
  values: LogFilterValues;
  loading: boolean;
  onSearch: (values: LogFilterValues) => void;
  onReset: () => void;
  /** Only a role that sees every operator's entries searches by 操作人. */
  byOperator: boolean;
}

const lengthRule: FormRule = { max: FILTER_TEXT_MAX, message: MSG.lengthRange };
const contentOptions = LOG_CONTENT_OPTIONS.map((label) => ({ value: label, label }));

/** 操作人, 操作内容 (a label from the list or any text) and 操作时间; each text at most 15 characters, checked before searching. */
export function LogFilterForm({ values, loading, onSearch, onReset, byOperator }: LogFilterFormProps) {
  const [form] = Form.useForm<FormValues>();
  const enterToSearch = useEnterToSearch(form);
  // Enter searches even while the 操作内容 suggestions are open (unless one was picked with the arrow keys), and closes them.
  const [contentOpen, setContentOpen] = useState(false);

  // The URL is the source of truth: back/forward and shared links refill the form.
  useEffect(() => {
    form.setFieldsValue({ name: values.name, content: values.content, range: fromEpochRange({ sd: values.sd, ed: values.ed }) });
  }, [form, values.name, values.content, values.sd, values.ed]);

  const submit = (formValues: FormValues) => {
    onSearch({ name: (formValues.name ?? '').trim(), content: (formValues.content ?? '').trim(), ...toMomentRange(formValues.range) });
  };

  const reset = () => {
    form.resetFields();
    onReset();
  };

  return (
    <Form<FormValues>
      form={form}
      layout="inline"
      onFinish={submit}
      onKeyDownCapture={(event) => {
        if (enterToSearch(event)) setContentOpen(false);
      }}
      style={{ rowGap: 16 }}
    >
      {byOperator ? (
        <Form.Item label="操作人" name="name" rules={[lengthRule]} validateTrigger="onBlur">
          <Input placeholder="请输入操作人" allowClear style={{ width: 140 }} />
        </Form.Item>
      ) : null}
      <Form.Item label="操作内容" name="content" rules={[lengthRule]} validateTrigger={['onBlur', 'onChange']}>
        <AutoComplete
          options={contentOptions}
          open={contentOpen}
          onOpenChange={setContentOpen}
          placeholder="请输入操作内容"
          allowClear
          showSearch={{ filterOption: (input, option) => (option?.value ?? '').includes(input.trim()) }}
          style={{ width: 168 }}
        />
      </Form.Item>
      <Form.Item label="操作时间" name="range">
        <DateTimeRangePicker />
      </Form.Item>
      <FilterActions onReset={reset} loading={loading} />
    </Form>
  );
}
