import type { LoginLog } from '@ops/contracts/users';
import { Table, Tooltip, type TableProps } from 'antd';
import { useState } from 'react';
import { formatDateTime, orDash } from '@/lib/format';
import { nextPaging, pagination, rowNumber, tableLocaleFor, toServerSortOrder, type AntSortOrder } from '@/lib/table';
import { useLoginLogs } from '../api/get-login-logs';
import { deviceLabel } from './device-label';
import { useKeepOnExistingPage, useRecordPaging } from './use-detail-url-state';

/** The device as people read it (「Chrome 126 · Windows」, 「iPhone · iOS 17」), the user-agent itself on hover. */
function DeviceCell({ equipment }: { equipment: string }) {
  const label = deviceLabel(equipment);
  if (label === equipment) return <>{label}</>;
  return (
    <Tooltip title={equipment || undefined} placement="topLeft">
      <span>{label}</span>
    </Tooltip>
  );
}

/** 登录记录: paged (the page in the URL), sorted by login time on the server (newest first unless asked otherwise). */
export function LoginLogTable({ uid }: { uid: number }) {
  const { paging, setPaging } = useRecordPaging();
  /** null means the server default: newest first. */
  const [order, setOrder] = useState<AntSortOrder>(null);
  const state = { ...paging, order };
  const logs = useLoginLogs(uid, {
    page: state.page,
    pagesize: state.pagesize,
    sortOrder: toServerSortOrder(state.order ?? 'descend'),
  });
  useKeepOnExistingPage(paging, setPaging, logs.data?.counts);

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
    {
      title: '登录设备',
      dataIndex: 'equipment',
      key: 'equipment',
      ellipsis: { showTitle: false },
      render: (value: string) => <DeviceCell equipment={value} />,
    },
    { title: 'IP', dataIndex: 'ip', key: 'ip', width: 180, render: (value: string) => orDash(value) },
  ];

  const handleChange: TableProps<LoginLog>['onChange'] = (pager, _filters, sorter, extra) => {
    const sort = Array.isArray(sorter) ? sorter[0] : sorter;
    setOrder(sort?.order ?? null);
    setPaging(nextPaging(paging, pager, extra.action));
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
      locale={tableLocaleFor(logs.isFetching)}
    />
  );
}
