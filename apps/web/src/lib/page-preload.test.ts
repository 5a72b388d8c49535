import { describe, expect, it } from 'vitest';
import { auditListParamsFrom } from '@/features/audit/components/use-audit-list-state';
import { postsQuery } from '@/features/posts/api/get-posts';
import { postsKeys } from '@/features/posts/api/query-keys';
import { postListParamsFrom } from '@/features/posts/components/use-post-list-state';
import { userListParamsFrom } from '@/features/users/components/use-user-list-state';
import { refetchUnlessJustLoaded } from './page-preload';
import { readUrlState } from './url-state';

const search = (query: string) => new URLSearchParams(query);

describe('readUrlState', () => {
  it('gives each key its URL value, and the default when it is absent or empty', () => {
    expect(readUrlState({ page: '1', id: '' }, search('page=3&id=&other=x'))).toEqual({ page: '3', id: '' });
    expect(readUrlState({ page: '1', id: '' }, search(''))).toEqual({ page: '1', id: '' });
  });
});

// A press on a menu entry fetches what the page will ask for (app/press-preload.ts): the same parameters from the same
// URL, so that the page finds the answer under its own query key instead of fetching it again.
describe('the lists pages open with', () => {
  it('动态管理: the URL read as the page reads it, under the key the page uses', () => {
    const params = postListParamsFrom(search('tab=reported&page=2&sortProp=reportCount&sortOrder=descend'));
    expect(params).toMatchObject({ type: '1', page: 2, pagesize: 10, sd: -1, ed: -1 });
    expect(postsQuery(params).queryKey).toEqual(postsKeys.list(params));
    expect(postListParamsFrom(search(''))).toEqual({ id: undefined, type: undefined, sd: -1, ed: -1, sortProp: undefined, sortOrder: undefined, page: 1, pagesize: 10 });
  });

  it('用户管理: filters and paging from the URL', () => {
    expect(userListParamsFrom(search('nickname=小&sex=1&page=4'))).toMatchObject({ nickname: '小', sex: '1', page: 4, pagesize: 20 });
  });

  it('审核: the tab and page from the URL; nothing in 领取模式, where claiming is the page’s own change', () => {
    expect(auditListParamsFrom(search('state=4&page=3'), /^\d{0,15}$/)).toEqual({ state: '4', id: undefined, sd: -1, ed: -1, page: 3, pagesize: 10 });
    expect(auditListParamsFrom(search('mode=claim'), /^\d{0,15}$/)).toBeNull();
  });
});

describe('refetchUnlessJustLoaded', () => {
  it('skips the fetch on mount only for an answer fetched a moment ago for this visit', () => {
    expect(refetchUnlessJustLoaded({ state: { dataUpdatedAt: Date.now() - 200 } })).toBe(false);
    expect(refetchUnlessJustLoaded({ state: { dataUpdatedAt: Date.now() - 5_000 } })).toBe(true);
  });
});
