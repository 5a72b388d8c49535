import { API } from '@ops/contracts/paths';
import type { MessageListResult } from '@ops/contracts/posts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AuditListParams } from './audit-list-params';
import { auditKeys } from './query-keys';
import { stampRequest } from './requested-at';

/** GET /manage/messages: the image-and-text audit list with its tab totals. */
export function getAuditMessages(params: AuditListParams, signal?: AbortSignal): Promise<MessageListResult> {
  return apiRequest<MessageListResult>(API.messages, { query: { ...params }, signal });
}

/** The previous page stays on screen while the next one loads; the answer carries when it was asked for (快速审核). */
export function useAuditMessages(params: AuditListParams) {
  return useQuery({
    queryKey: auditKeys.messages(params),
    queryFn: ({ signal }) => stampRequest(() => getAuditMessages(params, signal)),
    placeholderData: keepPreviousData,
  });
}
