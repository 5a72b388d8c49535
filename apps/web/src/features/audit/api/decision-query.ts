import type { QueryValue } from '@/lib/api-client';

/** What the console adds to a pass / reject / revoke call (issue 15); the spec's calls send neither. */
export interface DecisionRequestOptions {
  /** Decide items another operator holds in 领取模式 (the operator confirmed the takeover). */
  takeover?: boolean;
  /** When the cards were first on screen (epoch ms), for 审核效率. */
  shownAt?: number;
}

export function decisionQuery(options: DecisionRequestOptions): Record<string, QueryValue> {
  return { takeover: options.takeover ? '1' : undefined, shownAt: options.shownAt === undefined ? undefined : Math.round(options.shownAt) };
}
