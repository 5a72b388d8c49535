import { describe, expect, it } from 'vitest';
import { Rng } from './random.ts';
import { shanghaiDayStart } from './time.ts';

describe('Rng', () => {
  it('repeats the same sequence for the same seed and label, and differs otherwise', () => {
    const take = (rng: Rng) => Array.from({ length: 5 }, () => rng.next());
    expect(take(new Rng(42, 'x'))).toEqual(take(new Rng(42, 'x')));
    expect(take(new Rng(42, 'x'))).not.toEqual(take(new Rng(42, 'y')));
    expect(take(new Rng(42, 'x'))).not.toEqual(take(new Rng(43, 'x')));
  });

  it('keeps integers inside their bounds and reaches both ends', () => {
    const rng = new Rng(1);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i += 1) seen.add(rng.int(3, 7));
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7]);
  });

  it('makes valid, distinct version-4 UUIDs', () => {
    const rng = new Rng(9, 'ids');
    const ids = Array.from({ length: 1000 }, () => rng.uuid());
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('samples distinct items and honours weights', () => {
    const rng = new Rng(5);
    const sample = rng.sample([1, 2, 3, 4, 5, 6], 4);
    expect(new Set(sample).size).toBe(4);
    let heavy = 0;
    for (let i = 0; i < 4000; i += 1) if (rng.weighted([['a', 3], ['b', 1]] as const) === 'a') heavy += 1;
    expect(heavy / 4000).toBeGreaterThan(0.7);
    expect(heavy / 4000).toBeLessThan(0.8);
  });
});

describe('shanghaiDayStart', () => {
  it('cuts days at midnight in Asia/Shanghai (16:00 UTC)', () => {
    expect(new Date(shanghaiDayStart(Date.parse('2026-11-21T06:30:00Z'))).toISOString()).toBe('2026-11-20T16:00:00.000Z');
    expect(new Date(shanghaiDayStart(Date.parse('2026-11-21T15:59:59Z'))).toISOString()).toBe('2026-11-20T16:00:00.000Z');
    expect(new Date(shanghaiDayStart(Date.parse('2026-11-21T16:00:00Z'))).toISOString()).toBe('2026-11-21T16:00:00.000Z');
  });
});
