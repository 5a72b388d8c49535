import { QuestionCircleOutlined } from '@ant-design/icons';
import { Table, Tooltip, type TableColumnsType } from 'antd';
import { formatCount } from '@/lib/format';
import { tableLocaleFor } from '@/lib/table';
import { formatDecisionSeconds, formatWait } from './throughput-format';
import { TOTAL_LABEL, type ThroughputTableRow } from './throughput-rows';

/** Height of one header row of a middle-size table. */
const TABLE_ROW_HEIGHT = 47;

function HeaderHint({ title, hint }: { title: string; hint: string }) {
  return (
    <Tooltip title={hint}>
      <span>
        {title} <QuestionCircleOutlined aria-label={hint} style={{ color: 'rgba(0, 0, 0, 0.45)' }} />
      </span>
    </Tooltip>
  );
}

const count = (field: 'decisions' | 'passed' | 'rejected' | 'revoked' | 'overturned') => ({
  dataIndex: field,
  key: field,
  align: 'right' as const,
  width: 76,
  render: (value: number) => formatCount(value),
});

const COLUMNS: TableColumnsType<ThroughputTableRow> = [
  { title: '审核员', dataIndex: 'operatorName', key: 'operator', fixed: 'left', width: 128, onCell: (row) => ({ rowSpan: row.operatorSpan, style: { verticalAlign: 'top' } }) },
  { title: '日期', dataIndex: 'time', key: 'time', width: 108, render: (time: string | null) => time ?? TOTAL_LABEL },
  { title: <HeaderHint title="处理量" hint="通过 + 拒绝（撤销不计）" />, ...count('decisions') },
  { title: '通过', ...count('passed') },
  { title: '拒绝', ...count('rejected') },
  { title: '撤销', ...count('revoked') },
  { title: <HeaderHint title="推翻机审" hint="通过机审拒绝的内容，或拒绝机审通过的内容" />, ...count('overturned'), width: 100 },
  {
    title: <HeaderHint title="中位处理时长 (秒)" hint="从审核台显示卡片到做出决定的中位数，只计审核台计时的决定" />,
    key: 'decisionSeconds',
    align: 'right',
    width: 150,
    render: (_value: unknown, row) => (
      <Tooltip title={row.timedDecisions > 0 ? `基于 ${row.timedDecisions} 次计时的决定` : '没有计时的决定'}>
        <span>{formatDecisionSeconds(row.medianDecisionSeconds)}</span>
      </Tooltip>
    ),
  },
  {
    title: <HeaderHint title="中位内容等待" hint="做出决定时内容已发布多久的中位数" />,
    key: 'itemAge',
    align: 'right',
    width: 124,
    render: (_value: unknown, row) => formatWait(row.medianItemAgeSeconds),
  },
];

/** Each operator's days and, closing them, their 合计 (in bold); 80vh high like the statistics tables, no pagination. */
export function ThroughputTable({ rows, loading }: { rows: readonly ThroughputTableRow[]; loading: boolean }) {
  return (
    <Table<ThroughputTableRow>
      aria-label="审核效率明细"
      rowKey="key"
      size="middle"
      bordered
      columns={COLUMNS}
      dataSource={rows}
      loading={loading}
      pagination={false}
      onRow={(row) => (row.time === null ? { style: { fontWeight: 600, background: 'rgba(0, 0, 0, 0.02)' } } : {})}
      scroll={{ x: 'max-content', y: `calc(80vh - ${TABLE_ROW_HEIGHT}px)` }}
      locale={tableLocaleFor(loading)}
    />
  );
}
