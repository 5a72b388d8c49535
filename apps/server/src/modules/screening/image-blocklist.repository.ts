import type { BlockedImage, WordCategory } from '@ops/contracts/screening';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { hashHex } from './image-hash.ts';

interface BlockedRow {
  id: string;
  hash: string;
  image_url: string;
  category: WordCategory;
  source_type: 'post' | 'video' | null;
  source_id: string | null;
  created_ms: string;
  created_by: string;
}

const COLUMNS = sql`id::text as id, hash::text as hash, image_url, category, source_type, source_id::text as source_id,
  floor(extract(epoch from created_at) * 1000)::text as created_ms, created_by`;

const toBlockedImage = (row: BlockedRow): BlockedImage => ({
  id: Number(row.id),
  hash: hashHex(BigInt(row.hash)),
  imageUrl: row.image_url,
  category: row.category,
  sourceType: row.source_type,
  sourceId: row.source_id === null ? null : Number(row.source_id),
  createdAt: Number(row.created_ms),
  createdBy: row.created_by,
});

export async function listBlockedImages(executor: Executor, limit: number, offset: number): Promise<{ rows: BlockedImage[]; total: number }> {
  const rows = await queryRows<BlockedRow>(executor, sql`select ${COLUMNS} from image_blocklist order by image_blocklist.id desc limit ${limit} offset ${offset}`);
  const [count] = await queryRows<{ n: number }>(executor, sql`select count(*)::int as n from image_blocklist`);
  return { rows: rows.map(toBlockedImage), total: count?.n ?? 0 };
}

export interface NewBlockedImage {
  hash: bigint;
  imageUrl: string;
  category: WordCategory;
  sourceType: 'post' | 'video';
  sourceId: number;
}

/** Inserts the images whose hash is not listed yet; answers those inserted. */
export async function insertBlockedImages(executor: Executor, images: readonly NewBlockedImage[], by: string): Promise<BlockedImage[]> {
  if (images.length === 0) return [];
  const payload = JSON.stringify(images.map((image) => ({ ...image, hash: image.hash.toString() })));
  const rows = await queryRows<BlockedRow>(
    executor,
    sql`insert into image_blocklist (hash, image_url, category, source_type, source_id, created_by)
        select x.hash::bigint, x."imageUrl", x.category, x."sourceType", x."sourceId", ${by}
        from json_to_recordset(${payload}::json) as x(hash text, "imageUrl" text, category text, "sourceType" text, "sourceId" bigint)
        on conflict (hash) do nothing
        returning ${COLUMNS}`,
  );
  return rows.map(toBlockedImage);
}

export async function deleteBlockedImage(executor: Executor, id: number): Promise<BlockedImage | null> {
  const [row] = await queryRows<BlockedRow>(executor, sql`delete from image_blocklist where id = ${id} returning ${COLUMNS}`);
  return row ? toBlockedImage(row) : null;
}

/** The images of a live or deleted post (its pictures) or video (its cover); null when it does not exist. */
export async function imagesOfItem(executor: Executor, kind: 'post' | 'video', id: number): Promise<string[] | null> {
  const rows = await queryRows<{ images: string[] }>(
    executor,
    kind === 'post' ? sql`select medias as images from posts where id = ${id}` : sql`select jsonb_build_array(pic_url) as images from videos where id = ${id}`,
  );
  return rows[0]?.images ?? null;
}
