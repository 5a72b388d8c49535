import { API } from '@ops/contracts/paths';
import type { BlockedImageList } from '@ops/contracts/screening';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { Paging } from '@/lib/table';
import { screeningKeys } from '@/components/machine-review/screening-keys';

/** GET /manage/image-blocklist: the blocked images, newest first. */
export function getImageBlocklist(params: Paging, signal?: AbortSignal): Promise<BlockedImageList> {
  return apiRequest<BlockedImageList>(API.imageBlocklist, { query: { ...params }, signal });
}

/** The previous page stays on screen while the next one loads. */
export function useImageBlocklist(params: Paging) {
  return useQuery({
    queryKey: screeningKeys.images(params),
    queryFn: ({ signal }) => getImageBlocklist(params, signal),
    placeholderData: keepPreviousData,
  });
}
