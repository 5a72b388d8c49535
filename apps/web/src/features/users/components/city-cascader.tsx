import { Cascader } from 'antd';
import { useCityOptions } from './use-city-options';

interface CityCascaderProps {
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
}

/** Province → city picker; any level may be chosen; typing searches both levels. */
export function CityCascader({ id, value, onChange }: CityCascaderProps) {
  const { options, loading } = useCityOptions();
  return (
    <Cascader
      id={id}
      options={options}
      value={value}
      onChange={(path) => onChange?.(path ? path.map(String) : [])}
      changeOnSelect
      allowClear
      showSearch
      expandTrigger="hover"
      loading={loading}
      placeholder="请选择城市"
      notFoundContent="暂无匹配城市"
      style={{ width: 220 }}
    />
  );
}
