import type { BatchResult } from '@ops/contracts/moderation';
import { API } from '@ops/contracts/paths';
import { apiRequest } from '@/lib/api-client';
import { decisionQuery, type DecisionRequestOptions } from './decision-query';

/** POST /manage/messages/revocation: revoke posts (4|5 → 3). Per id: done, or skipped and why; 404 when an id is gone. */
export function revokeMessages(ids: readonly number[], options: DecisionRequestOptions = {}): Promise<BatchResult> {
  return apiRequest<BatchResult>(API.messagesRevoke, { method: 'POST', body: ids, query: decisionQuery(options) });
}
