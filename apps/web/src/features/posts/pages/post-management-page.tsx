import { DATE_UNSET } from '@ops/contracts/limits';
import { MSG } from '@ops/contracts/messages';
import { REVIEW_CONFIRM } from '@ops/contracts/moderation';
import { App, Card, Flex } from 'antd';
import { useMemo, useState } from 'react';
import { MessageDetailDialog } from '@/components/message-detail/message-detail-dialog';
import { formatDateTime } from '@/lib/format';
import type { PagePreload } from '@/lib/page-preload';
import { toServerSortOrder, useStayWithinLastPage } from '@/lib/table';
import { isRepeatSearch } from '@/lib/url-state';
import { useLatestCallback } from '@/lib/use-latest-callback';
import { useDeletePosts } from '../api/delete-posts';
import { postsQuery, usePosts } from '../api/get-posts';
import { PostFilterForm, type PostFilterValues } from '../components/post-filter-form';
import { PostTable, type PostTableChange } from '../components/post-table';
import { POST_TABS, postListParamsFrom, usePostListState } from '../components/use-post-list-state';

const urlDate = (ms: number) => (ms === DATE_UNSET ? '' : ms);

/** The list the page opens with, fetched from the press on its menu entry (app/press-preload.ts). */
export const preload: PagePreload = (search) => [postsQuery(postListParamsFrom(search))];

/** 动态管理 (spec 2.4): all or reported posts, server-side sort and paging, view, delete and 批量删除. */
export function PostManagementPage() {
  const { tab, params, setUrl } = usePostListState();
  const posts = usePosts(params);
  const deletion = useDeletePosts();
  const { modal, message } = App.useApp();
  const [viewing, setViewing] = useState<number | null>(null);

  // The selection belongs to the rows on screen: another page, tab, filter or sort starts with none.
  const listKey = JSON.stringify(params);
  const [selection, setSelection] = useState<{ listKey: string; ids: number[] }>({ listKey, ids: [] });
  const selectedIds = selection.listKey === listKey ? selection.ids : [];
  const select = (ids: number[]) => setSelection({ listKey, ids });

  useStayWithinLastPage(
    { loaded: posts.data !== undefined && !posts.isFetching, total: posts.data?.counts ?? 0, page: params.page, pagesize: params.pagesize },
    (page) => setUrl({ page }, { replace: true }),
  );

  const confirmDelete = (ids: number[]) => {
    modal.confirm({
      title: REVIEW_CONFIRM.delete,
      content: ids.length === 1 ? `将删除动态 ${ids[0]}，删除后该动态从所有列表中移除。` : `将删除选中的 ${ids.length} 条动态。`,
      okText: '确定',
      cancelText: '取消',
      okButtonProps: { danger: true },
      onOk: () =>
        deletion
          .mutateAsync(ids)
          .then((result) => {
            if (result.done.length > 0) message.success(`已删除 ${result.done.length} 条动态`);
            for (const item of result.skipped) {
              const who = item.decidedBy ? `已被 ${item.decidedBy} 于 ${formatDateTime(item.decidedAt)} 删除` : item.reason;
              message.warning(`动态 ${item.id} ${who}`);
            }
            setSelection({ listKey, ids: [] });
          })
          // The api client has shown the reason; the dialog closes and the list reloads.
          .catch(() => undefined),
    });
  };

  const batchDelete = useLatestCallback(() => {
    if (selectedIds.length === 0) {
      message.error(MSG.nothingSelected);
      return;
    }
    confirmDelete(selectedIds);
  });

  const filterValues = useMemo(() => ({ id: params.id ?? '', sd: params.sd, ed: params.ed }), [params.id, params.sd, params.ed]);
  const search = useLatestCallback((values: PostFilterValues) => {
    if (isRepeatSearch(params.page, filterValues, values)) void posts.refetch();
    else setUrl({ id: values.id, sd: urlDate(values.sd), ed: urlDate(values.ed), page: 1 });
  });
  const reset = useLatestCallback(() => setUrl({ id: '', sd: '', ed: '', sortProp: '', sortOrder: '', page: 1 }));
  const changeTab = (next: string) => setUrl({ tab: next, sortProp: '', sortOrder: '', page: 1 });
  const changeTable = (change: PostTableChange) => {
    const sortOrder = toServerSortOrder(change.sortOrder);
    setUrl({ page: change.page, pagesize: change.pagesize, sortProp: sortOrder ? change.sortProp : '', sortOrder: sortOrder ?? '' });
  };

  return (
    <Flex vertical gap={16}>
      <Card>
        <PostFilterForm
          values={filterValues}
          selectedCount={selectedIds.length}
          deleting={deletion.isPending}
          onSearch={search}
          onReset={reset}
          onBatchDelete={batchDelete}
        />
      </Card>
      <Card tabList={POST_TABS.map((item) => ({ key: item.key, label: item.label }))} activeTabKey={tab} onTabChange={changeTab}>
        <PostTable
          tab={tab}
          params={params}
          data={posts.data}
          loading={posts.isFetching}
          selectedIds={selectedIds}
          onSelect={select}
          onChange={changeTable}
          onView={(post) => setViewing(post.id)}
          onDelete={(post) => confirmDelete([post.id])}
        />
      </Card>
      <MessageDetailDialog messageId={viewing} onClose={() => setViewing(null)} />
    </Flex>
  );
}
