import type { Paged } from '@ops/contracts/common';
import type { LogRow } from '@ops/contracts/oplog';
import { Button, Typography, type TableProps } from 'antd';
import { LogDescriptionCell } from '@/components/log-detail/log-description-cell';
import { formatDateTime, orDash } from '@/lib/format';
import { PagedTable } from '@/components/paged-table';
import { rowNumber, type Paging } from '@/lib/table';

interface LogTableProps {
  paging: Paging;
  data: Paged<LogRow> | undefined;
  loading: boolean;
  onPage: (paging: Paging) => void;
  onView: (row: LogRow) => void;
}

function columns({ paging, onView }: LogTableProps): TableProps<LogRow>['columns'] {
  return [
    { title: '序号', key: 'index', width: 60, render: (_value, _row, index) => rowNumber(paging.page, paging.pagesize, index) },
    { title: '日志编号', dataIndex: 'id', key: 'id', width: 88 },
    {
      title: '操作人',
      dataIndex: 'name',
      key: 'name',
      width: 112,
      render: (value: string) => <Typography.Text ellipsis={{ tooltip: value }}>{orDash(value)}</Typography.Text>,
    },
    {
      title: 'IP',
      dataIndex: 'ip',
      key: 'ip',
      width: 132,
      render: (value: string) => <Typography.Text ellipsis={{ tooltip: value }}>{orDash(value)}</Typography.Text>,
    },
    { title: '操作时间', dataIndex: 'time', key: 'time', width: 172, render: (value: number) => formatDateTime(value) },
    { title: '操作内容', dataIndex: 'content', key: 'content', width: 120 },
    { title: '描述', dataIndex: 'desc', key: 'desc', render: (value: string) => <LogDescriptionCell text={value} /> },
    {
      title: '操作',
      key: 'actions',
      width: 68,
      render: (_value, row) => (
        <Button type="link" size="small" style={{ paddingInline: 4 }} onClick={() => onView(row)} aria-label={`日志 ${row.id} 详情`}>
          详情
        </Button>
      ),
    },
  ];
}

/** Operation log rows, newest first, with the row number continuing across pages (spec 2.8). */
export function LogTable(props: LogTableProps) {
  return <PagedTable<LogRow> paging={props.paging} data={props.data} loading={props.loading} onPage={props.onPage} columns={columns(props)} />;
}
