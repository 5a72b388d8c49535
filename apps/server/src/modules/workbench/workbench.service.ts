import { MACHINE_VERDICTS } from '@ops/contracts/screening';
import { ROUTES } from '@ops/contracts/paths';
import { type Role, roleCan } from '@ops/contracts/permissions';
import type { WorkbenchResponse, WorkbenchTile } from '@ops/contracts/workbench';
import { WORKBENCH_TILE_KEYS, WORKBENCH_TILE_PERMISSION, type WorkbenchTileKey } from '@ops/contracts/workbench-tiles';
import type { Executor } from '../../db/client.ts';
import { addDays, type Day, dayOf, dayStart } from '../../lib/shanghai-day.ts';
import { workbenchFigures } from './workbench.repository.ts';

const HOUR_MS = 3_600_000;

/** The Shanghai day of `now` and the instants the tiles compare. */
export interface WorkbenchClock {
  now: number;
  today: Day;
  todayStart: number;
  tomorrowStart: number;
  yesterdayStart: number;
  /** The end of the current hour a day ago (exclusive): yesterday's figures run up to here. */
  comparedUntil: number;
}

export function workbenchClock(now: number): WorkbenchClock {
  const today = dayOf(now);
  const todayStart = dayStart(today).getTime();
  const yesterdayStart = dayStart(addDays(today, -1)).getTime();
  const hour = Math.floor((now - todayStart) / HOUR_MS);
  return {
    now,
    today,
    todayStart,
    tomorrowStart: dayStart(addDays(today, 1)).getTime(),
    yesterdayStart,
    comparedUntil: yesterdayStart + (hour + 1) * HOUR_MS,
  };
}

const withQuery = (path: string, query: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)])).toString()}`;

/** The console screen each tile opens, filtered to what it counts (or the nearest filter the screen has). */
export function tileLinks(clock: WorkbenchClock): Record<WorkbenchTileKey, string> {
  const today = { sd: clock.todayStart, ed: clock.tomorrowStart - 1 };
  const sinceYesterday = { sd: clock.yesterdayStart, ed: clock.tomorrowStart - 1 };
  return {
    pendingPosts: withQuery(ROUTES.imageAudit, { state: '3' }),
    pendingVideos: withQuery(ROUTES.videoAudit, { state: '3' }),
    reportedPosts: withQuery(ROUTES.posts, { tab: 'reported' }),
    machineRejected: withQuery(ROUTES.imageAudit, { state: 'machine', ...today }),
    frozenUsers: withQuery(ROUTES.users, { userStatus: '2' }),
    dau: withQuery(ROUTES.statisticsDau, sinceYesterday),
    registrations: withQuery(ROUTES.statisticsRegistrations, sinceYesterday),
  };
}

/** The tiles `role` may see, in their display order. */
export function visibleTiles(role: Role): WorkbenchTileKey[] {
  return WORKBENCH_TILE_KEYS.filter((key) => roleCan(role, WORKBENCH_TILE_PERMISSION[key]));
}

/** Reads only what the visible tiles need, in one statement. */
function loadFigures(db: Executor, shown: ReadonlySet<WorkbenchTileKey>, clock: WorkbenchClock) {
  const activity = shown.has('dau') || shown.has('registrations');
  return workbenchFigures(db, {
    content: shown.has('pendingPosts') || shown.has('pendingVideos') || shown.has('reportedPosts'),
    oldestPosts: shown.has('pendingPosts'),
    oldestVideos: shown.has('pendingVideos'),
    screenedDay: shown.has('machineRejected') ? clock.today : null,
    frozen: shown.has('frozenUsers') ? { day: clock.today, at: new Date(clock.now) } : null,
    activity: activity ? { day: clock.today, start: new Date(clock.yesterdayStart), end: new Date(clock.comparedUntil) } : null,
  });
}

type Figures = Awaited<ReturnType<typeof loadFigures>>;

function pendingTile(key: 'pendingPosts' | 'pendingVideos', count: number, oldest: Date | null, clock: WorkbenchClock, link: string): WorkbenchTile {
  const oldestCreatedAt = count > 0 && oldest ? oldest.getTime() : null;
  return { key, count, oldestCreatedAt, oldestAgeMs: oldestCreatedAt === null ? null : Math.max(0, clock.now - oldestCreatedAt), link };
}

function tileOf(key: WorkbenchTileKey, f: Figures, clock: WorkbenchClock, link: string): WorkbenchTile {
  switch (key) {
    case 'pendingPosts':
      return pendingTile(key, f.content?.pendingPosts ?? 0, f.oldestPost, clock, link);
    case 'pendingVideos':
      return pendingTile(key, f.content?.pendingVideos ?? 0, f.oldestVideo, clock, link);
    case 'reportedPosts':
      return { key, count: f.content?.reportedOpen ?? 0, reportedTotal: f.content?.reportedTotal ?? 0, link };
    case 'machineRejected': {
      const byVerdict = new Map((f.screened ?? []).map((row) => [row.verdict, row.n]));
      const screenedToday = MACHINE_VERDICTS.reduce((sum, verdict) => sum + (byVerdict.get(verdict) ?? 0), 0);
      return { key, count: byVerdict.get('block') ?? 0, screenedToday, link };
    }
    case 'frozenUsers':
      return { key, count: f.frozenToday ?? 0, frozenNow: f.frozenNow ?? 0, link };
    case 'dau':
      return { key, count: f.today?.dau ?? 0, yesterdaySameHour: f.yesterday?.dau ?? 0, link };
    case 'registrations':
      return { key, count: f.today?.registrations ?? 0, yesterdaySameHour: f.yesterday?.registrations ?? 0, link };
  }
}

/** 工作台: the figures of the tiles the operator's role may see (ADR 0015). */
export async function workbenchFor(db: Executor, role: Role, now = Date.now()): Promise<WorkbenchResponse> {
  const clock = workbenchClock(now);
  const keys = visibleTiles(role);
  const figures = await loadFigures(db, new Set(keys), clock);
  const links = tileLinks(clock);
  return {
    now: clock.now,
    today: clock.today,
    comparedUntil: clock.comparedUntil,
    statisticsUpdatedAt: figures.refreshedAt?.getTime() ?? null,
    tiles: keys.map((key) => tileOf(key, figures, clock, links[key])),
  };
}
