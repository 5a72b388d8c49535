import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrency-limit.ts';

describe('concurrencyLimit', () => {
  it('runs at most max tasks at once, the rest in arrival order, also when tasks fail', async () => {
    const limit = concurrencyLimit(2);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const task = (n: number) =>
      limit(async () => {
        started.push(n);
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        if (n === 1) throw new Error('task 1 fails');
        return n;
      });
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map(task));
    expect(peak).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'failed'))).toEqual(['failed', 2, 3, 4, 5]);
  });
});
