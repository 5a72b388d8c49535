import { API } from '@ops/contracts/paths';
import type { SensitiveWordImportBody, SensitiveWordImportResult } from '@ops/contracts/screening';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateScreening } from './invalidate-screening';

/**
 * POST /manage/sensitive-words/import: the text as typed, one word per line, so the server's line numbers are the
 * operator's. A refusal of the whole batch (400, 413) is shown in the dialog, not as a toast.
 */
export function importSensitiveWords(body: SensitiveWordImportBody): Promise<SensitiveWordImportResult> {
  return apiRequest<SensitiveWordImportResult>(API.sensitiveWordsImport, { method: 'POST', body, silentStatuses: [400, 413] });
}

export function useImportSensitiveWords() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importSensitiveWords, onSuccess: () => invalidateScreening(queryClient) });
}
