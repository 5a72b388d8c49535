import { and, asc, desc, eq, gt, inArray, isNull, lt, notInArray, or, type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { nicknameGramCounts, userCounts, userIdBlocks, userPlaceCounts, users } from '../../db/schema/users.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { countFrozenNow } from './frozen-count.repository.ts';
import { pageFrom, pageId, pageOfIds, pageOrder } from '../../lib/page-ids.ts';
import { MAX_REMEMBERED_MATCHES, pageOfMatches, rememberedMatches, rememberMatches } from './nickname-matches-cache.ts';
import { textArray } from '../../lib/sql-arrays.ts';
import { hasGramCounter, type NicknamePlan, planNicknameSearch, walkingTheListOrder } from './nickname-search.repository.ts';

export interface UserListFilter {
  id?: number;
  nickname?: string;
  place?: { provinces: string[]; cities: string[] };
  sex?: 0 | 1 | 2;
  frozen?: boolean;
  sortProp: 'id' | 'lastActiveTime' | 'created';
  sortOrder: 'ascending' | 'descending';
  limit: number;
  offset: number;
  /** Keyset paging in the id order (see userListQuerySchema): the page right after or right before this id. */
  keyset?: { after: number } | { before: number };
}

/** True while an unexpired freeze holds ('infinity' for a permanent one). */
export const isFrozenSql = sql<boolean>`coalesce(${users.frozenUntil} > now(), false)`;

/** 1 or 2 as stored; 0 (未知) is every other value. */
function sexCondition(sex: UserListFilter['sex']): SQL | undefined {
  if (sex === undefined) return undefined;
  return sex === 0 ? notInArray(users.sex, [1, 2]) : eq(users.sex, sex);
}

/**
 * `narrowBy`: a substring of the nickname term that the gram index (users_nickname_grams_idx) finds
 * the candidates by; ILIKE decides either way.
 */
function whereOf(filter: UserListFilter, narrowBy?: string): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.id !== undefined) conditions.push(eq(users.id, filter.id));
  if (filter.nickname) {
    if (narrowBy !== undefined) conditions.push(sql`nickname_counted_grams(${users.nickname}) @> ${textArray([narrowBy])}::text[]`);
    conditions.push(sql`${users.nickname} ilike ${containsPattern(filter.nickname)}`);
  }
  if (filter.place) {
    const { provinces, cities } = filter.place;
    conditions.push(
      or(
        provinces.length > 0 ? inArray(users.province, provinces) : undefined,
        cities.length > 0 ? inArray(users.city, cities) : undefined,
      ),
    );
  }
  conditions.push(sexCondition(filter.sex));
  if (filter.frozen === true) conditions.push(sql`${users.frozenUntil} is not null and ${users.frozenUntil} > now()`);
  if (filter.frozen === false) conditions.push(or(isNull(users.frozenUntil), sql`${users.frozenUntil} <= now()`));
  return and(...conditions);
}

function orderOf(filter: UserListFilter): SQL[] {
  const direction = filter.sortOrder === 'ascending' ? asc : desc;
  if (filter.sortProp === 'lastActiveTime') {
    // Users never active come last whichever way the operator sorts.
    return [sql`${users.lastActiveAt} ${sql.raw(filter.sortOrder === 'ascending' ? 'asc' : 'desc')} nulls last`, direction(users.id)];
  }
  if (filter.sortProp === 'created') return [direction(users.createdAt), direction(users.id)];
  return [direction(users.id)];
}

/** Ids per block of user_id_blocks (`id >> 10`, migration 0012); below one block an offset walk is as cheap as finding the block. */
const ID_BLOCK_SIZE = 1024;
const isUnfiltered = (filter: UserListFilter): boolean =>
  filter.id === undefined && !filter.nickname && !filter.place && filter.sex === undefined && filter.frozen === undefined;

/**
 * A deep page of the whole list in the id order: the block of 1,024 ids holding the page's first row
 * comes from the per-block counts (user_id_blocks), then the primary key is walked from that block's
 * edge, never more than one block before the page. One statement, so both parts see the same users.
 */
function deepPageIdsByBlock(filter: UserListFilter): SQL {
  const descending = filter.sortOrder === 'descending';
  const blockOrder = sql.raw(descending ? 'desc' : 'asc');
  return sql`with start as (
          select block, upto - n as skipped
          from (select block, n, sum(n) over (order by block ${blockOrder}) as upto from ${userIdBlocks} where n <> 0) blocks
          where upto > ${filter.offset}
          order by block ${blockOrder}
          limit 1
        )
        select ${users.id} as id from ${users}
        where ${descending ? sql`${users.id} < (select (block + 1) << 10 from start)` : sql`${users.id} >= (select block << 10 from start)`}
        order by ${users.id} ${blockOrder}
        offset (select ${filter.offset} - skipped from start)
        limit ${filter.limit}`;
}

/**
 * The statement selecting the page's ids in the list's order: by offset, from a keyset anchor in the id
 * order, or through the id blocks for a deep page. It runs inside the statement that loads the rows.
 */
