import type { ScreeningDay } from '@ops/contracts/screening';
import { Flex, Table, Typography, type TableColumnsType } from 'antd';
import { formatCount } from '@/lib/format';
import { tableLocaleFor } from '@/lib/table';
import { TOTALS_LABEL } from './screening-csv';
import { formatShare, OUTCOMES, screeningTotals } from './screening-shares';

/** Height of one header or summary row of a middle-size table. */
const TABLE_ROW_HEIGHT = 47;

/** A count and, beside it, its share of the day. */
function CountWithShare({ count, total }: { count: number; total: number }) {
  return (
    <Flex justify="flex-end" align="baseline" gap={8}>
      <span>{formatCount(count)}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12, minWidth: 44, textAlign: 'right' }}>
        {formatShare(count, total)}
      </Typography.Text>
    </Flex>
  );
}

const COLUMNS: TableColumnsType<ScreeningDay> = [
  { title: '日期', dataIndex: 'time', key: 'time', fixed: 'left', width: 120 },
  { title: '机审总数', dataIndex: 'screened', key: 'screened', align: 'right', width: 112, render: (value: number) => formatCount(value) },
  ...OUTCOMES.map((outcome) => ({
    title: `${outcome.title}（占比）`,
    key: outcome.field,
    align: 'right' as const,
    render: (_value: unknown, row: ScreeningDay) => <CountWithShare count={row[outcome.field]} total={row.screened} />,
  })),
];

/** The 总计 row pinned under the rows; nothing when there are no rows (the empty state shows). */
function summary(days: readonly ScreeningDay[]) {
  if (days.length === 0) return null;
  const totals = screeningTotals(days);
  return (
    <Table.Summary fixed>
      <Table.Summary.Row style={{ fontWeight: 600 }}>
        <Table.Summary.Cell index={0}>{TOTALS_LABEL}</Table.Summary.Cell>
        <Table.Summary.Cell index={1} align="right">
          {formatCount(totals.screened)}
        </Table.Summary.Cell>
        {OUTCOMES.map((outcome, index) => (
          <Table.Summary.Cell key={outcome.field} index={index + 2} align="right">
            <CountWithShare count={totals[outcome.field]} total={totals.screened} />
          </Table.Summary.Cell>
        ))}
      </Table.Summary.Row>
    </Table.Summary>
  );
}

/** One row per day, the 总计 row pinned under them; header, body and summary share 80vh like the other statistics tables. */
export function ScreeningDayTable({ days, loading }: { days: readonly ScreeningDay[]; loading: boolean }) {
  return (
    <Table<ScreeningDay>
      aria-label="每日机审结果"
      rowKey="time"
      size="middle"
      bordered
      columns={COLUMNS}
      dataSource={days}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content', y: `calc(80vh - ${TABLE_ROW_HEIGHT * 2}px)` }}
      summary={() => summary(days)}
      locale={tableLocaleFor(loading)}
    />
  );
}
