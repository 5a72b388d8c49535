import { API } from '@ops/contracts/paths';
import type { BatchResult } from '@ops/contracts/moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { postsKeys } from './query-keys';

/** Soft-deletes the posts (architecture 5); posts someone already deleted come back in `skipped`, an unknown id fails the call. */
export function deletePosts(ids: readonly number[]): Promise<BatchResult> {
  return apiRequest<BatchResult>(API.messagesDelete, { method: 'DELETE', body: ids });
}

/** Success or failure, the list reloads: a failure usually means someone else deleted a row meanwhile. */
export function useDeletePosts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePosts,
    onSettled: () => queryClient.invalidateQueries({ queryKey: postsKeys.all }),
  });
}
