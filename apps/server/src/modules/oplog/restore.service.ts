import { LOG_MSG, type RestoreResult } from '@ops/contracts/oplog';
import { OPERATION, TARGET_TYPE } from '@ops/contracts/operations';
import type { Database } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { isPostDeleted, restoreDeletedPost } from '../posts/posts.repository.ts';
import { findLogTarget } from './logs.repository.ts';
import { type Actor, recordOperation } from './record-operation.ts';

/**
 * Undoes a post deletion from its log entry: the post comes back into every list, and the restore
 * is logged in the same transaction. A post already back (someone restored it first) → 409.
 */
export function restorePostFromLog(db: Database, actor: Actor, logId: number): Promise<RestoreResult> {
  return db.transaction(async (tx) => {
    const entry = await findLogTarget(tx, logId);
    if (!entry) throw notFound(LOG_MSG.notFound);
    const postId = Number(entry.targetId);
    if (entry.action !== OPERATION.deletePost.action || entry.targetType !== TARGET_TYPE.post || !Number.isSafeInteger(postId)) {
      throw badRequest(LOG_MSG.notRestorable);
    }
    const restored = await restoreDeletedPost(tx, postId, logId);
    if (!restored) throw conflict((await isPostDeleted(tx, postId)) ? LOG_MSG.deletedAgain : LOG_MSG.alreadyRestored);
    const id = await recordOperation(tx, actor, {
      operation: 'restorePost',
      description: `${OPERATION.restorePost.content} ${postId}（撤销日志 ${logId} 的删除）`,
      targetType: TARGET_TYPE.post,
      targetId: postId,
      before: { deleted: true, deletedAt: restored.deletedAt, deletedBy: restored.deletedBy },
      after: { deleted: false },
      decision: { deleted: false, state: restored.state },
    });
    return { postId, restoreLogId: id };
  });
}
