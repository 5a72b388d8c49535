import { API } from '@ops/contracts/paths';
import type { SensitiveWordList, WordAction, WordCategory } from '@ops/contracts/screening';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { screeningKeys } from '@/components/machine-review/screening-keys';

/** `keyword` matches words containing it; no category or action lists them all. */
export interface SensitiveWordListParams {
  keyword?: string;
  category?: WordCategory;
  action?: WordAction;
  page: number;
  pagesize: number;
}

/** GET /manage/sensitive-words: the lexicon, a page at a time. */
export function getSensitiveWords(params: SensitiveWordListParams, signal?: AbortSignal): Promise<SensitiveWordList> {
  return apiRequest<SensitiveWordList>(API.sensitiveWords, { query: { ...params }, signal });
}

/** The previous page stays on screen while the next one loads. */
export function useSensitiveWords(params: SensitiveWordListParams) {
  return useQuery({
    queryKey: screeningKeys.words(params),
    queryFn: ({ signal }) => getSensitiveWords(params, signal),
    placeholderData: keepPreviousData,
  });
}
