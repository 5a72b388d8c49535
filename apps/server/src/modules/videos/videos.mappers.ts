import type { ReviewState } from '@ops/contracts/codes';
import type { MachineReview } from '@ops/contracts/screening';
import type { VideoItem } from '@ops/contracts/videos';
import { heldByOf } from '../review-queue/held-by.ts';
import type { VideoRow } from './videos.repository.ts';

/** A video list row as the audit list and the claim answer show it. */
export function toVideoItem(row: VideoRow): VideoItem {
  return {
    id: row.id,
    userId: row.userId,
    nickname: row.nickname,
    text: row.text,
    state: String(row.state) as ReviewState,
    picUrl: row.picUrl,
    videoUrl: row.videoUrl,
    durationSeconds: row.durationSeconds,
    createDate: row.createdAt.getTime(),
    likeCount: row.likeCount,
    commentCount: row.commentCount,
    forwardingCount: row.forwardCount,
    reportCount: row.reportCount,
    machineReview: (row.machineReview as MachineReview | null) ?? null,
    heldBy: heldByOf(row),
  };
}
