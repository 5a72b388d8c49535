import type { UserActivity } from './events.ts';
import { Rng } from './random.ts';
import { between, type Window } from './time.ts';
import type { SeedUser } from './users.ts';
import { CITY_WEIGHTS } from './word-lists.ts';

export interface SeedLoginLog {
  id: number;
  userId: number;
  loggedAt: number;
  place: string;
  equipment: string;
  ip: string;
}

const TRAVEL_CITIES = Object.entries(CITY_WEIGHTS);

function ip(rng: Rng, prefix: string): string {
  return `${prefix}.${rng.int(0, 255)}.${rng.int(1, 254)}`;
}

/**
 * 3 to 15 login records per user: the latest login events of the window; users who registered
 * before the window and logged in less often get older records from before it.
 */
export function buildLoginLogs(
  seed: number,
  users: readonly SeedUser[],
  activity: Map<number, UserActivity>,
  w: Window,
): { rows: SeedLoginLog[]; lastLocation: Map<number, string> } {
  const rng = new Rng(seed, 'login-logs');
  const rows: SeedLoginLog[] = [];
  const lastLocation = new Map<number, string>();
  for (const user of users) {
    const target = rng.int(3, 15);
    const times = (activity.get(user.id)?.logins ?? []).slice(-target);
    if (times.length < target && !user.inWindow) {
      const before = Math.min(times[0] ?? w.start, w.start);
      const extra = Array.from({ length: target - times.length }, () => between(rng, user.createdAt, before));
      times.unshift(...extra.sort((a, b) => a - b));
    }
    let homeIp = ip(rng, user.ipPrefix);
    let place = user.place.city;
    for (const loggedAt of times) {
      place = rng.chance(0.88) ? user.place.city : rng.weighted(TRAVEL_CITIES);
      if (rng.chance(0.15)) homeIp = ip(rng, user.ipPrefix);
      rows.push({
        id: 0,
        userId: user.id,
        loggedAt,
        place,
        equipment: rng.chance(0.85) ? user.devices[0] : user.devices[1],
        ip: rng.chance(0.75) ? homeIp : ip(rng, user.ipPrefix),
      });
    }
    lastLocation.set(user.id, place);
  }
  rows.sort((a, b) => a.loggedAt - b.loggedAt || a.userId - b.userId);
  rows.forEach((row, i) => (row.id = i + 1));
  return { rows, lastLocation };
}
