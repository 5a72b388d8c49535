import type { VideoListResult, videoListQuerySchema } from '@ops/contracts/videos';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { paged } from '../../lib/paging.ts';
import { auditTotals, countInStates, toContentFilter } from '../moderation/content-list.ts';
import { toVideoItem } from './videos.mappers.ts';
import { listVideos as listVideoRows } from './videos.repository.ts';

export type VideoListQueryInput = z.output<typeof videoListQuerySchema>;

/** The video audit list and a user's video records, with the tab totals (same rules as the post list, no type). */
export async function listVideos(db: Database, query: VideoListQueryInput): Promise<VideoListResult> {
  const filter = toContentFilter(query);
  const { rows, counts } = await listVideoRows(db, filter);
  return {
    ...paged(rows.map(toVideoItem), countInStates(counts, filter.states), query),
    totals: auditTotals(counts),
  };
}
