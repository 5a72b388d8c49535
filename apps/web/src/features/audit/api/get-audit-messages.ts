import { API } from '@ops/contracts/paths';
import type { MessageListResult } from '@ops/contracts/posts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AuditListParams } from './audit-list-params';
import { auditKeys } from './query-keys';
import { stampRequest } from './requested-at';

/** GET /manage/messages: the image-and-text audit list with its tab totals. */
export function getAuditMessages(params: AuditListParams, signal?: AbortSignal): Promise<MessageListResult> {
  return apiRequest<MessageListResult>(API.messages, { query: { ...params }, signal });
}

/** The list query, shared by the page's hook and its preload (the same key); the answer carries when it was asked for (快速审核). */
export const auditMessagesQuery = (params: AuditListParams) =>
  queryOptions({ queryKey: auditKeys.messages(params), queryFn: ({ signal }) => stampRequest(() => getAuditMessages(params, signal)) });

/** The previous page stays on screen while the next one loads. */
export function useAuditMessages(params: AuditListParams) {
  return useQuery({ ...auditMessagesQuery(params), placeholderData: keepPreviousData });
}
