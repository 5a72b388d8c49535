import { API } from '@ops/contracts/paths';
import type { SensitiveWord, SensitiveWordBody } from '@ops/contracts/screening';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateScreening } from './invalidate-screening';

/** POST /manage/sensitive-words. A refused word (400 empty, 409 duplicate) is shown in the dialog's form, not as a toast. */
export function createSensitiveWord(body: SensitiveWordBody): Promise<SensitiveWord> {
  return apiRequest<SensitiveWord>(API.sensitiveWords, { method: 'POST', body, silentStatuses: [400, 409] });
}

export function useCreateSensitiveWord() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSensitiveWord, onSuccess: () => invalidateScreening(queryClient) });
}
