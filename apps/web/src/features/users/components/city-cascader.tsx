import { Cascader } from 'antd';
import { useMemo } from 'react';
import { useRegions } from '../api/get-regions';
import { toCityOptions } from './region-options';

interface CityCascaderProps {
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
}

/** Province → city picker; any level may be chosen; typing searches both levels. */
export function CityCascader({ id, value, onChange }: CityCascaderProps) {
  const regions = useRegions();
  const options = useMemo(() => toCityOptions(regions.data ?? []), [regions.data]);
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
      loading={regions.isLoading}
      placeholder="请选择城市"
      notFoundContent="暂无匹配城市"
      style={{ width: 220 }}
    />
  );
}
