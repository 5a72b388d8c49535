import { FILTER_TEXT_MAX } from '@ops/contracts/limits';
import { MSG } from '@ops/contracts/messages';
import { Form, Input, type FormRule } from 'antd';
import { memo, useEffect, useEffectEvent } from 'react';
import { CityCascader } from './city-cascader';
import { pathForLabel } from './region-options';
import { useCityOptions } from './use-city-options';
import { FilterActions } from '@/components/filter-actions';
import { useEnterToSearch } from '@/lib/enter-to-search';
import { idFilterRules, trimIdInput } from '@/lib/id-filter-rules';

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
const idRules = idFilterRules('用户ID');

/** 用户ID, nickname and city; memoized like AuditFilterForm, so the rows arriving do not redraw it. */
export const UserFilterForm = memo(function UserFilterForm({ values, onSearch, onReset }: UserFilterFormProps) {
  const [form] = Form.useForm<FormValues>();
  const enterToSearch = useEnterToSearch(form);
  // Never fetches: the cascader does, when first opened; until then a city from the URL shows as its own label.
  const { options } = useCityOptions(false);
  const cityPath = useEffectEvent((label: string) => pathForLabel(options, label));

  // The URL is the source of truth: back/forward and shared links refill the form.
  useEffect(() => {
    form.setFieldsValue({ id: values.id, nickname: values.nickname, cityPath: cityPath(values.city) });
  }, [form, values.id, values.nickname, values.city]);

  // Once the tree arrives, a city still shown as its bare label gets its full path; nothing else the operator typed
  // or picked meanwhile is touched.
  useEffect(() => {
    const current = form.getFieldValue('cityPath') as string[] | undefined;
    if (options.length > 0 && current?.length === 1 && current[0] === values.city) {
      form.setFieldsValue({ cityPath: pathForLabel(options, values.city) });
    }
  }, [form, options, values.city]);

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
    <Form<FormValues> form={form} layout="inline" onFinish={submit} onKeyDownCapture={enterToSearch} style={{ rowGap: 16 }}>
      <Form.Item label="用户ID" name="id" rules={idRules} normalize={trimIdInput} validateTrigger="onBlur">
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
});
