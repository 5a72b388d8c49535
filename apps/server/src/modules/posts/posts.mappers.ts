import type { ReviewState } from '@ops/contracts/codes';
import type { MessageDetail, MessageListItem } from '@ops/contracts/posts';
import type { MachineReview } from '@ops/contracts/screening';
import { heldByOf } from '../review-queue/held-by.ts';
import type { PostListRow, PostRow } from './posts.repository.ts';

function toMessageFields(row: PostRow): Omit<MessageListItem, 'heldBy'> {
  return {
    id: row.id,
    userId: row.userId,
    nickname: row.nickname,
    userLogo: row.userLogo,
    text: row.text,
    medias: row.medias,
    state: String(row.state) as ReviewState,
    topState: row.topState === 2 ? 2 : 1,
    createDate: row.createdAt.getTime(),
    likeCount: row.likeCount,
    commentCount: row.commentCount,
    forwardingCount: row.forwardCount,
    reportCount: row.reportCount,
    machineReview: (row.machineReview as MachineReview | null) ?? null,
  };
}

export function toMessageListItem(row: PostListRow): MessageListItem {
  return { ...toMessageFields(row), heldBy: heldByOf(row) };
}

export function toMessageDetail(row: PostRow, reportReasons: { reason: string; count: number }[]): MessageDetail {
  return { ...toMessageFields(row), reportReasons };
}
