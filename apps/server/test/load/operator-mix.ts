import { API } from '@ops/contracts/paths';

/** The items the operators decide on, and the "now" the statistics ranges end at. */
export interface WorkingSet {
  postIds: number[];
  videoIds: number[];
  userIds: number[];
  operatorNames: string[];
  now: number;
}

/** What the operators were told succeeded: per `target:id:action`, how many 200 answers named the id as done (or froze/thawed the user). */
export type Ledger = Map<string, number>;

export interface Sample {
  name: string;
  write: boolean;
  ms: number;
  status: number;
}

export interface Failure {
  name: string;
  status: number;
  detail: string;
}

export interface MixResult {
  samples: Sample[];
  /** Network errors, 5xx and any status the call may not answer. */
  failures: Failure[];
  ledger: Ledger;
  elapsedMs: number;
}

type Random = () => number;

/** A small deterministic generator (mulberry32), one per operator, so a run can be repeated. */
function randomFor(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const between = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));
const query = (path: string, params: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;

interface Call {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
  /** Statuses this call may answer besides 200 (a freeze of a frozen user is a 409, not a failure). */
  alsoOk?: number[];
  /** Records a 200 answer in the ledger. */
  record?: (body: unknown, ledger: Ledger) => void;
}

const DAY = 86_400_000;
const REVIEW_PATHS = {
  post: { pass: API.messagesPass, reject: API.messagesReject, revoke: API.messagesRevoke },
  video: { pass: API.videosPass, reject: API.videosReject, revoke: API.videosRevoke },
} as const;
type Target = keyof typeof REVIEW_PATHS;
type Action = keyof (typeof REVIEW_PATHS)[Target];

const bump = (ledger: Ledger, key: string) => ledger.set(key, (ledger.get(key) ?? 0) + 1);

function decision(random: Random, set: WorkingSet, target: Target, batch: boolean): Call {
  const action = pick<Action>(random, ['pass', 'reject', 'revoke']);
  const pool = target === 'post' ? set.postIds : set.videoIds;
  const ids = batch ? Array.from({ length: between(random, 2, 20) }, () => pick(random, pool)) : [pick(random, pool)];
  return {
    name: `${target} ${batch ? 'batch' : 'single'} ${action}`,
    method: 'POST',
    url: REVIEW_PATHS[target][action],
    body: ids,
    record: (body, ledger) => {
      for (const id of (body as { done: number[] }).done) bump(ledger, `${target}:${id}:${target}.${action}`);
    },
  };
}

function freezeCall(random: Random, set: WorkingSet): Call {
  const userId = pick(random, set.userIds);
  if (random() < 0.5) {
    return {
      name: 'user freeze',
      method: 'POST',
      url: API.freeze,
      body: { userId, freezingTime: pick(random, ['1', '2', '3']), freezingRange: pick(random, ['1', '2', '3']), reasonsForFreezing: pick(random, ['1', '2', '3']), frozenRemarks: '压测冻结' },
      alsoOk: [409],
      record: (_body, ledger) => bump(ledger, `user:${userId}:user.freeze`),
    };
  }
  return {
    name: 'user unfreeze',
    method: 'POST',
    url: API.unfreeze,
    body: { userId, reasonsForThawing: '压测', frozenRemarks: '压测解冻' },
    alsoOk: [409],
    record: (_body, ledger) => bump(ledger, `user:${userId}:user.unfreeze`),
  };
}

function readCall(random: Random, set: WorkingSet): Call {
  const page = between(random, 1, 10);
  const roll = random();
  if (roll < 0.18) {
    const filter = pick<Record<string, string>>(random, [{}, { sex: '2' }, { userStatus: '2' }, { sortProp: 'lastActiveTime', sortOrder: 'descending' }]);
    return { name: 'users list', method: 'GET', url: query(API.users, { page, pagesize: 20, ...filter }) };
  }
  if (roll < 0.26) return { name: 'user detail', method: 'GET', url: API.user(pick(random, set.userIds)) };
  if (roll < 0.42) return { name: 'post audit list', method: 'GET', url: query(API.messages, { state: pick(random, ['3', '5', '4', 'all']), page, pagesize: 10 }) };
  if (roll < 0.54) return { name: 'video audit list', method: 'GET', url: query(API.videos, { state: pick(random, ['3', '5', '4', 'all']), page, pagesize: 10 }) };
  if (roll < 0.64) {
    const filter = pick<Record<string, string>>(random, [{}, { type: '1' }, { sortProp: 'likeCount', sortOrder: 'descending' }]);
    return { name: 'post list', method: 'GET', url: query(API.messages, { page, pagesize: 10, ...filter }) };
  }
  if (roll < 0.8) {
    const filter = pick<Record<string, string>>(random, [{}, { name: pick(random, set.operatorNames) }, { content: '审核' }]);
    return { name: 'operation log', method: 'GET', url: query(API.logs, { page: between(random, 1, 5), pagesize: 20, ...filter }) };
  }
  if (roll < 0.84) return { name: 'statistics realtime', method: 'GET', url: API.statisticsRealtime };
  const days = pick(random, [7, 30]);
  const path = pick(random, [API.statisticsDau, API.statisticsDays, API.statisticsRetention]);
  return { name: `statistics ${path}`, method: 'GET', url: query(path, { sd: set.now - (days - 1) * DAY, ed: set.now }) };
}

/** About two thirds reads, one third decisions: single and batch review decisions on posts and videos, freezes and thaws. */
function nextCall(random: Random, set: WorkingSet): Call {
  const roll = random();
  if (roll < 0.65) return readCall(random, set);
  if (roll < 0.73) return decision(random, set, 'post', false);
  if (roll < 0.8) return decision(random, set, 'post', true);
  if (roll < 0.85) return decision(random, set, 'video', false);
  if (roll < 0.9) return decision(random, set, 'video', true);
  return freezeCall(random, set);
}

async function send(baseUrl: string, cookie: string, call: Call): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { cookie, origin: baseUrl };
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${call.url}`, { method: call.method, headers, body: call.body === undefined ? undefined : JSON.stringify(call.body) });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    return { status: response.status, body: text };
  }
}

/** One logged-in operator per cookie, each sending its next call as soon as the last one answered, until `durationMs` has passed. */
export async function runOperatorMix(options: { baseUrl: string; cookies: string[]; set: WorkingSet; durationMs: number }): Promise<MixResult> {
  const samples: Sample[] = [];
  const failures: Failure[] = [];
  const ledger: Ledger = new Map();
  const startedAt = performance.now();
  const deadline = startedAt + options.durationMs;
  const operator = async (cookie: string, index: number) => {
    const random = randomFor(index + 1);
    while (performance.now() < deadline) {
      const call = nextCall(random, options.set);
      const started = performance.now();
      try {
        const { status, body } = await send(options.baseUrl, cookie, call);
        samples.push({ name: call.name, write: call.method === 'POST', ms: performance.now() - started, status });
        if (status === 200) call.record?.(body, ledger);
        else if (!(call.alsoOk ?? []).includes(status)) failures.push({ name: call.name, status, detail: JSON.stringify(body).slice(0, 300) });
      } catch (error) {
        failures.push({ name: call.name, status: 0, detail: error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error) });
      }
    }
  };
  await Promise.all(options.cookies.map(operator));
  return { samples, failures, ledger, elapsedMs: performance.now() - startedAt };
}
