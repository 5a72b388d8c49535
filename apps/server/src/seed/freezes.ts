import { Rng } from './random.ts';
import { between, DAY, HOUR, MINUTE, type Window } from './time.ts';
import type { SeedUser } from './users.ts';
import { FREEZE_REMARKS, THAW_REMARKS } from './word-lists.ts';

export interface SeedFreeze {
  id: number;
  userId: number;
  freezingTime: '1' | '2' | '3';
  freezingRange: '1' | '2' | '3';
  reason: '1' | '2' | '3' | '4';
  remarks: string;
  createdAt: number;
  /** null = permanent. */
  expiresAt: number | null;
  thawedAt: number | null;
  thawReason: string | null;
  thawRemarks: string | null;
  /** Freezes that ran out before the demo starts count as announced (issue 12); later ones are, when they end. */
  expiryRecordedAt: number | null;
}

export interface FreezePlan {
  rows: SeedFreeze[];
  /** users.frozen_until per user id (absent = null). */
  frozenUntil: Map<number, number | 'infinity'>;
  /** Login freezes: no activity from these users inside these intervals. */
  blocked: Map<number, [number, number][]>;
}

const DAYS_OF: Record<SeedFreeze['freezingTime'], number | null> = { '1': 3, '2': 7, '3': null };

function freezeRow(rng: Rng, userId: number, createdAt: number, freezingTime: SeedFreeze['freezingTime']): SeedFreeze {
  const reason = rng.weighted<SeedFreeze['reason']>([['1', 40], ['2', 20], ['3', 30], ['4', 10]]);
  const days = DAYS_OF[freezingTime];
  return {
    id: 0,
    userId,
    freezingTime,
    freezingRange: rng.weighted<SeedFreeze['freezingRange']>([['1', 50], ['2', 30], ['3', 20]]),
    reason,
    remarks: reason === '4' || rng.chance(0.5) ? rng.pick(FREEZE_REMARKS) : '',
    createdAt,
    expiresAt: days === null ? null : createdAt + days * DAY,
    thawedAt: null,
    thawReason: null,
    thawRemarks: null,
    expiryRecordedAt: null,
  };
}

/** About 3% of users frozen now (with an active row), about 4% with a thawed or expired freeze in their history. */
export function planFreezes(seed: number, users: readonly SeedUser[], w: Window): FreezePlan {
  const rng = new Rng(seed, 'freezes');
  const rows: SeedFreeze[] = [];
  const frozenUntil = new Map<number, number | 'infinity'>();
  const candidates = users.filter((u) => u.createdAt < w.now - 12 * DAY);
  const chosen = rng.sample(candidates, Math.round(users.length * 0.07));
  const currentCount = Math.round(users.length * 0.03);

  chosen.forEach((user, index) => {
    const earliest = Math.max(user.createdAt + DAY, w.now - 80 * DAY);
    if (index < currentCount) {
      const time = rng.weighted<SeedFreeze['freezingTime']>([['1', 35], ['2', 35], ['3', 30]]);
      const span = (DAYS_OF[time] ?? 60) * DAY;
      const row = freezeRow(rng, user.id, between(rng, Math.max(earliest, w.now - span + 30 * MINUTE), w.now - 5 * MINUTE), time);
      rows.push(row);
      frozenUntil.set(user.id, row.expiresAt ?? 'infinity');
      if (rng.chance(0.3) && row.createdAt - 10 * DAY > earliest) {
        const old = freezeRow(rng, user.id, between(rng, earliest, row.createdAt - 10 * DAY), rng.pick(['1', '2'] as const));
        rows.push(old);
      }
      return;
    }
    if (rng.chance(0.5)) {
      const row = freezeRow(rng, user.id, between(rng, earliest, w.now - 2 * DAY), rng.pick(['1', '2', '3'] as const));
      const until = Math.min(row.expiresAt ?? w.now, w.now);
      row.thawedAt = between(rng, row.createdAt + HOUR, until - MINUTE);
      row.thawReason = '';
      row.thawRemarks = rng.pick(THAW_REMARKS);
      rows.push(row);
    } else {
      const time = rng.pick(['1', '2'] as const);
      const latest = w.now - ((DAYS_OF[time] ?? 7) * DAY + HOUR);
      const row = freezeRow(rng, user.id, between(rng, Math.min(earliest, latest), latest), time);
      rows.push(row);
      if (rng.chance(0.5) && row.expiresAt !== null) frozenUntil.set(user.id, row.expiresAt);
    }
  });

  rows.sort((a, b) => a.createdAt - b.createdAt || a.userId - b.userId);
  rows.forEach((row, i) => (row.id = i + 1));
  for (const row of rows) {
    if (row.thawedAt === null && row.expiresAt !== null && row.expiresAt <= w.now) row.expiryRecordedAt = row.expiresAt;
  }
  const blocked = new Map<number, [number, number][]>();
  for (const row of rows) {
    if (row.freezingRange !== '1') continue;
    const end = row.thawedAt ?? row.expiresAt ?? Number.POSITIVE_INFINITY;
    blocked.set(row.userId, [...(blocked.get(row.userId) ?? []), [row.createdAt, end]]);
  }
  return { rows, frozenUntil, blocked };
}