function pageIdsQuery(executor: Executor, filter: UserListFilter, where: SQL | undefined): SQLWrapper {
  const { keyset } = filter;
  if (!keyset && filter.sortProp === 'id' && filter.offset >= ID_BLOCK_SIZE && isUnfiltered(filter)) {
    return deepPageIdsByBlock(filter);
  }
  if (!keyset || filter.sortProp !== 'id') {
    return executor.select({ id: users.id }).from(users).where(where).orderBy(...orderOf(filter)).limit(filter.limit).offset(filter.offset);
  }
  const descending = filter.sortOrder === 'descending';
  // Rows after the anchor in the list's order; rows before it are read in the opposite order and turned round.
  const forward = 'after' in keyset;
  const anchor = forward ? keyset.after : keyset.before;
  const readsDown = descending === forward;
  const page = executor
    .select({ id: users.id })
    .from(users)
    .where(and(where, readsDown ? lt(users.id, anchor) : gt(users.id, anchor)))
    .orderBy(readsDown ? desc(users.id) : asc(users.id))
    .limit(filter.limit);
  return forward ? page : sql`select id from (${page}) before_anchor order by id ${sql.raw(descending ? 'desc' : 'asc')}`;
}

const rowColumns = {
  id: users.id,
  nickname: users.nickname,
  sex: users.sex,
  province: users.province,
  city: users.city,
  logo: users.logo,
  lastActiveAt: users.lastActiveAt,
  frozen: isFrozenSql,
};

/** The rows of a page (`pageFrom`: one statement picks the ids and loads them; `pageOfIds`), in its order. */
function loadPage(executor: Executor, page: SQL) {
  return executor.select(rowColumns).from(page).innerJoin(users, eq(users.id, pageId)).orderBy(pageOrder);
}

/** A term's matches can be remembered: the nickname is the only filter, in the id order, and they are not too many. */
const remembersMatches = (filter: UserListFilter, plan: NicknamePlan): boolean =>
  onlyFilter(filter, 'nickname') && filter.sortProp === 'id' && plan.matchesAtMost <= MAX_REMEMBERED_MATCHES;

/**
 * Every user matching the term, ascending, with the rarest gram's version read in the same statement (one
 * snapshot), then remembered under that version (ADR 0023).
 */
async function readMatches(executor: Executor, filter: UserListFilter, plan: NicknamePlan, term: string): Promise<Float64Array> {
  const [row] = await queryRows<{ version: string | number | null; ids: string }>(
    executor,
    sql`select (select ${nicknameGramCounts.version} from ${nicknameGramCounts} where ${nicknameGramCounts.gram} = ${plan.rarestGram}) as version,
               array_to_string(array(select ${users.id} from ${users} where ${whereOf(filter, plan.rarestGram)} order by ${users.id}), ',') as ids`,
  );
  const ids = Float64Array.from(row?.ids ? row.ids.split(',').map(Number) : []);
  rememberMatches(executor, term, plan.rarestGram, Number(row?.version ?? 0), ids);
  return ids;
}

/** A page of a long term's matches from the remembered ids (or read once), and their number as the total. */
async function pageFromMatches(executor: Executor, filter: UserListFilter, plan: NicknamePlan, term: string) {
  const ids = rememberedMatches(executor, term, plan.rarestGram, plan.version) ?? (await readMatches(executor, filter, plan, term));
  const page = pageOfMatches(ids, filter.sortOrder, filter.offset, filter.limit);
  return { rows: page.length === 0 ? [] : await loadPage(executor, pageOfIds(page)), total: ids.length };
}

/**
 * A page and its total in one pass over the candidates, for a nickname search through the gram index
 * whose total no counter holds: the page's ids with the count of every matching row beside them, then
 * only the page's rows (one statement). Null when the page is past the end (no row carries the total).
 */
async function pageWithTotal(executor: Executor, filter: UserListFilter, where: SQL | undefined) {
  const page = executor.$with('page').as(
    executor
      .select({ id: users.id, total: sql<number>`(count(*) over ())::int`.as('total') })
      .from(users)
      .where(where)
      .orderBy(...orderOf(filter))
      .limit(filter.limit)
      .offset(filter.offset),
  );
  const rows = await executor
    .with(page)
    .select({ ...rowColumns, total: page.total })
    .from(page)
    .innerJoin(users, eq(users.id, page.id))
    .orderBy(...orderOf(filter));
  const total = rows[0]?.total;
  return total === undefined ? null : { rows: rows.map(({ total: _total, ...row }) => row), total };
}

