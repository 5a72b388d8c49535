import { type MachineReview, machineReviewSchema, screeningStatsQuerySchema, VERDICT_STATE, type WordCategory } from '@ops/contracts/screening';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { queryRows } from '../db/client.ts';
import { dayOf } from '../lib/shanghai-day.ts';
import { demoImageSvg } from '../modules/media/media-routes.ts';
import { perceptualHash } from '../modules/screening/image-hash.ts';
import { ImageBlocklistMatcher } from '../modules/screening/image-matcher.ts';
import { type ImageHashResult, screenItem } from '../modules/screening/item-screener.ts';
import { loadScreeningRules } from '../modules/screening/screening-rules.ts';
import { screeningStats } from '../modules/screening/screening-stats.service.ts';
import { loadStarterLexicon } from '../modules/screening/sensitive-words.service.ts';
import { seedDemoData } from './seed-demo-data.ts';
import { DAY, MINUTE, SECOND } from './time.ts';

const NOW = new Date('2026-11-21T06:30:00.000Z');
let db: TestDatabase;

interface SeededItem {
  id: string;
  kind: 'post' | 'video';
  text: string;
  images: string[];
  state: number;
  top_state: number;
  created_ms: string;
  reviewed_ms: string | null;
  machine_review: MachineReview | null;
}

interface ListedRow {
  id: string;
  hash: string;
  image_url: string;
  category: string;
  source_type: string | null;
  source_id: string | null;
  created_ms: string;
  created_by: string;
}

const ms = (column: string) => sql.raw(`floor(extract(epoch from ${column}) * 1000)::text`);
let items: SeededItem[] = [];
let listed: ListedRow[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  await seedDemoData((db.owner ?? db).db, { scale: 0.05, now: NOW });
  items = await queryRows<SeededItem>(
    db.db,
    sql`select id::text, 'post' as kind, text, medias as images, state, top_state, ${ms('created_at')} as created_ms, ${ms('reviewed_at')} as reviewed_ms, machine_review from posts
        union all
        select id::text, 'video', text, jsonb_build_array(pic_url), state, 1, ${ms('created_at')}, ${ms('reviewed_at')}, machine_review from videos`,
  );
  listed = await queryRows<ListedRow>(
    db.db,
    sql`select id::text, hash::text, image_url, category, source_type, source_id::text, ${ms('created_at')} as created_ms, created_by from image_blocklist order by id`,
  );
});
afterAll(() => db.close());

const screened = () => items.filter((item): item is SeededItem & { machine_review: MachineReview } => item.machine_review !== null);

