import { Flex, Typography, type TableColumnType } from 'antd';
import { formatCount } from '@/lib/format';
import { isPartialRow, type PartialDay } from './partial-day';

export const TIME_COLUMN_WIDTH = 120;
const COUNT_COLUMN_WIDTH = 96;

/** antd gold-8: amber like a warning, but dark enough (5.4:1 on white) for 12 px text; the warning colour itself is 2:1. */
const PARTIAL_TEXT_COLOR = '#ad6800';

/** The running day: its date, and under it `今日（截至 HH:mm）` so a low figure does not read as an outage. */
function PartialTime({ time, partial }: { time: string; partial: PartialDay }) {
  return (
    <Flex vertical gap={2}>
      <span>{time}</span>
      <Typography.Text style={{ color: PARTIAL_TEXT_COLOR, fontSize: 12, lineHeight: 1.3, whiteSpace: 'nowrap' }}>
        {partial.label}
      </Typography.Text>
    </Flex>
  );
}

/** 时间, kept in view on horizontal scroll; the running day (`partial`) is labelled. */
export function timeColumn<Row extends { time: string }>(
  format: (time: string) => string = (time) => time,
  partial?: PartialDay,
): TableColumnType<Row> {
  return {
    title: '时间',
    key: 'time',
    dataIndex: 'time',
    fixed: 'left',
    width: TIME_COLUMN_WIDTH,
    render: (time: string) => (partial && isPartialRow(time, partial) ? <PartialTime time={format(time)} partial={partial} /> : format(time)),
  };
}

/** A right-aligned count with thousands separators; `width` null: an equal share of the width the fixed columns leave. */
export function countColumn<Row>(title: string, field: keyof Row & string, width: number | null = COUNT_COLUMN_WIDTH): TableColumnType<Row> {
  return {
    title,
    key: field,
    dataIndex: field,
    align: 'right',
    ...(width === null ? {} : { width }),
    render: (value: number | null) => formatCount(value),
  };
}
