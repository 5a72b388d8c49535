import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../apps/server/src/db/client.ts';
import { WORD_CATEGORIES } from '../../packages/contracts/src/screening.ts';
import { textArray } from '../generate/sql-helpers.ts';
import { BENCH_CREATOR } from './lexicon-import.ts';

/** Issue 13's blocklist size. */
export const BLOCKLISTED_IMAGES = 50_000;

/**
 * 50,000 blocklisted images straight into `image_blocklist`: the API hashes real images (加入图片黑库
 * reads the item's pictures), and 50,000 distinct real pictures are not at hand. Random 64-bit hashes
 * (deterministic per row), made-up CDN URLs, categories spread over the list, added over the last year
 * from posts. Random hashes lie ~32 bits apart, so about one demo picture in 2,000 falls within the
 * match distance of one of them by chance (a few blocked verdicts, as a real blocklist gives).
 * Answers the images in the list afterwards.
 */
export async function fillImageBlocklist(db: Database, count = BLOCKLISTED_IMAGES): Promise<number> {
  await db.execute(sql.raw(`
    insert into image_blocklist (hash, image_url, category, source_type, source_id, created_at, created_by)
    select hashint8extended(g, 1313), 'https://cdn.app.example.com/blocked/' || g || '.jpg',
           (${textArray(WORD_CATEGORIES)})[1 + (g % ${WORD_CATEGORIES.length})], 'post', 1000000 + g,
           now() - (g % 365) * interval '1 day', '${BENCH_CREATOR}'
    from generate_series(1, ${count}) g
    on conflict (hash) do nothing`));
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from image_blocklist`);
  return row?.n ?? 0;
}