describe('the machine review of the seeded posts and videos', () => {
  it('is recorded on every screened item and agrees with its state', () => {
    expect(items.length).toBe(660);
    for (const item of items) {
      const label = `${item.kind} ${item.id} in ${item.state}`;
      const created = Number(item.created_ms);
      if (item.machine_review === null) {
        // Only what was published in the last minutes still waits for the machine.
        expect(item.state, label).toBe(1);
        expect(created, label).toBeGreaterThan(NOW.getTime() - 3 * MINUTE);
        continue;
      }
      const review = machineReviewSchema.parse(item.machine_review);
      expect(review.screenedAt - created, label).toBeGreaterThanOrEqual(5 * SECOND);
      expect(review.screenedAt - created, label).toBeLessThanOrEqual(3 * MINUTE);
      expect(review.screenedAt, label).toBeLessThanOrEqual(NOW.getTime());
      if ([2, 3, 6].includes(item.state)) expect(Number(VERDICT_STATE[review.verdict]), label).toBe(item.state);
      // An operator rejects a machine pass or a 送人审 item (4), and passes a 送人审 item or a machine rejection (5).
      if (item.state === 4) expect(['pass', 'review'], label).toContain(review.verdict);
      if (item.state === 5) expect(['review', 'block'], label).toContain(review.verdict);
      if (item.state === 3) expect(item.reviewed_ms, label).toBeNull();
      if (item.state === 2 || item.state === 6) expect(Number(item.reviewed_ms), label).toBe(review.screenedAt);
      if (item.state === 4 || item.state === 5) expect(Number(item.reviewed_ms), label).toBeGreaterThan(review.screenedAt);
      if (item.top_state === 2) expect([2, 5], label).toContain(item.state);
    }
    expect([...new Set(items.map((item) => item.state))]).toEqual(expect.arrayContaining([2, 3, 4, 5, 6]));
  });

  it('is what the real screener decides: with the rules of that moment, and with today’s for all but the listed pictures’ first posts', async () => {
    // The rules the worker will use from the database: the starter lexicon (put in at the first start), the default detectors, 图片黑库.
    await loadStarterLexicon(db.db);
    const now = await loadScreeningRules(db.db);
    const hashes = new Map<string, ImageHashResult>();
    for (const url of new Set(items.flatMap((item) => item.images))) {
      hashes.set(url, { hash: await perceptualHash(Buffer.from(demoImageSvg(url) ?? '')), error: null });
    }
    const sources = new Set(listed.map((row) => row.source_id));
    for (const item of screened()) {
      const review = item.machine_review;
      const then = listed.filter((row) => Number(row.created_ms) < review.screenedAt).map((row) => ({ id: Number(row.id), hash: BigInt(row.hash), category: row.category as WordCategory }));
      const rulesThen = { ...now, images: new ImageBlocklistMatcher(then) };
      expect(screenItem(item, rulesThen, hashes, review.screenedAt), `${item.kind} ${item.id}`).toEqual(review);
      const today = screenItem(item, now, hashes, review.screenedAt);
      if (sources.has(item.id)) expect(today.verdict, `${item.id} first showed a listed picture`).toBe('block');
      else expect(today.verdict, `${item.kind} ${item.id}`).toBe(review.verdict);
    }
  });

  it('shows every outcome: a pass, 送人审 by a word and by a detector, a rejection by a word and by a listed picture', () => {
    const reviews = screened().map((item) => item.machine_review);
    const has = (verdict: string, kinds: string[]) => reviews.some((r) => r.verdict === verdict && r.reasons.some((reason) => kinds.includes(reason.kind)));
    expect(reviews.some((r) => r.verdict === 'pass' && r.reasons.length === 0)).toBe(true);
    expect(has('review', ['word'])).toBe(true);
    expect(has('review', ['mobile', 'wechat', 'qq', 'url'])).toBe(true);
    expect(reviews.some((r) => r.verdict === 'block' && r.reasons.some((reason) => reason.kind === 'word' && reason.action === 'block'))).toBe(true);
    expect(reviews.some((r) => r.verdict === 'block' && r.reasons.some((reason) => reason.kind === 'image'))).toBe(true);
    // Contact details and ads are a few per cent of the posts, the rest passes.
    const flagged = reviews.filter((r) => r.verdict !== 'pass').length / reviews.length;
    expect(flagged).toBeGreaterThan(0.03);
    expect(flagged).toBeLessThan(0.2);
  });

  it('lists a few pictures on 图片黑库 with their real hashes, each from the post it first came with', async () => {
    expect(listed.length).toBeGreaterThanOrEqual(3);
    for (const row of listed) {
      expect(BigInt(row.hash)).toBe(await perceptualHash(Buffer.from(demoImageSvg(row.image_url) ?? '')));
      expect(row).toMatchObject({ source_type: 'post', created_by: 'admin' });
      expect(['色情', '广告引流', '赌博']).toContain(row.category);
      const created = Number(row.created_ms);
      expect(created).toBeGreaterThan(NOW.getTime() - 5 * DAY);
      expect(created).toBeLessThan(NOW.getTime() - DAY);
      const source = items.find((item) => item.kind === 'post' && item.id === row.source_id);
      expect(source?.images).toEqual([row.image_url]);
      expect(source?.machine_review?.screenedAt).toBeLessThan(created);
      expect([4, 6]).toContain(source?.state);
      const reposts = screened().filter((item) => item.machine_review.reasons.some((reason) => reason.kind === 'image' && String(reason.blockedImageId) === row.id));
      expect(reposts.length, row.image_url).toBeGreaterThan(0);
      for (const repost of reposts) expect(repost.images.some((url) => url.startsWith(row.image_url.replace(/\.svg$/, 'v'))), repost.id).toBe(true);
    }
  });
});

describe('the seeded 机审统计', () => {
  it('counts each day exactly the items the machine screened that day, by verdict', async () => {
    const start = NOW.getTime() - 89 * DAY;
    const stats = await screeningStats(db.db, screeningStatsQuerySchema.parse({ sd: String(start), ed: String(NOW.getTime()) }), NOW.getTime());
    expect(stats.items).toHaveLength(90);
    const expected = new Map<string, { pass: number; review: number; block: number }>();
    for (const { machine_review: review } of screened()) {
      const day = expected.get(dayOf(review.screenedAt)) ?? { pass: 0, review: 0, block: 0 };
      day[review.verdict] += 1;
      expected.set(dayOf(review.screenedAt), day);
    }
    for (const day of stats.items) {
      const want = expected.get(day.time) ?? { pass: 0, review: 0, block: 0 };
      expect(day, day.time).toEqual({ time: day.time, screened: want.pass + want.review + want.block, passed: want.pass, review: want.review, blocked: want.block });
    }
    expect(stats.items.reduce((sum, day) => sum + day.screened, 0)).toBe(screened().length);
  });

  it('counts each word once per item that has it, contact details per detector and pictures by their 图片黑库 id', async () => {
    const hits = await queryRows<{ kind: string; word: string; n: number }>(db.db, sql`select kind, word, sum(n)::int as n from screening_daily_hits group by kind, word`);
    const count = (kind: string, word: string) => hits.find((row) => row.kind === kind && row.word === word)?.n ?? 0;
    const itemsWith = (match: (reason: MachineReview['reasons'][number]) => boolean) => screened().filter((item) => item.machine_review.reasons.some(match)).length;
    const words = new Set(screened().flatMap((item) => item.machine_review.reasons.filter((reason) => reason.kind === 'word').map((reason) => reason.word ?? '')));
    expect(words.size).toBeGreaterThan(3);
    for (const word of words) expect(count('word', word), word).toBe(itemsWith((reason) => reason.kind === 'word' && reason.word === word));
    for (const kind of ['mobile', 'wechat', 'qq'] as const) expect(count(kind, ''), kind).toBe(itemsWith((reason) => reason.kind === kind));
    for (const row of listed) expect(count('image', `#${row.id}`)).toBe(itemsWith((reason) => reason.kind === 'image' && String(reason.blockedImageId) === row.id));
    expect(hits.some((row) => /\d{5,}/.test(row.word))).toBe(false);
  });
});
