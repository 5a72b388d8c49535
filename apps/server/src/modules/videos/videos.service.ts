import type { ReviewState } from '@ops/contracts/codes';
import type { MachineReview } from '@ops/contracts/screening';
import type { VideoItem, VideoListResult, videoListQuerySchema } from '@ops/contracts/videos';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { paged } from '../../lib/paging.ts';
import { auditTotals, countInStates, toContentFilter } from '../moderation/content-list.ts';
import { countVideosByState, listVideos as listVideoRows, type VideoRow } from './videos.repository.ts';

export type VideoListQueryInput = z.output<typeof videoListQuerySchema>;

function toVideoItem(row: VideoRow): VideoItem {
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
  };
}

/** The video audit list and a user's video records, with the tab totals (same rules as the post list, no type). */
export async function listVideos(db: Database, query: VideoListQueryInput): Promise<VideoListResult> {
  const filter = toContentFilter(query);
  const [rows, counts] = await Promise.all([listVideoRows(db, filter), countVideosByState(db, filter)]);
  return {
    ...paged(rows.map(toVideoItem), countInStates(counts, filter.states), query),
    totals: auditTotals(counts),
  };
}
