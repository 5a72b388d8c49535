import { API } from '@ops/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateScreening } from './invalidate-screening';

/** DELETE /manage/sensitive-words/{id}; an unknown id (deleted meanwhile) is toasted by the api client. */
export function deleteSensitiveWord(id: number): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>(API.sensitiveWord(id), { method: 'DELETE' });
}

/** Success or failure, the list reloads. */
export function useDeleteSensitiveWord() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSensitiveWord, onSettled: () => invalidateScreening(queryClient) });
}
