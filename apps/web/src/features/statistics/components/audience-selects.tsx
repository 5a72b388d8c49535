import { ODD_EVEN_OPTIONS, SEX_FILTER_OPTIONS } from '@ops/contracts/codes';
import { Form, Select } from 'antd';
import type { AudienceFilters } from './stats-filters';

const ALL = { value: '', label: '全部' } as const;
const ODD_EVEN_CHOICES = [ALL, ...ODD_EVEN_OPTIONS];
const SEX_CHOICES = [ALL, ...SEX_FILTER_OPTIONS];

interface SelectProps<V> {
  id?: string;
  value?: V;
  onChange?: (value: V) => void;
}

/** 单双号: 全部 / 单数 / 双数 user ids. Form.Item passes `id`, `value` and `onChange`. */
function OddEvenSelect(props: SelectProps<AudienceFilters['oddEven']>) {
  return <Select {...props} aria-label="单双号" options={ODD_EVEN_CHOICES} style={{ width: 104 }} />;
}

/** 性别: 全部 / 男 / 女 / 未知. */
function SexSelect(props: SelectProps<AudienceFilters['sex']>) {
  return <Select {...props} aria-label="性别" options={SEX_CHOICES} style={{ width: 104 }} />;
}

/** The 单双号 and 性别 fields both filter bars share, inside their Form (names `oddEven` and `sex`). */
export function AudienceFormItems() {
  return (
    <>
      <Form.Item label="单双号" name="oddEven">
        <OddEvenSelect />
      </Form.Item>
      <Form.Item label="性别" name="sex">
        <SexSelect />
      </Form.Item>
    </>
  );
}
