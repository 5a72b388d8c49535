import { z } from 'zod';

/**
 * `GET /manage/workbench` (issue 15, ADR 0015): the tiles the operator's role may see, in
 * WORKBENCH_TILE_KEYS order (`workbench-tiles.ts`). Every tile has its figure (`count`) and `link`, the
 * console path with the filters that list what the figure counts (or its nearest screen). The web
 * imports only the types of this module (`import type`), so zod stays off its first screen.
 */
const count = z.number().int();
const epochMs = z.number().int();
const link = z.string();

const pendingTileSchema = z.object({
  key: z.enum(['pendingPosts', 'pendingVideos']),
  count,
  /** Publication time of the oldest item waiting; null when none waits. */
  oldestCreatedAt: epochMs.nullable(),
  /** `now - oldestCreatedAt`; null when none waits. */
  oldestAgeMs: z.number().int().nullable(),
  link,
});

const reportedTileSchema = z.object({
  key: z.literal('reportedPosts'),
  count,
  /** Every live post with a report, handled or not: the 被举报 tab's total. */
  reportedTotal: count,
  link,
});

const machineRejectedTileSchema = z.object({
  key: z.literal('machineRejected'),
  count,
  /** Everything the machine decided today (pass, 送人审, reject). */
  screenedToday: count,
  link,
});

const frozenTileSchema = z.object({
  key: z.literal('frozenUsers'),
  count,
  /** Users frozen right now (the user list's 冻结 filter total). */
  frozenNow: count,
  link,
});

const comparedTileSchema = z.object({
  key: z.enum(['dau', 'registrations']),
  count,
  /** The same figure for yesterday from 00:00 through the end of the hour it is now. */
  yesterdaySameHour: count,
  link,
});

export const workbenchTileSchema = z.discriminatedUnion('key', [
  pendingTileSchema,
  reportedTileSchema,
  machineRejectedTileSchema,
  frozenTileSchema,
  comparedTileSchema,
]);
export type WorkbenchTile = z.infer<typeof workbenchTileSchema>;

export const workbenchResponseSchema = z.object({
  /** The server's clock when the figures were read (epoch ms). */
  now: epochMs,
  /** Today in Asia/Shanghai, `YYYY-MM-DD`. */
  today: z.string(),
  /** Yesterday's hours compared run up to this instant (exclusive): the end of the current hour, a day ago. */
  comparedUntil: epochMs,
  /** When the statistics roll-ups were last brought up to date (DAU, registrations); null before the first. */
  statisticsUpdatedAt: epochMs.nullable(),
  tiles: z.array(workbenchTileSchema),
});
export type WorkbenchResponse = z.infer<typeof workbenchResponseSchema>;
