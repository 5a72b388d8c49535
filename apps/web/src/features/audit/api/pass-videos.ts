import type { BatchResult } from '@ops/contracts/moderation';
import { API } from '@ops/contracts/paths';
import { apiRequest } from '@/lib/api-client';
import { decisionQuery, type DecisionRequestOptions } from './decision-query';

/** POST /video/pass: pass videos (1|3|6 → 5). Per id: done, or skipped and why; 404 when an id is gone. */
export function passVideos(ids: readonly number[], options: DecisionRequestOptions = {}): Promise<BatchResult> {
  return apiRequest<BatchResult>(API.videosPass, { method: 'POST', body: ids, query: decisionQuery(options) });
}
