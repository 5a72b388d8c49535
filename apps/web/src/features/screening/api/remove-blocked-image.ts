import { API } from '@ops/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateScreening } from './invalidate-screening';

/** DELETE /manage/image-blocklist/{id}; an image removed meanwhile is toasted by the api client. */
export function removeBlockedImage(id: number): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>(API.blockedImage(id), { method: 'DELETE' });
}

/** Success or failure, the list reloads. */
export function useRemoveBlockedImage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeBlockedImage, onSettled: () => invalidateScreening(queryClient) });
}
