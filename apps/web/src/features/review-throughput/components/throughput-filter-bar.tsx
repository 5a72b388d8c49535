import { REVIEW_THROUGHPUT_TARGET_LABEL, REVIEW_THROUGHPUT_TARGETS, type ReviewThroughputTarget } from '@ops/contracts/review-throughput';
import { STATS_MSG } from '@ops/contracts/statistics';
import { DatePicker, Form, Select } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { SearchAndExport } from '@/components/search-and-export';
import { DATE_RANGE_PRESETS, type DayRange } from '@/lib/date-range';
import { DAY_FORMAT, dayRangeRules, isFutureDay } from '@/lib/day-range-rules';
import { useEnterToSearch } from '@/lib/enter-to-search';
import { isThroughputRangeTooLong, type ThroughputFilters } from './throughput-filters';
import type { OperatorOption } from './throughput-rows';

interface FormValues {
  range: DayRange;
  target: ReviewThroughputTarget;
  operatorId?: number;
}

interface ThroughputFilterBarProps {
  values: ThroughputFilters;
  /** Offered to a viewer who may see every operator; nothing is shown otherwise (a moderator sees their own). */
  operators: OperatorOption[] | null;
  onSearch: (values: ThroughputFilters) => void;
  searching: boolean;
  canExport: boolean;
  onExport: () => void;
}

const rangeRules = dayRangeRules(isThroughputRangeTooLong, STATS_MSG.rangeTooLong);
const TARGET_OPTIONS = REVIEW_THROUGHPUT_TARGETS.map((value) => ({ value, label: REVIEW_THROUGHPUT_TARGET_LABEL[value] }));

/** 日期 (today, last 7 or 30 days as presets), 内容类型, 审核员 (administrators), 查询 and 导出CSV. */
export function ThroughputFilterBar({ values, operators, onSearch, searching, canExport, onExport }: ThroughputFilterBarProps) {
  const [form] = Form.useForm<FormValues>();
  const enterToSearch = useEnterToSearch(form);

  // The URL is the source of truth: back/forward and shared links refill the form.
  useEffect(() => {
    form.setFieldsValue({ range: [dayjs(values.from), dayjs(values.to)], target: values.target, operatorId: values.operatorId ?? undefined });
  }, [form, values.from, values.to, values.target, values.operatorId]);

  const submit = ({ range, target, operatorId }: FormValues) =>
    onSearch({ from: range[0].format(DAY_FORMAT), to: range[1].format(DAY_FORMAT), target, operatorId: operatorId ?? null });

  return (
    <Form<FormValues> form={form} layout="inline" requiredMark={false} onFinish={submit} onKeyDownCapture={enterToSearch} style={{ rowGap: 16 }}>
      <Form.Item label="日期" name="range" rules={rangeRules}>
        <DatePicker.RangePicker presets={DATE_RANGE_PRESETS} allowClear={false} disabledDate={isFutureDay} style={{ width: 260 }} />
      </Form.Item>
      <Form.Item label="内容类型" name="target">
        <Select aria-label="内容类型" options={TARGET_OPTIONS} style={{ width: 104 }} />
      </Form.Item>
      {operators ? (
        <Form.Item label="审核员" name="operatorId">
          <Select
            aria-label="审核员"
            placeholder="全部审核员"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            options={operators}
            style={{ width: 200 }}
          />
        </Form.Item>
      ) : null}
      <SearchAndExport searching={searching} canExport={canExport} onExport={onExport} />
    </Form>
  );
}