export async function listUsers(executor: Executor, filter: UserListFilter) {
  const nicknamePlan = filter.nickname ? await planNicknameSearch(executor, filter.nickname, filter.offset + filter.limit) : undefined;
  if (nicknamePlan?.matchesAtMost === 0) return { rows: [], total: 0 };
  const where = whereOf(filter, nicknamePlan?.rarestGram);
  if (nicknamePlan && filter.nickname && !filter.keyset && !countersHoldTotal(filter)) {
    // No counter holds the total, so any page needs every match counted: from memory when they can be kept
    // (a walk would find the page, then count them all anyway), else in the same pass as the page.
    if (remembersMatches(filter, nicknamePlan)) return pageFromMatches(executor, filter, nicknamePlan, filter.nickname);
    const onePass = nicknamePlan.walk ? null : await pageWithTotal(executor, filter, where);
    if (onePass) return onePass;
  }
  const rows = nicknamePlan?.walk
    ? await walkingTheListOrder(executor, (walker) => loadPage(walker, pageFrom(pageIdsQuery(walker, filter, whereOf(filter)))))
    : await loadPage(executor, pageFrom(pageIdsQuery(executor, filter, where)));
  // A term of up to three characters alone: the plan already read its counter, which is the exact total.
  const total = nicknamePlan && countersHoldTotal(filter) ? nicknamePlan.matchesAtMost : await countUsers(executor, filter, where);
  return { rows, total };
}

/** Users registered in one of the provinces or cities, from the per-place counters (each place counted once). */
async function countInPlace(executor: Executor, place: { provinces: string[]; cities: string[] }): Promise<number> {
  const [row] = await executor
    .select({ n: sql<number>`coalesce(sum(${userPlaceCounts.n}), 0)::int` })
    .from(userPlaceCounts)
    .where(
      or(
        place.provinces.length > 0 ? inArray(userPlaceCounts.province, place.provinces) : undefined,
        place.cities.length > 0 ? inArray(userPlaceCounts.city, place.cities) : undefined,
      ),
    );
  return row?.n ?? 0;
}

const onlyFilter = (filter: UserListFilter, key: 'place' | 'nickname'): boolean =>
  (['id', 'nickname', 'place', 'sex', 'frozen'] as const).every((other) => other === key || filter[other] === undefined || filter[other] === '');

/** Only a nickname of up to three characters: its per-gram counter is the total. */
const countersHoldTotal = (filter: UserListFilter): boolean =>
  filter.nickname !== undefined && onlyFilter(filter, 'nickname') && hasGramCounter(filter.nickname);

/**
 * The list total. With no filter or only sex and status it comes from the per-sex counters (the frozen
 * from the counters of the hours freezes end in), with only a place from the per-place counters; other
 * combinations are selective enough to count directly (a nickname of up to three characters alone
 * never comes here: its plan holds the total).
 */
async function countUsers(executor: Executor, filter: UserListFilter, where: SQL | undefined): Promise<number> {
  if (filter.place && onlyFilter(filter, 'place')) return countInPlace(executor, filter.place);
  if (filter.id !== undefined || filter.nickname || filter.place) {
    const [count] = await executor.select({ n: sql<number>`count(*)::int` }).from(users).where(where);
    return count?.n ?? 0;
  }
  if (filter.frozen === true) return countFrozenNow(executor, filter.sex);
  const [counted] = await executor
    .select({ n: sql<number>`coalesce(sum(${userCounts.n}), 0)::int` })
    .from(userCounts)
    .where(filter.sex === undefined ? undefined : eq(userCounts.sex, filter.sex));
  const all = counted?.n ?? 0;
  return filter.frozen === false ? all - (await countFrozenNow(executor, filter.sex)) : all;
}

export async function findUser(executor: Executor, id: number) {
  const [row] = await executor
    .select({
      id: users.id,
      mobile: users.mobile,
      nickname: users.nickname,
      sex: users.sex,
      age: users.age,
      income: users.income,
      occupation: users.occupation,
      personalSignature: users.personalSignature,
      countBeLiked: users.countBeLiked,
      countLiked: users.countLiked,
      countMatching: users.countMatching,
      createdAt: users.createdAt,
      lastActiveAt: users.lastActiveAt,
      province: users.province,
      city: users.city,
      lastLoginLocation: users.lastLoginLocation,
      logo: users.logo,
      tags: users.tags,
      frozen: isFrozenSql,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUser>>>;

export async function userExists(executor: Executor, id: number): Promise<boolean> {
  const [row] = await executor.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return row !== undefined;
}

/**
 * Guarded freeze: sets the freeze horizon only if the user is not frozen right now.
 * `days` null freezes permanently. Returns false when nothing was changed.
 */
export async function markFrozen(executor: Executor, id: number, days: number | null): Promise<boolean> {
  const until = days === null ? sql`'infinity'::timestamptz` : sql`now() + make_interval(days => ${days})`;
  const rows = await executor
    .update(users)
    .set({ frozenUntil: until })
    .where(and(eq(users.id, id), or(isNull(users.frozenUntil), sql`${users.frozenUntil} <= now()`)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Guarded unfreeze: clears the freeze only if the user is frozen right now. */
export async function markThawed(executor: Executor, id: number): Promise<boolean> {
  const rows = await executor
    .update(users)
    .set({ frozenUntil: null })
    .where(and(eq(users.id, id), sql`${users.frozenUntil} > now()`))
    .returning({ id: users.id });
  return rows.length > 0;
}
