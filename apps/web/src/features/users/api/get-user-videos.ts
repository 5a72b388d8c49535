import type { SortOrder } from '@ops/contracts/common';
import { API } from '@ops/contracts/paths';
import type { VideoListResult, VideoSortProp } from '@ops/contracts/videos';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { usersKeys } from './query-keys';

export interface UserVideoParams {
  page: number;
  pagesize: number;
  sortProp: VideoSortProp;
  sortOrder: SortOrder;
}

/** 视频记录: the user's videos in every review state. */
export function getUserVideos(uid: number, params: UserVideoParams, signal?: AbortSignal): Promise<VideoListResult> {
  return apiRequest<VideoListResult>(API.videos, { query: { uid, ...params }, signal });
}

export function useUserVideos(uid: number, params: UserVideoParams) {
  return useQuery({
    queryKey: usersKeys.videos(uid, params),
    queryFn: ({ signal }) => getUserVideos(uid, params, signal),
    placeholderData: keepPreviousData,
  });
}
