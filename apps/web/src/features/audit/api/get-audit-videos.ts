import { API } from '@ops/contracts/paths';
import type { VideoListResult } from '@ops/contracts/videos';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AuditListParams } from './audit-list-params';
import { auditKeys } from './query-keys';
import { stampRequest } from './requested-at';

/** GET /manage/videos: the video audit list with its tab totals. */
export function getAuditVideos(params: AuditListParams, signal?: AbortSignal): Promise<VideoListResult> {
  return apiRequest<VideoListResult>(API.videos, { query: { ...params }, signal });
}

/** The list query, shared by the page's hook and its preload (the same key); the answer carries when it was asked for (快速审核). */
export const auditVideosQuery = (params: AuditListParams) =>
  queryOptions({ queryKey: auditKeys.videos(params), queryFn: ({ signal }) => stampRequest(() => getAuditVideos(params, signal)) });

/** The previous page stays on screen while the next one loads. */
export function useAuditVideos(params: AuditListParams) {
  return useQuery({ ...auditVideosQuery(params), placeholderData: keepPreviousData });
}
