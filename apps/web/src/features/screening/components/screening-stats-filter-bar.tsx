import { STATS_MSG } from '@ops/contracts/statistics';
import { DatePicker, Form } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { SearchAndExport } from '@/components/search-and-export';
import { DATE_RANGE_PRESETS, type DayRange } from '@/lib/date-range';
import { DAY_FORMAT, dayRangeRules, isFutureDay } from '@/lib/day-range-rules';
import { useEnterToSearch } from '@/lib/enter-to-search';
import { isDayRangeTooLong, type DayRangeFilter } from './screening-stats-filters';

interface FormValues {
  range: DayRange;
}

interface ScreeningStatsFilterBarProps {
  values: DayRangeFilter;
  onSearch: (values: DayRangeFilter) => void;
  searching: boolean;
  canExport: boolean;
  onExport: () => void;
}

const rangeRules = dayRangeRules(isDayRangeTooLong, STATS_MSG.rangeTooLong);

/** 日期 (today, last 7 or 30 days as presets), 查询 and 导出CSV. */
export function ScreeningStatsFilterBar({ values, onSearch, searching, canExport, onExport }: ScreeningStatsFilterBarProps) {
  const [form] = Form.useForm<FormValues>();
  const enterToSearch = useEnterToSearch(form);

  // The URL is the source of truth: back/forward and shared links refill the form.
  useEffect(() => {
    form.setFieldsValue({ range: [dayjs(values.from), dayjs(values.to)] });
  }, [form, values.from, values.to]);

  const submit = ({ range }: FormValues) => onSearch({ from: range[0].format(DAY_FORMAT), to: range[1].format(DAY_FORMAT) });

  return (
    <Form<FormValues> form={form} layout="inline" requiredMark={false} onFinish={submit} onKeyDownCapture={enterToSearch} style={{ rowGap: 16 }}>
      <Form.Item label="日期" name="range" rules={rangeRules}>
        <DatePicker.RangePicker presets={DATE_RANGE_PRESETS} allowClear={false} disabledDate={isFutureDay} style={{ width: 260 }} />
      </Form.Item>
      <SearchAndExport searching={searching} canExport={canExport} onExport={onExport} />
    </Form>
  );
}
