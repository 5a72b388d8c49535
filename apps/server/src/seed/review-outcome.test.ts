import type { MachineVerdict } from '@ops/contracts/screening';
import { describe, expect, it } from 'vitest';
import { Rng } from './random.ts';
import { reviewOutcome } from './review-outcome.ts';
import { DAY, demoWindow, MINUTE, SECOND } from './time.ts';

const w = demoWindow(Date.parse('2026-11-21T06:30:00.000Z'));
const item = (age: number, reported = false) => ({ createdAt: w.now - age, screenAt: w.now - age + 30 * SECOND, reported });

function outcomes(verdict: MachineVerdict, age: number, reported = false, draws = 2000) {
  const rng = new Rng(1, `${verdict}-${age}-${reported}`);
  return Array.from({ length: draws }, () => reviewOutcome(rng, verdict, item(age, reported), w));
}
const share = (list: { state: number }[], state: number) => list.filter((o) => o.state === state).length / list.length;

describe('reviewOutcome', () => {
  it('leaves an item the machine has not screened waiting in 1', () => {
    expect(reviewOutcome(new Rng(1), null, item(30 * SECOND), w)).toEqual({ state: 1, reviewedAt: null });
  });

  it('keeps each verdict to the states it can lead to, decided by the machine at once or by a person later, never after now', () => {
    const allowed: Record<MachineVerdict, number[]> = { pass: [2, 4], review: [3, 4, 5], block: [5, 6] };
    for (const verdict of ['pass', 'review', 'block'] as const) {
      for (const age of [5 * MINUTE, 3 * DAY, 40 * DAY]) {
        for (const outcome of outcomes(verdict, age, true, 300)) {
          const screenAt = item(age).screenAt;
          expect(allowed[verdict]).toContain(outcome.state);
          if (outcome.state === 2 || outcome.state === 6) expect(outcome.reviewedAt).toBe(screenAt);
          if (outcome.state === 3) expect(outcome.reviewedAt).toBeNull();
          if (outcome.state === 4 || outcome.state === 5) {
            expect(outcome.reviewedAt).toBeGreaterThanOrEqual(screenAt + 10 * MINUTE);
            expect(outcome.reviewedAt).toBeLessThanOrEqual(w.now);
          }
        }
      }
    }
  });

  it('lets operators reject only reported machine passes, and pass about one machine rejection in ten', () => {
    expect(share(outcomes('pass', 40 * DAY), 2)).toBe(1);
    const reported = share(outcomes('pass', 40 * DAY, true), 4);
    expect(reported).toBeGreaterThan(0.15);
    expect(reported).toBeLessThan(0.35);
    const overturned = share(outcomes('block', 40 * DAY), 5);
    expect(overturned).toBeGreaterThan(0.05);
    expect(overturned).toBeLessThan(0.15);
  });

  it('keeps recent 送人审 items in the queue, lets old ones be decided, and rejects reported ones more often', () => {
    expect(share(outcomes('review', 5 * MINUTE), 3)).toBe(1);
    expect(share(outcomes('review', 6 * 60 * MINUTE), 3)).toBeGreaterThan(0.7);
    expect(share(outcomes('review', 40 * DAY), 3)).toBeLessThan(0.15);
    expect(share(outcomes('review', 40 * DAY, true), 4)).toBeGreaterThan(share(outcomes('review', 40 * DAY), 4) + 0.15);
  });
});
