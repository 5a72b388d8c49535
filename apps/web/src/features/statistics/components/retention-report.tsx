import { RETENTION_COLUMNS, type RetentionField, type RetentionRow } from '@ops/contracts/statistics';
import { Flex, type TableColumnType, type TableColumnsType } from 'antd';
import type { TrendChartSpec } from '@/components/trend-chart/trend-chart-spec';
import { BRAND } from '@/lib/brand-colors';
import type { CsvColumn } from '@/lib/csv';
import { EMPTY_TEXT, formatCount } from '@/lib/format';
import { formatRate, heatStyle, ratePercent, retentionRate } from './retention-heat';
import { countColumn, timeColumn } from './stats-columns';

/** The count, and under it the share of the cohort; `—` for a day not reached yet. */
function RetentionCell({ count, enrollment }: { count: number | null; enrollment: number }) {
  if (count === null) return <span title="尚未到达该天">{EMPTY_TEXT}</span>;
  const rate = retentionRate(count, enrollment);
  return (
    <Flex vertical align="flex-end" style={{ lineHeight: 1.35 }}>
      <span>{formatCount(count)}</span>
      {rate === null ? null : <span style={{ fontSize: 12, opacity: 0.8 }}>{formatRate(rate)}</span>}
    </Flex>
  );
}

function retentionColumn(field: RetentionField, title: string): TableColumnType<RetentionRow> {
  return {
    title,
    key: field,
    dataIndex: field,
    align: 'right',
    width: 96,
    onCell: (row) => {
      const rate = retentionRate(row[field], row.enrollment);
      return rate === null ? {} : { style: heatStyle(rate, BRAND.primary) };
    },
    render: (_value, row) => <RetentionCell count={row[field]} enrollment={row.enrollment} />,
  };
}

/** 时间, 注册人数, then each offset's count and rate on a heat-map background (spec 2.3). */
export const RETENTION_TABLE_COLUMNS: TableColumnsType<RetentionRow> = [
  timeColumn<RetentionRow>(),
  countColumn<RetentionRow>('注册人数', 'enrollment'),
  ...RETENTION_COLUMNS.map((column) => retentionColumn(column.field, column.label)),
];

/** Counts only; a day not reached yet is an empty field. */
export const RETENTION_CSV_COLUMNS: CsvColumn<RetentionRow>[] = [
  { header: '时间', value: (row) => row.time },
  { header: '注册人数', value: (row) => row.enrollment },
  ...RETENTION_COLUMNS.map((column): CsvColumn<RetentionRow> => ({ header: column.label, value: (row) => row[column.field] })),
];

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
