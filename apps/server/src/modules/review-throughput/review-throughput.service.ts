import { PERMISSION, type Role, roleCan } from '@ops/contracts/permissions';
import { ERROR_CODE } from '@ops/contracts/messages';
import {
  REVIEW_THROUGHPUT_MSG,
  type ReviewThroughputResponse,
  type ReviewThroughputRow,
  type ReviewThroughputTotal,
  type reviewThroughputQuerySchema,
} from '@ops/contracts/review-throughput';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { addDays, dayStart } from '../../lib/shanghai-day.ts';
import { resolveDayRange } from '../statistics/statistics-range.ts';
import { type ThroughputRow, throughputRows } from './review-throughput.repository.ts';

/** Who is asking: an operator without `review.stats_all` sees only their own figures. */
export interface ThroughputViewer {
  operatorId: number;
  role: Role;
}

const KIND = { post: 1, video: 2 } as const;

const seconds = (value: number | string | null) => (value === null ? null : Number(value));

function figuresOf(row: ThroughputRow): ReviewThroughputTotal {
  return {
    operatorId: row.operator_id,
    operatorName: row.operator_name,
    decisions: row.decisions,
    passed: row.passed,
    rejected: row.rejected,
    revoked: row.revoked,
    overturned: row.overturned,
    timedDecisions: row.timed,
    medianDecisionSeconds: seconds(row.median_decision),
    medianItemAgeSeconds: seconds(row.median_age),
  };
}

/**
 * Whose figures the viewer gets: everyone's (or the one asked for) with `review.stats_all`; otherwise their
 * own, and asking for someone else's is refused (403) rather than silently answered with one's own.
 */
function operatorScope(viewer: ThroughputViewer, asked: number | undefined): number | undefined {
  if (roleCan(viewer.role, PERMISSION.reviewStatsAll)) return asked;
  if (asked !== undefined && asked !== viewer.operatorId) throw new AppError(403, ERROR_CODE.forbidden, REVIEW_THROUGHPUT_MSG.othersForbidden, 'operatorId');
  return viewer.operatorId;
}

/** 审核效率: per operator per Shanghai day, and per operator over the range (ADR 0014). */
export async function reviewThroughput(
  db: Database,
  query: z.output<typeof reviewThroughputQuerySchema>,
  viewer: ThroughputViewer,
  now: number,
): Promise<ReviewThroughputResponse> {
  const operatorId = operatorScope(viewer, query.operatorId);
  const range = resolveDayRange({ sd: query.sd, ed: query.ed }, now);
  const rows = await throughputRows(db, {
    from: dayStart(range.from),
    until: dayStart(addDays(range.lastShown, 1)),
    ...(operatorId === undefined ? {} : { operatorId }),
    ...(query.target === 'all' ? {} : { targetKind: KIND[query.target] }),
  });
  const items: ReviewThroughputRow[] = [];
  const totals: ReviewThroughputTotal[] = [];
  for (const row of rows) {
    if (row.day === null) totals.push(figuresOf(row));
    else items.push({ time: row.day, ...figuresOf(row) });
  }
  return { from: range.from, to: range.to, items, totals };
}
