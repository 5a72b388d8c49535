import { RETENTION_COLUMNS, type RetentionField, type RetentionRow } from '@ops/contracts/statistics';
import { Flex, type TableColumnType, type TableColumnsType } from 'antd';
import type { TrendChartSpec } from '@/components/trend-chart/trend-chart-spec';
import { BRAND } from '@/lib/brand-colors';
import type { CsvColumn } from '@/lib/csv';
import { EMPTY_TEXT, formatCount } from '@/lib/format';
import { formatRate, heatStyle, ratePercent, retentionRate } from './retention-heat';
import { timeText, type PartialDay } from './partial-day';
import { countColumn, TIME_COLUMN_WIDTH, timeColumn } from './stats-columns';

/** The count, and under it the share of the cohort; `—` while day d+N is not over (the server answers null). */
function RetentionCell({ count, enrollment, offset }: { count: number | null; enrollment: number; offset: number }) {
  if (count === null) return <span title={`注册后第 ${offset} 天尚未结束`}>{EMPTY_TEXT}</span>;
  const rate = retentionRate(count, enrollment);
  return (
    <Flex vertical align="flex-end" style={{ lineHeight: 1.35 }}>
      <span>{formatCount(count)}</span>
      {rate === null ? null : <span style={{ fontSize: 12, opacity: 0.8 }}>{formatRate(rate)}</span>}
    </Flex>
  );
}

function retentionColumn(field: RetentionField, title: string, offset: number): TableColumnType<RetentionRow> {
  return {
    title,
    key: field,
    dataIndex: field,
    align: 'right',
    width: RETENTION_COLUMN_WIDTH,
    onCell: (row) => {
      const rate = retentionRate(row[field], row.enrollment);
      return rate === null ? {} : { style: heatStyle(rate, BRAND.primary) };
    },
    render: (_value, row) => <RetentionCell count={row[field]} enrollment={row.enrollment} offset={offset} />,
  };
}

const RETENTION_COLUMN_WIDTH = 80;
/** 时间, 注册人数 and the eight offsets: it fits a 1280 px screen without scrolling sideways. */
export const RETENTION_TABLE_MIN_WIDTH = TIME_COLUMN_WIDTH + 9 * RETENTION_COLUMN_WIDTH;

/** 时间, 注册人数, then each offset's count and rate on a heat-map background (spec 2.3); today's cohort is labelled. */
export function retentionTableColumns(partial?: PartialDay): TableColumnsType<RetentionRow> {
  return [
    timeColumn<RetentionRow>(undefined, partial),
    countColumn<RetentionRow>('注册人数', 'enrollment', RETENTION_COLUMN_WIDTH),
    ...RETENTION_COLUMNS.map((column) => retentionColumn(column.field, column.label, column.offset)),
  ];
}

/** Counts only; a day not over yet is an empty field (— in the table); today's cohort carries its label, as in the table. */
export function retentionCsvColumns(partial?: PartialDay): CsvColumn<RetentionRow>[] {
  return [
    { header: '时间', value: (row) => timeText(row.time, partial) },
    { header: '注册人数', value: (row) => row.enrollment },
    ...RETENTION_COLUMNS.map((column): CsvColumn<RetentionRow> => ({ header: column.label, value: (row) => row[column.field] })),
  ];
}

const CHARTED: { field: RetentionField; name: string }[] = [
  { field: 'afterADay', name: '1天后留存率' },
  { field: 'afterSevenDay', name: '7天后留存率' },
  { field: 'afterThirtyDay', name: '30天后留存率' },
];

export function retentionChart(rows: readonly RetentionRow[]): TrendChartSpec {
  return {
    label: '留存率趋势',
    unit: 'percent',
    categories: rows.map((row) => row.time),
    series: CHARTED.map(({ field, name }) => ({
      name,
      type: 'line',
      data: rows.map((row) => ratePercent(retentionRate(row[field], row.enrollment))),
    })),
  };
}
