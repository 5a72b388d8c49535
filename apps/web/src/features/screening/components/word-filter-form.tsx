import { FILTER_TEXT_MAX } from '@ops/contracts/limits';
import { MSG } from '@ops/contracts/messages';
import type { WordAction, WordCategory } from '@ops/contracts/screening';
import { Form, Input, Select, type FormRule } from 'antd';
import { useEffect } from 'react';
import { ACTION_OPTIONS, CATEGORY_OPTIONS } from './word-options';
import { FilterActions } from '@/components/filter-actions';
import { useEnterToSearch } from '@/lib/enter-to-search';

/** What the form shows; `''` is 全部. */
export interface WordFilterValues {
  keyword: string;
  category: WordCategory | '';
  action: WordAction | '';
}

interface WordFilterFormProps {
  values: WordFilterValues;
  loading: boolean;
  onSearch: (values: WordFilterValues) => void;
  onReset: () => void;
}

const ALL = { value: '', label: '全部' } as const;
const categoryChoices = [ALL, ...CATEGORY_OPTIONS];
const actionChoices = [ALL, ...ACTION_OPTIONS];
const keywordRules: FormRule[] = [{ max: FILTER_TEXT_MAX, message: MSG.lengthRange }];

/** 关键词 (0–15 characters, checked before searching), 分类 and 处理方式. */
export function WordFilterForm({ values, loading, onSearch, onReset }: WordFilterFormProps) {
  const [form] = Form.useForm<WordFilterValues>();
  const enterToSearch = useEnterToSearch(form);

  // The URL is the source of truth: back/forward and shared links refill the form.
  useEffect(() => {
    form.setFieldsValue({ keyword: values.keyword, category: values.category, action: values.action });
  }, [form, values.keyword, values.category, values.action]);

  const submit = (formValues: WordFilterValues) => onSearch({ ...formValues, keyword: (formValues.keyword ?? '').trim() });

  const reset = () => {
    form.resetFields();
    onReset();
  };

  return (
    <Form<WordFilterValues> name="word-filter" form={form} layout="inline" onFinish={submit} onKeyDownCapture={enterToSearch} initialValues={{ keyword: '', category: '', action: '' }} style={{ rowGap: 16 }}>
      <Form.Item label="关键词" name="keyword" rules={keywordRules} validateTrigger={['onBlur', 'onChange']}>
        <Input placeholder="请输入关键词" allowClear style={{ width: 168 }} />
      </Form.Item>
      <Form.Item label="分类" name="category">
        <Select options={categoryChoices} aria-label="分类" style={{ width: 120 }} />
      </Form.Item>
      <Form.Item label="处理方式" name="action">
        <Select options={actionChoices} aria-label="处理方式" style={{ width: 104 }} />
      </Form.Item>
      <FilterActions onReset={reset} loading={loading} />
    </Form>
  );
}
