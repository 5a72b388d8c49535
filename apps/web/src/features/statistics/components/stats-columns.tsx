import type { TableColumnType } from 'antd';
import { formatCount } from '@/lib/format';

export const TIME_COLUMN_WIDTH = 120;
const COUNT_COLUMN_WIDTH = 96;

/** 时间, kept in view on horizontal scroll. */
export function timeColumn<Row extends { time: string }>(format: (time: string) => string = (time) => time): TableColumnType<Row> {
  return {
    title: '时间',
    key: 'time',
    dataIndex: 'time',
    fixed: 'left',
    width: TIME_COLUMN_WIDTH,
    render: (time: string) => format(time),
  };
}

/** A right-aligned count with thousands separators. */
export function countColumn<Row>(title: string, field: keyof Row & string): TableColumnType<Row> {
  return {
    title,
    key: field,
    dataIndex: field,
    align: 'right',
    width: COUNT_COLUMN_WIDTH,
    render: (value: number | null) => formatCount(value),
  };
}
