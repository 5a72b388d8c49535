import { Cascader, Flex, Spin } from 'antd';
import { useState } from 'react';
import { useCityOptions } from './use-city-options';

interface CityCascaderProps {
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
}

/**
 * Province → city picker; any level may be chosen; typing searches every level. The region tree is fetched the first
 * time the picker is focused or opened, not with the list; until then a chosen city shows as its own name.
 */
export function CityCascader({ id, value, onChange }: CityCascaderProps) {
  const [wanted, setWanted] = useState(false);
  const { options, loading, failed, load } = useCityOptions(wanted);

  const notFoundContent = loading ? (
    <Flex gap={8} align="center" justify="center">
      <Spin size="small" />
      正在加载城市…
    </Flex>
  ) : failed ? (
    '城市加载失败，请重新打开选择'
  ) : (
    '暂无匹配城市'
  );

  return (
    <Cascader
      id={id}
      options={options}
      value={value}
      onChange={(path) => onChange?.(path ? path.map(String) : [])}
      onFocus={() => setWanted(true)}
      onOpenChange={(open) => {
        if (!open) return;
        setWanted(true);
        load();
      }}
      changeOnSelect
      allowClear
      showSearch
      expandTrigger="hover"
      loading={loading}
      placeholder="请选择城市"
      notFoundContent={notFoundContent}
      style={{ width: 220 }}
    />
  );
}
