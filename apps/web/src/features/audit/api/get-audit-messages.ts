import { API } from '@ops/contracts/paths';
import type { MessageListResult } from '@ops/contracts/posts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AuditListParams } from './audit-list-params';
import { auditKeys } from './query-keys';

/** GET /manage/messages: the image-and-text audit list with its tab totals. */
export function getAuditMessages(params: AuditListParams, signal?: AbortSignal): Promise<MessageListResult> {
  return apiRequest<MessageListResult>(API.messages, { query: { ...params }, signal });
}

/** The previous page stays on screen while the next one loads. */
export function useAuditMessages(params: AuditListParams) {
  return useQuery({
    queryKey: auditKeys.messages(params),
    queryFn: ({ signal }) => getAuditMessages(params, signal),
    placeholderData: keepPreviousData,
  });
}
