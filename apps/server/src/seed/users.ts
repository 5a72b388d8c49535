import { places, type Place } from '../modules/regions/region-tree.ts';
import { avatarUrl } from '../modules/media/urls.ts';
import { Rng } from './random.ts';
import * as T from './texts.ts';
import { between, DAY, timeOfDay, type Window } from './time.ts';
import { CITY_WEIGHTS, DEVICES, IP_PREFIXES, OCCUPATIONS } from './word-lists.ts';

export const FIRST_USER_ID = 100001;

/** Chance of any activity N days after registration: floor + peak * e^(-N / tau). */
export interface Retention {
  floor: number;
  peak: number;
  tau: number;
}

export interface SeedUser {
  id: number;
  createdAt: number;
  /** Registered inside the 90-day window (has activate + register events). */
  inWindow: boolean;
  retention: Retention;
  mobile: string;
  nickname: string;
  sex: number;
  age: number | null;
  income: number | null;
  occupation: string | null;
  signature: string | null;
  place: Place;
  logo: string | null;
  tags: string;
  devices: [string, string];
  ipPrefix: string;
  countMatching: number;
}

/** Mainland mobile number prefixes in use (13x-19x). */
const MOBILE_PREFIXES = '130 131 132 133 134 135 136 137 138 139 145 147 150 151 152 153 155 156 157 158 159 166 170 171 173 175 176 177 178 180 181 182 183 184 185 186 187 188 189 191 193 195 198 199'.split(' ');

const WEIGHTED_PLACES = places.map((p) => [p, CITY_WEIGHTS[p.city] ?? 1] as const);

function newcomerRetention(rng: Rng): Retention {
  const kind = rng.weighted<number>([[0, 15], [1, 35], [2, 50]]);
  if (kind === 0) return { floor: rng.float(0.6, 0.8), peak: 0.1, tau: 5 };
  if (kind === 1) return { floor: rng.float(0.08, 0.16), peak: 0.45, tau: 6 };
  return { floor: rng.float(0, 0.02), peak: 0.45, tau: 2 };
}

function veteranRetention(rng: Rng): Retention {
  const floor = rng.weighted<number>([[rng.float(0.5, 0.85), 15], [rng.float(0.12, 0.35), 45], [rng.float(0.02, 0.08), 35], [0, 5]]);
  return { floor, peak: 0, tau: 1 };
}

/** Registration times: 80% inside the window (growing towards now, a few campaign days), 20% 91-400 days ago. */
function registrationTimes(rng: Rng, count: number, w: Window): number[] {
  const campaignDays = new Set(rng.sample(Array.from({ length: w.days }, (_, d) => d), 4));
  const dayWeights = Array.from({ length: w.days }, (_, d) => [d, (1 + (0.8 * d) / w.days) * (campaignDays.has(d) ? 2.5 : 1)] as const);
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    if (rng.chance(0.8)) {
      const dayStart = w.start + rng.weighted(dayWeights) * DAY;
      const t = dayStart + timeOfDay(rng);
      times.push(t < w.now ? t : between(rng, dayStart, w.now));
    } else {
      times.push(w.today - rng.int(91, 400) * DAY + timeOfDay(rng));
    }
  }
  return times.sort((a, b) => a - b);
}

function mobile(rng: Rng, taken: Set<string>): string {
  for (;;) {
    const number = `${rng.pick(MOBILE_PREFIXES)}${String(rng.int(0, 99_999_999)).padStart(8, '0')}`;
    if (!taken.has(number)) {
      taken.add(number);
      return number;
    }
  }
}

function income(rng: Rng): number | null {
  if (rng.chance(0.25)) return null;
  const value = Math.exp(Math.log(8000) + rng.normal() * 0.55);
  return Math.max(1500, Math.min(200_000, Math.round(value / 100) * 100));
}

export function buildUsers(seed: number, count: number, w: Window): SeedUser[] {
  const rng = new Rng(seed, 'users');
  const times = registrationTimes(rng, count, w);
  const nicknames = new Set<string>();
  const mobiles = new Set<string>();
  return times.map((createdAt, index) => {
    const inWindow = createdAt >= w.start;
    const device = rng.weighted(DEVICES);
    return {
      id: FIRST_USER_ID + index,
      createdAt,
      inWindow,
      retention: inWindow ? newcomerRetention(rng) : veteranRetention(rng),
      mobile: mobile(rng, mobiles),
      nickname: T.nickname(rng, nicknames),
      sex: rng.weighted([[1, 48], [2, 46], [0, 6]]),
      age: rng.chance(0.1) ? null : Math.max(18, Math.min(60, Math.round(27 + rng.normal() * 7))),
      income: income(rng),
      occupation: rng.chance(0.1) ? null : rng.pick(OCCUPATIONS),
      signature: T.signature(rng),
      place: rng.weighted(WEIGHTED_PLACES),
      logo: rng.chance(0.9) ? avatarUrl(rng.int(1, 9_999_999)) : null,
      tags: T.tags(rng),
      devices: [device, rng.chance(0.2) ? rng.weighted(DEVICES) : device],
      ipPrefix: rng.pick(IP_PREFIXES),
      countMatching: Math.floor(rng.exponential(12)),
    };
  });
}

/** Users registered at or before `time` are `users[0 .. index)` (users are sorted by registration). */
export function registeredBefore(users: readonly SeedUser[], time: number): number {
  let lo = 0;
  let hi = users.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((users[mid]?.createdAt ?? Infinity) <= time) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
