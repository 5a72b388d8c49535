import { type MachineReason, VERDICT_STATE } from '@ops/contracts/screening';
import type { Database } from '../../db/client.ts';
import { dayOf } from '../../lib/shanghai-day.ts';
import { mapWithConcurrency } from '../../lib/map-with-concurrency.ts';
import { MACHINE_ACTOR, recordOperations } from '../oplog/record-operation.ts';
import { perceptualHash } from './image-hash.ts';
import { readImage } from './image-source.ts';
import { type ImageHashResult, screenItem } from './item-screener.ts';
import { screeningEntry } from './screening-log.ts';
import type { ScreeningRulesSource } from './screening-rules.ts';
import {
  addScreeningStats,
  applyVerdicts,
  cachedImageHashes,
  lockPendingItems,
  pendingItems,
  type PendingItem,
  type ScreenedKind,
  type StatsDelta,
  storeImageHashes,
  type Verdict,
} from './screening.repository.ts';

/** Images read at once by one worker. */
const IMAGE_READS_AT_ONCE = 8;

/** Reads and hashes the images not hashed yet (outside any transaction: a slow image host holds no lock). */
async function hashesFor(db: Database, items: readonly PendingItem[], read: (url: string) => Promise<Buffer>): Promise<Map<string, ImageHashResult>> {
  const urls = [...new Set(items.flatMap((item) => item.images))];
  const known = await cachedImageHashes(db, urls);
  const missing = urls.filter((url) => !known.has(url));
  const fetched = new Map<string, ImageHashResult>();
  await mapWithConcurrency(missing, IMAGE_READS_AT_ONCE, async (url) => {
    try {
      fetched.set(url, { hash: await perceptualHash(await read(url)), error: null });
    } catch (error) {
      fetched.set(url, { hash: null, error: error instanceof Error && /[\u4e00-\u9fff]/.test(error.message) ? error.message : '图片无法解码' });
    }
  });
  await storeImageHashes(db, fetched);
  return new Map([...known, ...fetched]);
}

/** How a reason is counted in 命中词 TOP: contact details are counted per detector, never by the number or id. */
function statsWord(reason: MachineReason): string {
  if (reason.kind === 'image') return `#${reason.blockedImageId ?? 0}`;
  if (reason.kind === 'mobile' || reason.kind === 'wechat' || reason.kind === 'qq') return '';
  return reason.word ?? '';
}

/** 机审统计's counts of a set of decisions (also used by the demo seed, so its history agrees with its items). */
export function statsOf(verdicts: readonly Verdict[]): StatsDelta {
  const days = new Map<string, { day: string; verdict: string; n: number }>();
  const hits = new Map<string, { day: string; kind: string; category: string; word: string; n: number }>();
  for (const { review } of verdicts) {
    const day = dayOf(review.screenedAt);
    const dayKey = `${day}|${review.verdict}`;
    days.set(dayKey, { day, verdict: review.verdict, n: (days.get(dayKey)?.n ?? 0) + 1 });
    // Each word or detector counts once per item, however often it occurs in it.
    const seen = new Set<string>();
    for (const reason of review.reasons) {
      const word = statsWord(reason);
      const key = `${day}|${reason.kind}|${reason.category}|${word}`;
      if (seen.has(key)) continue;
      seen.add(key);
      hits.set(key, { day, kind: reason.kind, category: reason.category, word, n: (hits.get(key)?.n ?? 0) + 1 });
    }
  }
  return { days: [...days.values()], hits: [...hits.values()] };
}

export interface ScreenBatchOptions {
  kind: ScreenedKind;
  limit: number;
  rules: ScreeningRulesSource;
  readImage?: (url: string) => Promise<Buffer>;
}

/**
 * One batch of the machine review: the oldest items waiting, screened by `screenCandidates`.
 * Answers how many items were decided.
 */
export async function screenPendingBatch(db: Database, options: ScreenBatchOptions): Promise<number> {
  return screenCandidates(db, { ...options, candidates: await pendingItems(db, options.kind, options.limit) });
}

/**
 * One round of a worker's lanes: the oldest `batch × lanes` waiting items of each kind read once and dealt
 * out in consecutive batches (lane 0 gets the oldest), each lane screening its posts, then its videos. A
 * filter per lane in SQL made PostgreSQL sort every waiting row (see `pendingItems`). Answers how many
 * items were decided.
 */
export async function screenRoundInLanes(
  db: Database,
  options: { lanes: number; batch: Record<ScreenedKind, number>; rules: ScreeningRulesSource; readImage?: (url: string) => Promise<Buffer> },
): Promise<number> {
  const { lanes, batch } = options;
  const [posts, videos] = await Promise.all([pendingItems(db, 'post', batch.post * lanes), pendingItems(db, 'video', batch.video * lanes)]);
  const laneShare = (waiting: readonly PendingItem[], lane: number, size: number) => waiting.slice(lane * size, (lane + 1) * size);
  const decided = await Promise.all(
    Array.from({ length: lanes }, async (_, lane) => {
      const screened = await screenCandidates(db, { ...options, kind: 'post', candidates: laneShare(posts, lane, batch.post) });
      return screened + (await screenCandidates(db, { ...options, kind: 'video', candidates: laneShare(videos, lane, batch.video) }));
    }),
  );
  return decided.reduce((sum, n) => sum + n, 0);
}

/**
 * Screens items read as waiting: their images hashed first, then in one transaction the items still
 * waiting are locked (others' are skipped), screened, moved to 2, 3 or 6 with their reasons, logged as
 * 机审 with their decision events, and counted for 机审统计. Answers how many items were decided.
 */
export async function screenCandidates(
  db: Database,
  options: Omit<ScreenBatchOptions, 'limit'> & { candidates: readonly PendingItem[] },
): Promise<number> {
  const { candidates } = options;
  if (candidates.length === 0) return 0;
  const hashes = await hashesFor(db, candidates, options.readImage ?? readImage);
  const rules = await options.rules.current();
  return db.transaction(async (tx) => {
    const locked = await lockPendingItems(tx, options.kind, candidates.map((item) => item.id));
    const now = Date.now();
    const verdicts: Verdict[] = locked
      // An item whose images changed since they were read waits for the next batch.
      .filter((item) => item.images.every((url) => hashes.has(url)))
      .map((item) => {
        const review = screenItem(item, rules, hashes, now);
        return { id: item.id, state: Number(VERDICT_STATE[review.verdict]), review };
      });
    const moved = await applyVerdicts(tx, options.kind, verdicts);
    const applied = verdicts.filter((verdict) => moved.has(verdict.id));
    await recordOperations(tx, MACHINE_ACTOR, applied.map((verdict) => screeningEntry(options.kind, verdict.id, verdict.review)));
    await addScreeningStats(tx, statsOf(applied));
    return applied.length;
  });
}
