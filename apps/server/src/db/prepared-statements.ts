import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type pg from 'pg';

/**
 * Unless DATABASE_PREPARED_STATEMENTS=off, every statement with parameters runs as a named prepared statement
 * on each connection (ADR 0026, on by default since 2026-11-29: see the ADR for what was measured).
 *
 * drizzle sends its queries unnamed, so PostgreSQL parses and plans each one every time it runs: at the
 * console's sizes that is most of a list statement's server time (a 图文审核 page: parse 0.1–0.3 ms, bind
 * and plan 0.4–0.9 ms, execute 0.2–0.4 ms). Named after a hash of its text, a statement is parsed once per
 * connection; PostgreSQL's plan cache (`plan_cache_mode = auto`) then keeps a generic plan once five custom
 * plans have shown it costs no more, and goes on planning each call where the parameters matter.
 *
 * Only statements with parameters are named: `begin`, `commit` and other plain texts stay on the simple
 * protocol. A statement whose best plan depends on its parameters' values starts with `planEachCall`
 * and stays unnamed, planned for its values every time: the statistics over a range of days, whose
 * generic plan, made after a few 7-day calls, served the 365-day ones at 3x their time. A connection
 * prepares at most MAX_PER_CONNECTION distinct texts; past that, new texts run unnamed, so that code
 * building texts of many shapes (an `in (…)` list of every length) cannot grow a backend without bound.
 */
export const MAX_PER_CONNECTION = 400;

const PLAN_EACH_CALL = '/* plan each call */';

/** The first words of a statement that PostgreSQL must plan for its own parameters every time (see above). */
export const planEachCall = sql.raw(`${PLAN_EACH_CALL} `);

/** Text → statement name, for the texts seen so far (bounded like a connection's set). */
const names = new Map<string, string>();
const MAX_NAMES = 4_000;

function statementName(text: string): string {
  const known = names.get(text);
  if (known !== undefined) return known;
  const name = `ops_${createHash('sha1').update(text).digest('base64url')}`;
  if (names.size < MAX_NAMES) names.set(text, name);
  return name;
}

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  values?: unknown;
}

const hasParameters = (values: unknown) => Array.isArray(values) && values.length > 0;

/**
 * Makes `client` run the parameterised statements it is given as named prepared statements (see above).
 * Called once per connection, from the pool's `connect` event.
 */
export function prepareRepeatedStatements(client: pg.ClientBase): void {
  const prepared = new Set<string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const named = (config: unknown, values: unknown): unknown => {
    if (typeof config !== 'object' || config === null) return config;
    const { text, name, values: own } = config as QueryConfigLike;
    if (typeof text !== 'string' || name !== undefined || !(hasParameters(own) || hasParameters(values)) || text.startsWith(PLAN_EACH_CALL)) return config;
    const statement = statementName(text);
    if (!prepared.has(statement)) {
      if (prepared.size >= MAX_PER_CONNECTION) return config;
      prepared.add(statement);
    }
    return { ...config, name: statement };
  };
  (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => query(named(config, rest[0]), ...rest);
}
