import { API } from '@ops/contracts/paths';
import type { BlockImagesBody, BlockImagesResult } from '@ops/contracts/screening';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { screeningKeys } from '@/components/machine-review/screening-keys';
import { apiRequest } from '@/lib/api-client';

/** POST /manage/image-blocklist: adds a post's pictures, or a video's cover, to 图片黑库; per image added or skipped and why. */
export function blockItemImages(body: BlockImagesBody): Promise<BlockImagesResult> {
  return apiRequest<BlockImagesResult>(API.imageBlocklist, { method: 'POST', body });
}

/** Failures are toasted by the api client; the blocklist pages reload when next shown. */
export function useBlockItemImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockItemImages,
    onSettled: () => queryClient.invalidateQueries({ queryKey: screeningKeys.all }),
  });
}
