import { MSG } from '@ops/contracts/messages';
import { TARGET_TYPE } from '@ops/contracts/operations';
import { type BlockedImageList, type BlockImagesResult, type blockImagesBodySchema, SCREENING_MSG } from '@ops/contracts/screening';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { paged, type PageRequest, limitOffset } from '../../lib/paging.ts';
import { type Actor, recordOperation } from '../oplog/record-operation.ts';
import { perceptualHash } from './image-hash.ts';
import { ImageBlocklistMatcher } from './image-matcher.ts';
import { deleteBlockedImage, imagesOfItem, insertBlockedImages, listBlockedImages, type NewBlockedImage } from './image-blocklist.repository.ts';
import { readImage } from './image-source.ts';
import { readBlockedImageHashes } from './screening-rules.repository.ts';
import { cachedImageHashes } from './screening.repository.ts';

export async function listImageBlocklist(db: Database, query: PageRequest): Promise<BlockedImageList> {
  const { rows, total } = await listBlockedImages(db, limitOffset(query).limit, limitOffset(query).offset);
  return paged(rows, total, query);
}

type BlockInput = z.output<typeof blockImagesBodySchema>;

/**
 * 加入图片黑库: every image of the item, hashed (the worker's hash when it has one, else read and
 * hashed now, outside the transaction), then listed;
 * an image that cannot be read, or is the same as one listed already (within the matching
 * distance), is skipped with the reason. Each later image like these is machine-rejected.
 */
export async function blockImagesOfItem(db: Database, actor: Actor, input: BlockInput, read: (url: string) => Promise<Buffer> = readImage): Promise<BlockImagesResult> {
  const urls = await imagesOfItem(db, input.targetType, input.targetId);
  if (urls === null) throw notFound(input.targetType === 'post' ? MSG.postNotFound : MSG.videoNotFound);
  const skipped: BlockImagesResult['skipped'] = [];
  if (urls.length === 0) return { added: [], skipped: [{ image: '', reason: SCREENING_MSG.noImages }] };
  const unique = [...new Set(urls)];
  // The worker hashed most of them already (image_hashes); only those it did not, or could not, are read now.
  const known = await cachedImageHashes(db, unique);
  const hashed: NewBlockedImage[] = [];
  for (const url of unique) {
    try {
      const hash = known.get(url)?.hash ?? (await perceptualHash(await read(url)));
      hashed.push({ hash, imageUrl: url, category: input.category, sourceType: input.targetType, sourceId: input.targetId });
    } catch {
      skipped.push({ image: url, reason: SCREENING_MSG.imageUnreadable });
    }
  }
  return db.transaction(async (tx) => {
    const listed = new ImageBlocklistMatcher(await readBlockedImageHashes(tx));
    const fresh: NewBlockedImage[] = [];
    for (const image of hashed) {
      const same = listed.closest(image.hash) ?? (fresh.some((other) => other.hash === image.hash) ? { distance: 0 } : null);
      if (same) skipped.push({ image: image.imageUrl, reason: SCREENING_MSG.imageAlreadyBlocked });
      else fresh.push(image);
    }
    const added = await insertBlockedImages(tx, fresh, actor.operatorName);
    for (const image of fresh.filter((candidate) => !added.some((row) => row.imageUrl === candidate.imageUrl))) {
      skipped.push({ image: image.imageUrl, reason: SCREENING_MSG.imageAlreadyBlocked });
    }
    if (added.length > 0) {
      await recordOperation(tx, actor, {
        operation: 'blockImages',
        description: `${input.targetType === 'post' ? '动态' : '视频'} ${input.targetId} 的 ${added.length} 张图片加入图片黑库（${input.category}）`,
        targetType: input.targetType === 'post' ? TARGET_TYPE.post : TARGET_TYPE.video,
        targetId: input.targetId,
        after: { images: added.map((image) => ({ id: image.id, hash: image.hash, imageUrl: image.imageUrl })) },
      });
    }
    return { added, skipped };
  });
}

export function unblockImage(db: Database, actor: Actor, id: number): Promise<{ ok: true }> {
  return db.transaction(async (tx) => {
    const removed = await deleteBlockedImage(tx, id);
    if (!removed) throw notFound(SCREENING_MSG.blockedImageNotFound);
    await recordOperation(tx, actor, {
      operation: 'unblockImage',
      description: `移出图片黑库：${removed.imageUrl}（${removed.hash}）`,
      targetType: TARGET_TYPE.blockedImage,
      targetId: id,
      before: removed,
    });
    return { ok: true as const };
  });
}
