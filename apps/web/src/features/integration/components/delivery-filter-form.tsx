import { DECISION_SUBJECT_LABEL, DECISION_SUBJECT_TYPES, type DecisionSubjectType } from '@ops/contracts/decisions';
import { Form, Input, Select, Space, type FormRule } from 'antd';
import { useEffect } from 'react';
import { FilterActions } from '@/components/filter-actions';
import { useEnterToSearch } from '@/lib/enter-to-search';
import { idFilterRules, trimIdInput } from '@/lib/id-filter-rules';

export interface DeliveryFilterValues {
  subjectType: DecisionSubjectType;
  /** Digits; empty for no 对象 filter. */
  subjectId: string;
}

interface FormValues {
  subjectType: DecisionSubjectType;
  subjectId?: string;
}

interface DeliveryFilterFormProps {
  values: DeliveryFilterValues;
  loading: boolean;
  onSearch: (values: DeliveryFilterValues) => void;
  onReset: () => void;
}

/** The kind the 对象 select shows when the URL names none. */
export const DEFAULT_SUBJECT_TYPE: DecisionSubjectType = 'post';
const subjectOptions = DECISION_SUBJECT_TYPES.map((type) => ({ value: type, label: DECISION_SUBJECT_LABEL[type] }));
const idRules: FormRule[] = [
  ...idFilterRules(),
  // Digits with at least one that is not 0: a positive id.
  { pattern: /^\s*$|[1-9]/, message: 'ID必须大于 0' },
];

/** 对象: a kind (动态/视频/用户) and its ID (0–15 digits, checked on blur); an empty ID lists every event. */
export function DeliveryFilterForm({ values, loading, onSearch, onReset }: DeliveryFilterFormProps) {
  const [form] = Form.useForm<FormValues>();
  const enterToSearch = useEnterToSearch(form);

  // The URL is the source of truth: back/forward and shared links refill the form.
  useEffect(() => {
    form.setFieldsValue({ subjectType: values.subjectType, subjectId: values.subjectId });
  }, [form, values.subjectType, values.subjectId]);

  const submit = (formValues: FormValues) => onSearch({ subjectType: formValues.subjectType, subjectId: (formValues.subjectId ?? '').trim() });

  const reset = () => {
    form.resetFields();
    onReset();
  };

  return (
    <Form<FormValues> form={form} layout="inline" onFinish={submit} onKeyDownCapture={enterToSearch} initialValues={{ subjectType: DEFAULT_SUBJECT_TYPE }} style={{ rowGap: 16 }}>
      <Form.Item label="对象">
        <Space.Compact>
          <Form.Item name="subjectType" noStyle>
            <Select options={subjectOptions} aria-label="对象类型" style={{ width: 84 }} />
          </Form.Item>
          <Form.Item name="subjectId" noStyle rules={idRules} normalize={trimIdInput} validateTrigger="onBlur">
            <Input placeholder="请输入ID" allowClear inputMode="numeric" aria-label="对象ID" style={{ width: 176 }} />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <FilterActions onReset={reset} loading={loading} />
    </Form>
  );
}
