import { SECURITY_EVENT, type SecurityEventKind, type SecurityEventList, type SecurityEventRow } from '@ops/contracts/security-events';
import { Flex, Tag, Typography, type TableProps } from 'antd';
import { PagedTable } from '@/components/paged-table';
import { formatDateTime, orDash } from '@/lib/format';
import { rowNumber, type Paging } from '@/lib/table';

interface SecurityEventTableProps {
  paging: Paging;
  data: SecurityEventList | undefined;
  loading: boolean;
  onPage: (paging: Paging) => void;
}

const KIND_COLOR: Record<SecurityEventKind, string> = {
  login_failed: 'orange',
  login_throttled: 'red',
  ingest_token_refused: 'gold',
  ingest_token_throttled: 'volcano',
};

const text = (value: string) => <Typography.Text ellipsis={{ tooltip: value }}>{orDash(value)}</Typography.Text>;

function columns(paging: Paging): TableProps<SecurityEventRow>['columns'] {
  return [
    { title: '序号', key: 'index', width: 60, render: (_value, _row, index) => rowNumber(paging.page, paging.pagesize, index) },
    { title: '时间', dataIndex: 'time', key: 'time', width: 172, render: (value: number) => formatDateTime(value) },
    { title: '事件类型', dataIndex: 'kind', key: 'kind', width: 132, render: (kind: SecurityEventKind) => <Tag color={KIND_COLOR[kind]}>{SECURITY_EVENT[kind]}</Tag> },
    {
      title: '账号',
      dataIndex: 'name',
      key: 'name',
      width: 240,
      // The name as typed: anyone can type anything, so it is marked when no operator has it.
      render: (value: string, row) => (
        <Flex gap={6} align="center">
          <Typography.Text ellipsis={{ tooltip: value }} type={row.operatorId === null ? 'secondary' : undefined} style={{ minWidth: 0 }}>
            {orDash(value)}
          </Typography.Text>
          {row.operatorId === null && value ? (
            <Tag bordered={false} style={{ marginInlineEnd: 0, flex: 'none' }}>
              非本系统账号
            </Tag>
          ) : null}
        </Flex>
      ),
    },
    { title: 'IP', dataIndex: 'ip', key: 'ip', width: 140, render: text },
    { title: '说明', dataIndex: 'detail', key: 'detail', render: text },
  ];
}

/** Security events, newest first, the row number continuing across pages. */
export function SecurityEventTable({ paging, data, loading, onPage }: SecurityEventTableProps) {
  return <PagedTable<SecurityEventRow> paging={paging} data={data} loading={loading} onPage={onPage} columns={columns(paging)} />;
}
