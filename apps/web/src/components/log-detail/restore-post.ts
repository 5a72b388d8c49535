import { API } from '@ops/contracts/paths';
import type { RestoreResult } from '@ops/contracts/oplog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { logKeys } from './query-keys';

/** Undoes the post deletion a log entry records; 409 (already restored) and 400 (not a deletion) toast the server's reason. */
export function restorePost(logId: number): Promise<RestoreResult> {
  return apiRequest<RestoreResult>(API.logRestore(logId), { method: 'POST' });
}

/**
 * Success or failure, the logs reload: the entry is no longer restorable and a 恢复动态 entry heads the list. The
 * restored post is back in lists other features own (动态管理, the audit lists, the author's records): every other
 * cached query is marked stale, so each refetches when it is next shown.
 */
export function useRestorePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restorePost,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: logKeys.all });
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== logKeys.all[0], refetchType: 'none' });
    },
  });
}
