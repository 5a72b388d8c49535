import { API } from '@ops/contracts/paths';
import type { SensitiveWord, SensitiveWordBody } from '@ops/contracts/screening';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateScreening } from './invalidate-screening';

export interface UpdateSensitiveWordInput {
  id: number;
  body: SensitiveWordBody;
}

/** PUT /manage/sensitive-words/{id}. As when adding, a refused word (400, 409) is shown in the form. */
export function updateSensitiveWord({ id, body }: UpdateSensitiveWordInput): Promise<SensitiveWord> {
  return apiRequest<SensitiveWord>(API.sensitiveWord(id), { method: 'PUT', body, silentStatuses: [400, 409] });
}

/** Success or failure (a word deleted meanwhile), the list reloads. */
export function useUpdateSensitiveWord() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSensitiveWord, onSettled: () => invalidateScreening(queryClient) });
}
