import type { BatchResult, ReviewAction } from '@ops/contracts/moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DecisionRequestOptions } from './decision-query';
import { auditKeys } from './query-keys';

/** The pass / reject / revoke endpoints of one kind of content. */
export type ReviewFetchers = Record<ReviewAction, (ids: readonly number[], options?: DecisionRequestOptions) => Promise<BatchResult>>;

export interface ReviewVariables {
  action: ReviewAction;
  ids: readonly number[];
  options?: DecisionRequestOptions;
}

/**
 * One review decision. Failures are toasted by the api client (e.g. 以下动态不存在或已删除：12); success or not,
 * the lists and their tab counts reload, so a vanished or already-decided item is shown as it now is.
 */
export function useReviewDecision(fetchers: ReviewFetchers) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ids, options }: ReviewVariables) => fetchers[action](ids, options),
    onSettled: () => queryClient.invalidateQueries({ queryKey: auditKeys.all }),
  });
}
