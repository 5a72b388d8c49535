import { REVIEW_STATE_LABEL, type ReviewState } from '@ops/contracts/codes';
import { OPERATION } from '@ops/contracts/operations';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../db/client.ts';
import { CONTENT_KIND } from '../modules/moderation/content-counts.repository.ts';
import { REVIEW_TARGETS } from '../modules/moderation/review-targets.ts';
import { recordDecisionFactsFromLog } from '../modules/review-throughput/decision-facts.repository.ts';
import { DEMO_REVIEWERS, type SeedDecision } from './review-history.ts';
import { iso } from './time.ts';

/** Not a password hash: no password matches it (verifyPassword refuses it) until an administrator sets one. */
const NO_PASSWORD = '!';

/** The demo reviewers' accounts (kept when they exist) and the ids of every operator the decisions name. */
async function operatorIds(tx: Executor, usernames: readonly string[]): Promise<Map<string, number>> {
  const accounts = JSON.stringify(DEMO_REVIEWERS.map(({ username, displayName }) => ({ username, displayName })));
  await tx.execute(sql`insert into operators (username, display_name, password_hash, role, disabled_at)
    select x.username, x."displayName", ${NO_PASSWORD}, 'moderator', now() from json_to_recordset(${accounts}::json) as x(username text, "displayName" text)
    on conflict (username) do nothing`);
  const rows = await queryRows<{ id: number; username: string }>(tx, sql`select id, username from operators where username = any(${`{${usernames.join(',')}}`}::text[])`);
  return new Map(rows.map((row) => [row.username, row.id]));
}

const label = (state: number) => REVIEW_STATE_LABEL[String(state) as ReviewState];

/**
 * Writes the demo's review history the way the review service records a decision: each decision's
 * operation-log row (backdated, chained by the log's trigger), then its 审核效率 fact from that row
 * (recordDecisionFactsFromLog, as migration 0019 did for older decisions) with the seed's shownAt, and each
 * decided item's reviewed_by. Answers how many facts were written.
 */
export async function writeReviewHistory(tx: Executor, decisions: readonly SeedDecision[]): Promise<number> {
  if (decisions.length === 0) return 0;
  const ids = await operatorIds(tx, [...new Set(decisions.map((d) => d.operator))]);
  const logRows = decisions.map((d, ord) => {
    const target = REVIEW_TARGETS[d.target];
    const operation = OPERATION[target.operations[d.action]];
    return {
      ord,
      operatorId: ids.get(d.operator) ?? null,
      operatorName: d.operator,
      createdAt: iso(d.at),
      action: operation.action,
      content: operation.content,
      description: `${target.noun} ${d.id}：${label(d.from)} → ${label(d.to)}`,
      targetType: target.targetType,
      targetId: String(d.id),
      before: { state: String(d.from) },
      after: { state: String(d.to) },
    };
  });
  // One statement takes the log's chain head for the rest of the transaction, so its rows are consecutive.
  const chained = await queryRows<{ first: string; last: string }>(
    tx,
    sql`with written as (
          insert into operation_logs (operator_id, operator_name, ip, created_at, action, content, description, target_type, target_id, before, after)
          select x."operatorId", x."operatorName", '', x."createdAt", x.action, x.content, x.description, x."targetType", x."targetId", x.before, x.after
          from json_to_recordset(${JSON.stringify(logRows)}::json) as x(ord int, "operatorId" int, "operatorName" text, "createdAt" timestamptz,
               action text, content text, description text, "targetType" text, "targetId" text, before jsonb, after jsonb)
          order by x.ord
          returning chain_seq
        )
        select min(chain_seq)::text as first, max(chain_seq)::text as last from written`,
  );
  const stretch = chained[0];
  if (!stretch) return 0;
  const written = await recordDecisionFactsFromLog(tx, { afterSeq: Number(stretch.first) - 1, throughSeq: Number(stretch.last) });

  const shown = JSON.stringify(decisions.flatMap((d) => (d.shownAt === null ? [] : [{ kind: CONTENT_KIND[d.target], id: d.id, action: d.action, at: iso(d.at), shown: iso(d.shownAt) }])));
  await tx.execute(sql`update review_decisions r set shown_at = x.shown
    from json_to_recordset(${shown}::json) as x(kind smallint, id bigint, action text, at timestamptz, shown timestamptz)
    where r.target_kind = x.kind and r.target_id = x.id and r.action = x.action and r.decided_at = x.at`);

  for (const target of ['post', 'video'] as const) {
    const last = new Map(decisions.filter((d) => d.target === target).map((d) => [d.id, ids.get(d.operator) ?? null]));
    const rows = JSON.stringify([...last].map(([id, operatorId]) => ({ id, operatorId })));
    const table = target === 'post' ? sql`posts` : sql`videos`;
    await tx.execute(sql`update ${table} t set reviewed_by = x."operatorId" from json_to_recordset(${rows}::json) as x(id bigint, "operatorId" int) where t.id = x.id`);
  }
  return written;
}
