import { FILTER_TEXT_MAX } from '@ops/contracts/limits';
import { MSG } from '@ops/contracts/messages';
import { Form, Input, type FormRule } from 'antd';
import { useEffect } from 'react';
import { CityCascader } from './city-cascader';
import { pathForLabel } from './region-options';
import { useCityOptions } from './use-city-options';
import { FilterActions } from '@/components/filter-actions';

export interface UserFilterValues {
  id: string;
  nickname: string;
  city: string;
}

interface FormValues {
  id?: string;
  nickname?: string;
  cityPath?: string[];
}

interface UserFilterFormProps {
  values: UserFilterValues;
  onSearch: (values: UserFilterValues) => void;
  onReset: () => void;
}

const lengthRule: FormRule = { max: FILTER_TEXT_MAX, message: MSG.lengthRange };
const digitsRule: FormRule = { pattern: /^\d*$/, message: '用户ID只能包含数字' };

export function UserFilterForm({ values, onSearch, onReset }: UserFilterFormProps) {
  const [form] = Form.useForm<FormValues>();
  const { options } = useCityOptions();

  // The URL is the source of truth: back/forward and shared links refill the form.
  useEffect(() => {
    form.setFieldsValue({ id: values.id, nickname: values.nickname, cityPath: pathForLabel(options, values.city) });
  }, [form, options, values.id, values.nickname, values.city]);

  const submit = (formValues: FormValues) => {
    const path = formValues.cityPath ?? [];
    onSearch({
      id: (formValues.id ?? '').trim(),
      nickname: (formValues.nickname ?? '').trim(),
      city: path[path.length - 1] ?? '',
    });
  };

  const reset = () => {
    form.resetFields();
    onReset();
  };

  return (
    <Form<FormValues> form={form} layout="inline" onFinish={submit} style={{ rowGap: 16 }}>
      <Form.Item label="用户ID" name="id" rules={[lengthRule, digitsRule]} validateTrigger="onBlur">
        <Input placeholder="请输入用户ID" allowClear style={{ width: 180 }} inputMode="numeric" />
      </Form.Item>
      <Form.Item label="昵称" name="nickname" rules={[lengthRule]} validateTrigger="onBlur">
        <Input placeholder="请输入昵称" allowClear style={{ width: 180 }} />
      </Form.Item>
      <Form.Item label="城市" name="cityPath">
        <CityCascader />
      </Form.Item>
      <FilterActions onReset={reset} />
    </Form>
  );
}
