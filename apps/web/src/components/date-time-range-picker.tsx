import { DATE_TIME_FORMAT } from '@ops/contracts/limits';
import { DatePicker, type GetProps } from 'antd';
import { DATE_RANGE_PRESETS } from '@/lib/date-range';

type RangePickerProps = GetProps<typeof DatePicker.RangePicker>;

/**
 * A start and end to the second (操作日志's 操作时间, 安全事件's 时间), read as Shanghai time by the form
 * (`toMomentRange`). A Form.Item gives it its value and onChange.
 */
export function DateTimeRangePicker(props: RangePickerProps) {
  return (
    <DatePicker.RangePicker
      showTime
      // 此刻 would be the browser's clock; the range is Shanghai time.
      showNow={false}
      format={DATE_TIME_FORMAT}
      presets={DATE_RANGE_PRESETS}
      allowClear
      placeholder={['开始时间', '结束时间']}
      style={{ width: 340 }}
      {...props}
    />
  );
}
