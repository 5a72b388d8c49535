import { API } from '@ops/contracts/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { auditKeys } from './query-keys';
import { stampRequest } from './requested-at';

export type ClaimTarget = 'post' | 'video';

const CLAIM_PATH: Record<ClaimTarget, string> = { post: API.messagesClaim, video: API.videosClaim };

/** What a claim answers (the contracts' `MessageClaimResult` for posts, `VideoClaimResult` for videos), items as the board lists them. */
export interface ClaimResult<T> {
  items: T[];
  leaseUntil: number;
}

/**
 * POST /manage/messages/claim (or videos): 领取模式. Holds up to `count` pending items for the operator, extending
 * the leases they already hold, and answers all of them in queue order.
 */
export function claimItems<T>(target: ClaimTarget, count: number): Promise<ClaimResult<T>> {
  return apiRequest<ClaimResult<T>>(CLAIM_PATH[target], { method: 'POST', body: { count } });
}

/** Claiming again every few minutes keeps the leases alive while the operator works (they last REVIEW_LEASE_MINUTES). */
const KEEP_ALIVE_MS = 2 * 60_000;

/**
 * The operator's claimed items while 领取模式 is on. Under the audit keys: every decision (which ends its item's
 * lease) claims again, topping the cards up.
 */
export function useClaimedItems<T>(target: ClaimTarget, count: number, enabled: boolean) {
  return useQuery({
    queryKey: [...auditKeys.all, 'claim', target, count],
    queryFn: () => stampRequest(() => claimItems<T>(target, count)),
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: KEEP_ALIVE_MS,
    refetchIntervalInBackground: true,
    gcTime: 0,
  });
}
