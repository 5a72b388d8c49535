import type { Paged } from '@ops/contracts/common';
import type { LogListQuery, LogRow } from '@ops/contracts/oplog';
import { API } from '@ops/contracts/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { logKeys } from '@/components/log-detail/query-keys';
import { apiRequest } from '@/lib/api-client';
import { refetchUnlessJustLoaded } from '@/lib/page-preload';

/** 操作人 and 操作内容 match text they contain; `sd`/`ed` are epoch ms (-1 unset, `ed` included). */
export type LogListParams = Pick<LogListQuery, 'name' | 'content' | 'sd' | 'ed' | 'page' | 'pagesize'>;

/** Every operator's entries, newest first. */
export function getLogs(params: LogListParams, signal?: AbortSignal): Promise<Paged<LogRow>> {
  return apiRequest<Paged<LogRow>>(API.logs, { query: { ...params }, signal });
}

/**
 * The list query, shared by the page's hook and its preload (the same key). Every operation anywhere in the console
 * adds an entry, so the list is never taken as fresh: coming back to the page always reloads it (once: the preload's
 * answer serves the visit it was fetched for).
 */
export const logsQuery = (params: LogListParams) =>
  queryOptions({ queryKey: logKeys.list(params), queryFn: ({ signal }) => getLogs(params, signal), staleTime: 0 });

/** The previous page stays on screen while the next one loads. */
export function useLogs(params: LogListParams) {
  return useQuery({ ...logsQuery(params), placeholderData: keepPreviousData, refetchOnMount: refetchUnlessJustLoaded });
}
