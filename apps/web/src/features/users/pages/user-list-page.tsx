import { Card, Flex } from 'antd';
import { useMemo } from 'react';
import type { PagePreload } from '@/lib/page-preload';
import { toServerSortOrder } from '@/lib/table';
import { isRepeatSearch } from '@/lib/url-state';
import { useLatestCallback } from '@/lib/use-latest-callback';
import { useUsers, usersQuery } from '../api/get-users';
import { UserFilterForm, type UserFilterValues } from '../components/user-filter-form';
import { UserTable, type UserTableChange } from '../components/user-table';
import { usePageKeyset } from '../components/use-page-keyset';
import { nextListParams, USER_LIST_CLEARED, userListParamsFrom, useUserListState } from '../components/use-user-list-state';

/** The list the page opens with, fetched from the press on its menu entry (app/press-preload.ts). */
export const preload: PagePreload = (search) => [usersQuery(userListParamsFrom(search))];

/** 用户管理 (spec 2.5): filters, sort, column filters and paging all live in the URL. */
export function UserListPage() {
  const { params, setUrl } = useUserListState();
  const { keyset, rememberStep } = usePageKeyset(params);
  const users = useUsers(params, keyset);

  const filterValues = useMemo(() => ({ id: params.id ?? '', nickname: params.nickname ?? '', city: params.city ?? '' }), [params.id, params.nickname, params.city]);
  const search = useLatestCallback((values: UserFilterValues) => {
    if (isRepeatSearch(params.page, filterValues, values)) void users.refetch();
    else setUrl({ ...values, page: 1 });
  });
  const reset = useLatestCallback(() => setUrl(USER_LIST_CLEARED));
  const changeTable = (change: UserTableChange) => {
    const sortOrder = toServerSortOrder(change.sortOrder);
    const next = {
      page: change.page,
      pagesize: change.pagesize,
      sex: change.sex,
      userStatus: change.userStatus,
      sortProp: sortOrder ? 'lastActiveTime' : '',
      sortOrder: sortOrder ?? '',
    } as const;
    rememberStep(nextListParams(params, next), users.isPlaceholderData ? undefined : users.data);
    setUrl(next);
  };

  return (
    <Flex vertical gap={16}>
      <Card>
        <UserFilterForm values={filterValues} onSearch={search} onReset={reset} />
      </Card>
      <Card title="用户列表">
        <UserTable params={params} data={users.data} loading={users.isFetching} onChange={changeTable} />
      </Card>
    </Flex>
  );
}
