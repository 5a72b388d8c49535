import { DETAIL_LIST_PAGE_SIZE } from '@ops/contracts/limits';
import type { LoginLog } from '@ops/contracts/users';
import { Table, type TableProps } from 'antd';
import { useState } from 'react';
import { formatDateTime, orDash } from '@/lib/format';
import { nextPaging, pagination, rowNumber, tableLocale, toServerSortOrder, type AntSortOrder, type Paging } from '@/lib/table';
import { useLoginLogs } from '../api/get-login-logs';

interface LogTableState extends Paging {
  /** null means the server default: newest first. */
  order: AntSortOrder;
}

/** 登录记录: paged, sorted by login time on the server (newest first unless asked otherwise). */
export function LoginLogTable({ uid }: { uid: number }) {
  const [state, setState] = useState<LogTableState>({ page: 1, pagesize: DETAIL_LIST_PAGE_SIZE, order: null });
  const logs = useLoginLogs(uid, {
    page: state.page,
    pagesize: state.pagesize,
    sortOrder: toServerSortOrder(state.order ?? 'descend'),
  });

  const columns: TableProps<LoginLog>['columns'] = [
    { title: '序号', key: 'index', width: 72, render: (_v, _r, index) => rowNumber(state.page, state.pagesize, index) },
    {
      title: '登录时间',
      dataIndex: 'logTime',
      key: 'logTime',
      width: 200,
      sorter: true,
      sortDirections: ['descend', 'ascend'],
      sortOrder: state.order ?? 'descend',
      render: (value: number) => formatDateTime(value),
    },
    { title: '登录地点', dataIndex: 'place', key: 'place', ellipsis: true, render: (value: string) => orDash(value) },
    { title: '登录设备', dataIndex: 'equipment', key: 'equipment', ellipsis: true, render: (value: string) => orDash(value) },
    { title: 'IP', dataIndex: 'ip', key: 'ip', width: 180, render: (value: string) => orDash(value) },
  ];

  const handleChange: TableProps<LoginLog>['onChange'] = (pager, _filters, sorter, extra) => {
    const sort = Array.isArray(sorter) ? sorter[0] : sorter;
    setState({ ...nextPaging(state, pager, extra.action), order: sort?.order ?? null });
  };

  return (
    <Table<LoginLog>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={logs.data?.items ?? []}
      loading={logs.isFetching}
      pagination={pagination(state.page, state.pagesize, logs.data?.counts ?? 0)}
      onChange={handleChange}
      locale={tableLocale}
    />
  );
}
