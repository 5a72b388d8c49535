import { OPERATION } from '@ops/contracts/operations';
import type pg from 'pg';
import { type BenchPlan, POST_ID_BASE, textArray, USER_ID_BASE, VIDEO_ID_BASE } from './sql-helpers.ts';

const OPERATORS = ['admin', 'ops_li', 'ops_wang', 'ops_zhang', 'ops_zhao'];
const ROWS_PER_TRANSACTION = 500;

/**
 * Operation-log rows spread over the year, oldest first, in transactions of 500 like big batch
 * decisions, so the product's trigger chains every row's hash exactly as in production. Review
 * decisions name a post or video and the states their action moves between, and get their
 * 审核效率 facts (review_decisions) from the log as the product's migration does.
 */
export async function generateOperationLogs(client: pg.Client, plan: BenchPlan): Promise<void> {
  // The team the rows name, as operators (the log's 操作人 filter matches real operators only, issue 18);
  // disabled and with no usable password ('!' matches no hash), like the demo seed's former staff. `admin`
  // is the server's own, made at its start with ADMIN_PASSWORD.
  await client.query(
    `insert into operators (username, display_name, password_hash, role, disabled_at)
     select name, name, '!', 'moderator', now() from unnest($1::text[]) as name
     on conflict (username) do nothing`,
    [OPERATORS.filter((name) => name !== 'admin')],
  );
  const operations = Object.values(OPERATION);
  const actions = textArray(operations.map((o) => o.action));
  const contents = textArray(operations.map((o) => o.content));
  const yearSeconds = plan.days * 86_400;
  const nowSeconds = plan.now.getTime() / 1000;
  for (let first = 1; first <= plan.operationLogs; first += ROWS_PER_TRANSACTION) {
    const last = Math.min(plan.operationLogs, first + ROWS_PER_TRANSACTION - 1);
    await client.query(`
      insert into operation_logs (operator_name, ip, created_at, action, content, description, target_type, target_id, before, after)
      select (${textArray(OPERATORS)})[1 + pg_temp.rint(g, 91, ${OPERATORS.length})], '10.0.' || (g % 250) || '.' || (g % 200),
             to_timestamp(${nowSeconds} - (${plan.operationLogs} - g)::float8 / ${plan.operationLogs} * ${yearSeconds}),
             (${actions})[i], (${contents})[i], (${contents})[i] || ' ' || g,
             case when (${actions})[i] like 'user.%' then 'user' when (${actions})[i] like 'post.%' then 'post'
                  when (${actions})[i] like 'video.%' then 'video' else 'operator' end,
             case when (${actions})[i] like 'user.%' then (${USER_ID_BASE} + 1 + pg_temp.rint(g, 93, ${plan.users}))::text
                  when (${actions})[i] like 'video.%' then (${VIDEO_ID_BASE} + 1 + pg_temp.rint(g, 94, ${plan.videos}))::text
                  else (${POST_ID_BASE} + 1 + pg_temp.rint(g, 94, ${plan.posts}))::text end,
             jsonb_build_object('state', case when (${actions})[i] like '%.revoke' then '5' else '3' end),
             jsonb_build_object('state', case when (${actions})[i] like '%.revoke' then '3' when (${actions})[i] like '%.reject' then '4' else '5' end)
      from generate_series(${first}::bigint, ${last}::bigint) g
      cross join lateral (select 1 + pg_temp.rint(g, 92, ${operations.length})::int as i) x
      order by g`);
  }
  // 审核效率's facts of the review decisions among them, as migration 0019 backfills an existing log.
  await client.query('select review_decisions_from_log(0, null)');
}
