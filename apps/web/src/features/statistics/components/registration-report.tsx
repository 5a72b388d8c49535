import type { RegistrationRow } from '@ops/contracts/statistics';
import { Table, type TableColumnsType } from 'antd';
import type { TrendChartSpec } from '@/components/trend-chart/trend-chart-spec';
import type { CsvCell, CsvColumn } from '@/lib/csv';
import { formatCount } from '@/lib/format';
import { partialCategory, timeText, type PartialDay } from './partial-day';
import { registrationTotals, type RegistrationField } from './registration-totals';
import { countColumn, timeColumn } from './stats-columns';

/** Spec 2.2 columns, in order. */
const METRICS: { field: RegistrationField; title: string }[] = [
  { field: 'activateNumber', title: '净激活数' },
  { field: 'enrollment', title: '注册人数' },
  { field: 'loginNumber', title: '登录次数' },
  { field: 'livenessNumber', title: '活跃人数' },
];

export const TOTALS_LABEL = '总计';

/** Spec 2.2 columns; the running day (`partial`) is labelled. */
export function registrationColumns(partial?: PartialDay): TableColumnsType<RegistrationRow> {
  return [timeColumn<RegistrationRow>(undefined, partial), ...METRICS.map((metric) => countColumn<RegistrationRow>(metric.title, metric.field))];
}

/** The running day's 时间 carries its label, as in the table. */
export function registrationCsvColumns(partial?: PartialDay): CsvColumn<RegistrationRow>[] {
  return [
    { header: '时间', value: (row) => timeText(row.time, partial) },
    ...METRICS.map((metric): CsvColumn<RegistrationRow> => ({ header: metric.title, value: (row) => row[metric.field] })),
  ];
}

/** The 总计 record that closes the export. */
export function registrationTotalsRecord(rows: readonly RegistrationRow[]): CsvCell[] {
  const totals = registrationTotals(rows);
  return [TOTALS_LABEL, ...METRICS.map((metric) => totals[metric.field])];
}

/**
 * The 总计 row pinned under the scrolling rows; nothing when there are no rows (the empty state shows).
 * A render function, not a component: the table pins the summary only when it gets `Table.Summary` itself.
 */
export function registrationSummary(rows: readonly RegistrationRow[]) {
  if (rows.length === 0) return null;
  const totals = registrationTotals(rows);
  return (
    <Table.Summary fixed>
      <Table.Summary.Row style={{ fontWeight: 600 }}>
        <Table.Summary.Cell index={0}>{TOTALS_LABEL}</Table.Summary.Cell>
        {METRICS.map((metric, index) => (
          <Table.Summary.Cell key={metric.field} index={index + 1} align="right">
            {formatCount(totals[metric.field])}
          </Table.Summary.Cell>
        ))}
      </Table.Summary.Row>
    </Table.Summary>
  );
}

/** One line per column; the running day's segment is dashed. */
export function registrationChart(rows: readonly RegistrationRow[], partial?: PartialDay): TrendChartSpec {
  return {
    label: '注册激活趋势',
    ...partialCategory(rows, partial),
    categories: rows.map((row) => row.time),
    series: METRICS.map((metric) => ({ name: metric.title, type: 'line', data: rows.map((row) => row[metric.field]) })),
  };
}
