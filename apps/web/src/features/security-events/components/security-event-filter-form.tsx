import { MSG } from '@ops/contracts/messages';
import { SECURITY_EVENT, SECURITY_EVENT_KINDS, type SecurityEventKind } from '@ops/contracts/security-events';
import { Form, Input, Select, type FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { DateTimeRangePicker } from '@/components/date-time-range-picker';
import { FilterActions } from '@/components/filter-actions';
import { fromEpochRange, toMomentRange } from '@/lib/date-range';
import { useEnterToSearch } from '@/lib/enter-to-search';
import { SECURITY_FILTER_TEXT_MAX } from './security-event-params';

export interface SecurityEventFilterValues {
  kind: SecurityEventKind | '';
  name: string;
  ip: string;
  /** Epoch ms (Shanghai wall clock of the picker), -1 when no range is picked. */
  sd: number;
  ed: number;
}

interface FormValues {
  kind?: SecurityEventKind | '';
  name?: string;
  ip?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

interface SecurityEventFilterFormProps {
  values: SecurityEventFilterValues;
  loading: boolean;
  onSearch: (values: SecurityEventFilterValues) => void;
  onReset: () => void;
}

const lengthRule: FormRule = { max: SECURITY_FILTER_TEXT_MAX, message: MSG.lengthRange };
const kindOptions = [{ value: '', label: '全部' }, ...SECURITY_EVENT_KINDS.map((kind) => ({ value: kind, label: SECURITY_EVENT[kind] }))];

/** 事件类型, 账号 (the name as typed), IP and 时间. */
export function SecurityEventFilterForm({ values, loading, onSearch, onReset }: SecurityEventFilterFormProps) {
  const [form] = Form.useForm<FormValues>();
  const enterToSearch = useEnterToSearch(form);

  // The URL is the source of truth: back/forward and shared links refill the form.
  useEffect(() => {
    form.setFieldsValue({ kind: values.kind, name: values.name, ip: values.ip, range: fromEpochRange({ sd: values.sd, ed: values.ed }) });
  }, [form, values.kind, values.name, values.ip, values.sd, values.ed]);

  const submit = (formValues: FormValues) => {
    onSearch({ kind: formValues.kind ?? '', name: (formValues.name ?? '').trim(), ip: (formValues.ip ?? '').trim(), ...toMomentRange(formValues.range) });
  };

  const reset = () => {
    form.resetFields();
    onReset();
  };

  return (
    <Form<FormValues> form={form} layout="inline" onFinish={submit} onKeyDownCapture={enterToSearch} style={{ rowGap: 16 }}>
      <Form.Item label="事件类型" name="kind">
        <Select options={kindOptions} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item label="账号" name="name" rules={[lengthRule]} validateTrigger="onBlur">
        <Input placeholder="登录时填写的账号" allowClear style={{ width: 160 }} />
      </Form.Item>
      <Form.Item label="IP" name="ip" rules={[lengthRule]} validateTrigger="onBlur">
        <Input placeholder="请输入 IP" allowClear style={{ width: 150 }} />
      </Form.Item>
      <Form.Item label="时间" name="range">
        <DateTimeRangePicker />
      </Form.Item>
      <FilterActions onReset={reset} loading={loading} />
    </Form>
  );
}
