import { TOP_STATE } from '@ops/contracts/codes';
import type { Paged } from '@ops/contracts/common';
import { MSG } from '@ops/contracts/messages';
import { TARGET_TYPE } from '@ops/contracts/operations';
import type { Comment, commentQuerySchema, MessageDetail, MessageListResult, messageListQuerySchema } from '@ops/contracts/posts';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { limitOffset, paged } from '../../lib/paging.ts';
import { auditTotals, countInStates, toContentFilter } from '../moderation/content-list.ts';
import { type Actor, recordOperation } from '../oplog/record-operation.ts';
import { listPostComments } from './comments.repository.ts';
import { toMessageDetail, toMessageListItem } from './posts.mappers.ts';
import { changeTopState, findPost, listPosts, listReportReasons, postExists } from './posts.repository.ts';

export type MessageListQueryInput = z.output<typeof messageListQuerySchema>;
export type CommentQueryInput = z.output<typeof commentQuerySchema>;

/** The post list of the management page, the image-and-text audit and a user's dynamic records, with the tab totals. */
export async function listMessages(db: Database, query: MessageListQueryInput): Promise<MessageListResult> {
  const filter = toContentFilter(query);
  const { rows, counts } = await listPosts(db, filter);
  return {
    ...paged(rows.map(toMessageListItem), countInStates(counts, filter.states), query),
    totals: auditTotals(counts),
  };
}

async function loadDetail(executor: Executor, id: number): Promise<MessageDetail> {
  const row = await findPost(executor, id);
  if (!row) throw notFound(MSG.postNotFound);
  return toMessageDetail(row, await listReportReasons(executor, id));
}

export function getMessageDetail(db: Database, id: number): Promise<MessageDetail> {
  return loadDetail(db, id);
}

const PIN = {
  top: { from: TOP_STATE.notPinned, to: TOP_STATE.pinned, operation: 'pinPost', conflict: MSG.alreadyPinned },
  untop: { from: TOP_STATE.pinned, to: TOP_STATE.notPinned, operation: 'unpinPost', conflict: MSG.notPinned },
} as const;

/** Pins (1 → 2) or unpins (2 → 1) a live post with a guarded update and logs it; answers the fresh detail. */
export function changePin(db: Database, actor: Actor, id: number, change: keyof typeof PIN): Promise<MessageDetail> {
  const rule = PIN[change];
  return db.transaction(async (tx) => {
    if (!(await changeTopState(tx, id, rule.from, rule.to))) {
      if (!(await postExists(tx, id))) throw notFound(MSG.postNotFound);
      throw conflict(rule.conflict);
    }
    await recordOperation(tx, actor, {
      operation: rule.operation,
      description: `动态 ${id}`,
      targetType: TARGET_TYPE.post,
      targetId: id,
      before: { topState: rule.from },
      after: { topState: rule.to },      decision: { topState: rule.to },
    });
    return loadDetail(tx, id);
  });
}

/** Comments of a live post, page by page (architecture 5: the detail dialog asks for page 1, 2, 3 ...). */
export async function listComments(db: Database, query: CommentQueryInput): Promise<Paged<Comment>> {
  if (!(await postExists(db, query.messageID))) throw notFound(MSG.postNotFound);
  const { rows, total } = await listPostComments(db, query.messageID, {
    sortProp: query.sortProp ?? 'id',
    sortOrder: query.sortOrder ?? 'descending',
    ...limitOffset(query),
  });
  return paged(
    rows.map(({ createdAt, ...row }) => ({ ...row, createDate: createdAt.getTime() })),
    total,
    query,
  );
}
