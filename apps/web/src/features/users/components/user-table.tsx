import { SEX_FILTER_OPTIONS, USER_STATUS_OPTIONS } from '@ops/contracts/codes';
import type { Paged } from '@ops/contracts/common';
import { ROUTES } from '@ops/contracts/paths';
import type { UserListRow } from '@ops/contracts/users';
import { Flex, Table, Typography, type TableProps } from 'antd';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/user-avatar';
import { formatDateTime } from '@/lib/format';
import { nextPaging, pagination, rowNumber, tableLocaleFor, toAntSortOrder, type AntSortOrder } from '@/lib/table';
import type { UserListParams } from '../api/get-users';
import { UserStatusTag } from './user-status-tag';
import { FIRST_FRAME_ROWS, useProgressiveList } from '@/lib/progressive-list';

export interface UserTableChange {
  page: number;
  pagesize: number;
  sex: string;
  userStatus: string;
  sortOrder: AntSortOrder;
}

interface UserTableProps {
  params: UserListParams;
  data: Paged<UserListRow> | undefined;
  loading: boolean;
  onChange: (change: UserTableChange) => void;
}

function firstFilterValue(value: readonly unknown[] | null | undefined): string {
  const first = value?.[0];
  return typeof first === 'string' || typeof first === 'number' ? String(first) : '';
}

function columns(params: UserListParams): TableProps<UserListRow>['columns'] {
  return [
    {
      title: '序号',
      key: 'index',
      width: 72,
      render: (_value, _row, index) => rowNumber(params.page, params.pagesize, index),
    },
    { title: '用户ID', dataIndex: 'id', key: 'id', width: 110 },
    {
      title: '头像/昵称',
      dataIndex: 'nickname',
      key: 'nickname',
      ellipsis: { showTitle: false },
      render: (_value, row) => (
        <Flex align="center" gap={8} style={{ minWidth: 0 }}>
          <UserAvatar src={row.logo} size={28} />
          <Typography.Text ellipsis={{ tooltip: row.nickname }}>{row.nickname}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: '性别',
      dataIndex: 'sex',
      key: 'sex',
      width: 96,
      filters: SEX_FILTER_OPTIONS.map((option) => ({ text: option.label, value: option.value })),
      filterMultiple: false,
      filteredValue: params.sex ? [params.sex] : null,
    },
    { title: '城市', dataIndex: 'city', key: 'city', width: 140, ellipsis: true },
    {
      title: '最后活跃时间',
      dataIndex: 'lastActiveTime',
      key: 'lastActiveTime',
      width: 190,
      sorter: true,
      sortDirections: ['descend', 'ascend'],
      sortOrder: params.sortProp === 'lastActiveTime' ? toAntSortOrder(params.sortOrder) : null,
      render: (value: number | null) => formatDateTime(value),
    },
    {
      title: '账号状态',
      dataIndex: 'userStatus',
      key: 'userStatus',
      width: 120,
      filters: USER_STATUS_OPTIONS.map((option) => ({ text: option.label, value: option.value })),
      filterMultiple: false,
      filteredValue: params.userStatus ? [params.userStatus] : null,
      render: (_value, row) => <UserStatusTag status={row.userStatus} />,
    },
    {
      title: '操作',
      key: 'actions',
      width: 88,
      render: (_value, row) => <Link to={ROUTES.userDetail(row.id)}>查看</Link>,
    },
  ];
}

export function UserTable({ params, data, loading, onChange }: UserTableProps) {
  const rows = useProgressiveList(data?.items, FIRST_FRAME_ROWS);
  const handleChange: TableProps<UserListRow>['onChange'] = (pager, filters, sorter, extra) => {
    const sort = Array.isArray(sorter) ? sorter[0] : sorter;
    onChange({
      ...nextPaging(params, pager, extra.action),
      sex: firstFilterValue(filters.sex),
      userStatus: firstFilterValue(filters.userStatus),
      sortOrder: sort?.columnKey === 'lastActiveTime' ? (sort.order ?? null) : null,
    });
  };

  return (
    <Table<UserListRow>
      rowKey="id"
      size="middle"
      columns={columns(params)}
      dataSource={rows}
      loading={loading}
      pagination={pagination(params.page, params.pagesize, data?.counts ?? 0)}
      onChange={handleChange}
      locale={tableLocaleFor(loading)}
    />
  );
}
