import type { ReviewState } from '@ops/contracts/codes';
import type { MessageDetail, MessageListItem } from '@ops/contracts/posts';
import type { MachineReview } from '@ops/contracts/screening';
import type { PostRow } from './posts.repository.ts';

export function toMessageListItem(row: PostRow): MessageListItem {
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

export function toMessageDetail(row: PostRow, reportReasons: { reason: string; count: number }[]): MessageDetail {
  return { ...toMessageListItem(row), reportReasons };
}
