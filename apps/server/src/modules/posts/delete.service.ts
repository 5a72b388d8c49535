import { MSG } from '@ops/contracts/messages';
import { OPERATION, TARGET_TYPE } from '@ops/contracts/operations';
import type { BatchResult } from '@ops/contracts/moderation';
import type { Database } from '../../db/client.ts';
import { missingIdsError, uniqueIds } from '../moderation/id-list.ts';
import { type Actor, recordOperations } from '../oplog/record-operation.ts';
import { findDeletedPosts, softDeletePosts } from './posts.repository.ts';

/**
 * Soft-deletes posts (architecture 5): each leaves every list and count, and its log row keeps the
 * list fields so the delete can be undone from the log. A post someone already deleted is skipped,
 * naming who and when; an id that never existed fails the whole call with 404 and nothing changes.
 */
export function deletePosts(db: Database, actor: Actor, ids: readonly number[]): Promise<BatchResult> {
  const unique = uniqueIds(ids);
  return db.transaction(async (tx) => {
    const deleted = await softDeletePosts(tx, unique, actor.operatorId);
    const byId = new Map(deleted.map((post) => [post.id, post]));
    const notDeletedNow = unique.filter((id) => !byId.has(id));
    const alreadyDeleted = notDeletedNow.length > 0 ? await findDeletedPosts(tx, notDeletedNow) : [];
    const deletedBefore = new Map(alreadyDeleted.map((post) => [post.id, post]));
    const missing = notDeletedNow.filter((id) => !deletedBefore.has(id));
    if (missing.length > 0) throw missingIdsError('动态', missing);
    await recordOperations(
      tx,
      actor,
      unique.flatMap((id) => byId.get(id) ?? []).map((post) => ({
        operation: 'deletePost' as const,
        description: `${OPERATION.deletePost.content} ${post.id}`,
        targetType: TARGET_TYPE.post,
        targetId: post.id,
        before: post,
        after: { deleted: true },
        decision: { deleted: true, state: post.state },
      })),
    );
    return {
      done: unique.filter((id) => byId.has(id)),
      skipped: notDeletedNow.flatMap((id) => {
        const post = deletedBefore.get(id);
        return post ? [{ id, reason: MSG.alreadyDeleted, decidedBy: post.deletedBy, decidedAt: post.deletedAt }] : [];
      }),
    };
  });
}
