import type { ScreeningStats, screeningStatsQuerySchema } from '@ops/contracts/screening';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { eachDay } from '../../lib/shanghai-day.ts';
import { resolveDayRange } from '../statistics/statistics-range.ts';
import { hitsPerCategory, screenedPerDay, topHits } from './screening-stats.repository.ts';

const TOP_WORDS = 20;

/** 机审统计: per day how many items the machine screened and how it decided, and what hit most over the range. */
export async function screeningStats(db: Database, query: z.output<typeof screeningStatsQuerySchema>, now: number): Promise<ScreeningStats> {
  const range = resolveDayRange({ sd: query.sd, ed: query.ed }, now);
  const [perDay, categories, words] = await Promise.all([
    screenedPerDay(db, range.from, range.lastShown),
    hitsPerCategory(db, range.from, range.lastShown),
    topHits(db, range.from, range.lastShown, TOP_WORDS),
  ]);
  const count = (day: string, verdict: string) => perDay.find((row) => row.day === day && row.verdict === verdict)?.n ?? 0;
  const items = eachDay(range.from, range.lastShown).map((day) => {
    const passed = count(day, 'pass');
    const review = count(day, 'review');
    const blocked = count(day, 'block');
    return { time: day, screened: passed + review + blocked, passed, review, blocked };
  });
  return { from: range.from, to: range.to, items, categories, words };
}
