import { STATS_MSG } from '@ops/contracts/statistics';
import { DatePicker, Form, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { SearchAndExport } from '@/components/search-and-export';
import type { DayRange } from '@/lib/date-range';
import { DAY_FORMAT } from '@/lib/day-range-rules';
import { shanghaiToday } from '@/lib/shanghai-day';
import { AudienceFormItems } from './audience-selects';
import { defaultRange, isRangeTooLong, lastDays, RANGE_PRESETS, type AudienceFilters, type StatsFilters } from './stats-filters';

interface FormValues extends AudienceFilters {
  /** Null once cleared: the default range (spec 5). */
  range: DayRange | null;
}

interface StatsFilterBarProps {
  values: StatsFilters;
  onSearch: (values: StatsFilters) => void;
  canExport: boolean;
  onExport: () => void;
}

/** A cleared range is allowed (it means the default range); a picked one spans at most 366 days. */
const rangeRules: FormRule[] = [
  {
    validator: (_rule, value: DayRange | null | undefined) =>
      value && isRangeTooLong(value[0].format(DAY_FORMAT), value[1].format(DAY_FORMAT))
        ? Promise.reject(new Error(STATS_MSG.rangeTooLong))
        : Promise.resolve(),
  },
];

const pickerRange = (range: { from: string; to: string }): DayRange => [dayjs(range.from), dayjs(range.to)];

/** Presets and the last pickable day follow Shanghai's today, computed when used (a page left open overnight stays right). */
const PRESETS = RANGE_PRESETS.map((preset) => ({ label: preset.label, value: () => pickerRange(lastDays(shanghaiToday(), preset.days)) }));
const isAfterShanghaiToday = (day: Dayjs) => day.format(DAY_FORMAT) > shanghaiToday();

/** 日期 (today, last 7 or 30 days as presets), 单双号, 性别, 查询 and 导出CSV: the filters of every daily statistics page. */
export function StatsFilterBar({ values, onSearch, canExport, onExport }: StatsFilterBarProps) {
  const [form] = Form.useForm<FormValues>();

  // The URL is the source of truth: back/forward and shared links refill the form.
  useEffect(() => {
    form.setFieldsValue({ range: pickerRange({ from: values.from, to: values.to }), oddEven: values.oddEven, sex: values.sex });
  }, [form, values.from, values.to, values.oddEven, values.sex]);

  const submit = ({ range, oddEven, sex }: FormValues) => {
    if (!range) {
      // Cleared: the last 7 days, shown again in the picker so the operator sees which days they are.
      const fallback = defaultRange(shanghaiToday());
      form.setFieldValue('range', pickerRange(fallback));
      onSearch({ ...fallback, oddEven, sex });
      return;
    }
    onSearch({ from: range[0].format(DAY_FORMAT), to: range[1].format(DAY_FORMAT), oddEven, sex });
  };

  return (
    <Form<FormValues> form={form} layout="inline" requiredMark={false} onFinish={submit} style={{ rowGap: 16 }}>
      <Form.Item label="日期" name="range" rules={rangeRules}>
        <DatePicker.RangePicker presets={PRESETS} allowClear disabledDate={isAfterShanghaiToday} style={{ width: 260 }} />
      </Form.Item>
      <AudienceFormItems />
      <SearchAndExport canExport={canExport} onExport={onExport} />
    </Form>
  );
}
