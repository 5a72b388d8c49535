import type { ActivityEventType } from '../db/schema/events.ts';
import { Rng } from './random.ts';
import { between, DAY, MINUTE, SECOND, timeOfDay, type Window } from './time.ts';
import type { SeedUser } from './users.ts';

export interface SeedEvent {
  id: number;
  eventId: string;
  userId: number;
  type: ActivityEventType;
  t: number;
}

export interface UserActivity {
  lastActiveAt: number | null;
  /** Times of the user's login events, ascending. */
  logins: number[];
  likes: number;
}

export interface EventPlan {
  events: SeedEvent[];
  activity: Map<number, UserActivity>;
  /** Publish events (user, time): posts and videos are placed on them. */
  publishes: { userId: number; t: number }[];
}

const ACTION_WEIGHTS: readonly (readonly [ActivityEventType, number])[] = [
  ['recommend', 28], ['video', 22], ['like', 22], ['message', 12], ['comment', 8], ['publish', 8],
];
const MIN_LOGINS = 3;

type Draft = Omit<SeedEvent, 'id' | 'eventId'>;

/** One app session: a login, then a few actions minutes apart, all before `limit`. */
function session(rng: Rng, userId: number, start: number, limit: number, out: Draft[]): void {
  if (start >= limit) return;
  out.push({ userId, type: 'login', t: start });
  let t = start;
  const actions = rng.int(3, 9);
  for (let i = 0; i < actions; i += 1) {
    t += Math.floor(rng.exponential(3 * MINUTE)) + 5 * SECOND;
    if (t >= limit) return;
    out.push({ userId, type: rng.weighted(ACTION_WEIGHTS), t });
  }
}

function userEvents(rng: Rng, user: SeedUser, w: Window, blocked: [number, number][]): Draft[] {
  const out: Draft[] = [];
  const firstDay = user.inWindow ? Math.floor((user.createdAt - w.start) / DAY) : 0;
  for (let d = firstDay; d < w.days; d += 1) {
    const dayStart = w.start + d * DAY;
    const limit = Math.min(dayStart + DAY, w.now);
    if (user.inWindow && d === firstDay) {
      out.push({ userId: user.id, type: 'activate', t: Math.max(dayStart, user.createdAt - between(rng, MINUTE, 15 * MINUTE)) });
      out.push({ userId: user.id, type: 'register', t: user.createdAt });
      session(rng, user.id, user.createdAt + between(rng, 5 * SECOND, 2 * MINUTE), limit, out);
      if (rng.chance(0.4)) session(rng, user.id, between(rng, user.createdAt + 10 * MINUTE, limit), limit, out);
      continue;
    }
    const { floor, peak, tau } = user.retention;
    const p = floor + peak * Math.exp(-(d - firstDay) / tau);
    if (!rng.chance(p)) continue;
    const sessions = 1 + (rng.chance(0.35) ? 1 : 0) + (rng.chance(0.1) ? 1 : 0);
    for (let s = 0; s < sessions; s += 1) session(rng, user.id, dayStart + timeOfDay(rng), limit, out);
  }
  const kept = blocked.length === 0 ? out : out.filter((e) => !blocked.some(([from, to]) => e.t >= from && e.t < to));
  if (user.inWindow) {
    // Everyone who registered in the window has at least three logins, the extra ones right after signing up.
    const dayEnd = Math.min(w.start + (firstDay + 1) * DAY, w.now);
    for (let n = kept.filter((e) => e.type === 'login').length; n < MIN_LOGINS; n += 1) {
      kept.push({ userId: user.id, type: 'login', t: between(rng, user.createdAt + SECOND, dayEnd) });
    }
  }
  return kept.sort((a, b) => a.t - b.t);
}

/** Activity events of every user over the window, consistent with registration and login freezes. */
export function buildEvents(seed: number, users: readonly SeedUser[], w: Window, blocked: Map<number, [number, number][]>): EventPlan {
  const rng = new Rng(seed, 'events');
  const drafts: Draft[] = [];
  const activity = new Map<number, UserActivity>();
  for (const user of users) {
    const mine = userEvents(rng, user, w, blocked.get(user.id) ?? []);
    const last = mine[mine.length - 1];
    activity.set(user.id, {
      lastActiveAt: last ? last.t : null,
      logins: mine.filter((e) => e.type === 'login').map((e) => e.t),
      likes: mine.filter((e) => e.type === 'like').length,
    });
    for (const e of mine) drafts.push(e);
  }
  // Ids follow time; users' own order is kept for equal times (activate before register).
  const order = drafts.map((_, i) => i).sort((a, b) => (drafts[a]?.t ?? 0) - (drafts[b]?.t ?? 0) || a - b);
  const ids = new Rng(seed, 'event-ids');
  const events = order.map((index, position): SeedEvent => {
    const draft = drafts[index] as Draft;
    return { ...draft, id: position + 1, eventId: ids.uuid() };
  });
  const publishes = events.filter((e) => e.type === 'publish').map((e) => ({ userId: e.userId, t: e.t }));
  return { events, activity, publishes };
}
