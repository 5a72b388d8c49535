import { STATS_MSG } from '@ops/contracts/statistics';
import { DatePicker, Form } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { SearchAndExport } from '@/components/search-and-export';
import { DATE_RANGE_PRESETS, type DayRange } from '@/lib/date-range';
import { DAY_FORMAT, dayRangeRules, isFutureDay } from '@/lib/day-range-rules';
import { AudienceFormItems } from './audience-selects';
import { isRangeTooLong, type AudienceFilters, type StatsFilters } from './stats-filters';

interface FormValues extends AudienceFilters {
  range: DayRange;
}

interface StatsFilterBarProps {
  values: StatsFilters;
  onSearch: (values: StatsFilters) => void;
  canExport: boolean;
  onExport: () => void;
}

const rangeRules = dayRangeRules(isRangeTooLong, STATS_MSG.rangeTooLong);

/** 日期 (today, last 7 or 30 days as presets), 单双号, 性别, 查询 and 导出CSV: the filters of every daily statistics page. */
export function StatsFilterBar({ values, onSearch, canExport, onExport }: StatsFilterBarProps) {
  const [form] = Form.useForm<FormValues>();

  // The URL is the source of truth: back/forward and shared links refill the form.
  useEffect(() => {
    form.setFieldsValue({ range: [dayjs(values.from), dayjs(values.to)], oddEven: values.oddEven, sex: values.sex });
  }, [form, values.from, values.to, values.oddEven, values.sex]);

  const submit = ({ range, oddEven, sex }: FormValues) => {
    onSearch({ from: range[0].format(DAY_FORMAT), to: range[1].format(DAY_FORMAT), oddEven, sex });
  };

  return (
    <Form<FormValues> form={form} layout="inline" requiredMark={false} onFinish={submit} style={{ rowGap: 16 }}>
      <Form.Item label="日期" name="range" rules={rangeRules}>
        <DatePicker.RangePicker presets={DATE_RANGE_PRESETS} allowClear={false} disabledDate={isFutureDay} style={{ width: 260 }} />
      </Form.Item>
      <AudienceFormItems />
      <SearchAndExport canExport={canExport} onExport={onExport} />
    </Form>
  );
}
