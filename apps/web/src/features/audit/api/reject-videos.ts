import type { BatchResult } from '@ops/contracts/moderation';
import { API } from '@ops/contracts/paths';
import { apiRequest } from '@/lib/api-client';
import { decisionQuery, type DecisionRequestOptions } from './decision-query';

/** POST /video/reject: reject videos (1|3|2 → 4). Per id: done, or skipped and why; 404 when an id is gone. */
export function rejectVideos(ids: readonly number[], options: DecisionRequestOptions = {}): Promise<BatchResult> {
  return apiRequest<BatchResult>(API.videosReject, { method: 'POST', body: ids, query: decisionQuery(options) });
}
