import { BLOCKED_BY } from './blocked-pictures.ts';
import type { Column } from './bulk-insert.ts';
import type { SeedFreeze } from './freezes.ts';
import type { SeedComment, SeedReport } from './interactions.ts';
import type { SeedLoginLog } from './login-logs.ts';
import type { PlannedBlock } from './picture-blocklist.ts';
import type { SeedPost } from './posts.ts';
import { iso } from './time.ts';
import type { SeedUser } from './users.ts';
import type { SeedVideo } from './videos.ts';

/** A user with the fields derived from the rest of the data. */
export interface UserRow extends SeedUser {
  lastActiveAt: number | null;
  lastLoginLocation: string | null;
  frozenUntil: number | 'infinity' | null;
  countBeLiked: number;
  countLiked: number;
}

/** A 图片黑库 entry with the hash of its picture. */
export interface SeedBlockedImage extends PlannedBlock {
  hash: bigint;
}

const time = (ms: number | null): string | null => (ms === null ? null : iso(ms));

export const USER_COLUMNS: Column<UserRow>[] = [
  { name: 'id', type: 'bigint', value: (u) => u.id },
  { name: 'mobile', type: 'text', value: (u) => u.mobile },
  { name: 'nickname', type: 'text', value: (u) => u.nickname },
  { name: 'sex', type: 'smallint', value: (u) => u.sex },
  { name: 'age', type: 'smallint', value: (u) => u.age },
  { name: 'income', type: 'integer', value: (u) => u.income },
  { name: 'occupation', type: 'text', value: (u) => u.occupation },
  { name: 'personal_signature', type: 'text', value: (u) => u.signature },
  { name: 'count_be_liked', type: 'integer', value: (u) => u.countBeLiked },
  { name: 'count_liked', type: 'integer', value: (u) => u.countLiked },
  { name: 'count_matching', type: 'integer', value: (u) => u.countMatching },
  { name: 'province', type: 'text', value: (u) => u.place.province },
  { name: 'city', type: 'text', value: (u) => u.place.city },
  { name: 'last_login_location', type: 'text', value: (u) => u.lastLoginLocation },
  { name: 'logo', type: 'text', value: (u) => u.logo },
  { name: 'tags', type: 'text', value: (u) => u.tags },
  { name: 'created_at', type: 'timestamptz', value: (u) => iso(u.createdAt) },
  { name: 'last_active_at', type: 'timestamptz', value: (u) => time(u.lastActiveAt) },
  { name: 'frozen_until', type: 'timestamptz', value: (u) => (u.frozenUntil === 'infinity' ? 'infinity' : time(u.frozenUntil)) },
];

export const FREEZE_COLUMNS: Column<SeedFreeze>[] = [
  { name: 'id', type: 'bigint', value: (f) => f.id },
  { name: 'user_id', type: 'bigint', value: (f) => f.userId },
  { name: 'freezing_time', type: 'text', value: (f) => f.freezingTime },
  { name: 'freezing_range', type: 'text', value: (f) => f.freezingRange },
  { name: 'reason', type: 'text', value: (f) => f.reason },
  { name: 'remarks', type: 'text', value: (f) => f.remarks },
  { name: 'created_at', type: 'timestamptz', value: (f) => iso(f.createdAt) },
  { name: 'expires_at', type: 'timestamptz', value: (f) => time(f.expiresAt) },
  { name: 'thawed_at', type: 'timestamptz', value: (f) => time(f.thawedAt) },
  { name: 'thaw_reason', type: 'text', value: (f) => f.thawReason },
  { name: 'thaw_remarks', type: 'text', value: (f) => f.thawRemarks },
  { name: 'expiry_recorded_at', type: 'timestamptz', value: (f) => time(f.expiryRecordedAt) },
];

export const LOGIN_LOG_COLUMNS: Column<SeedLoginLog>[] = [
  { name: 'id', type: 'bigint', value: (l) => l.id },
  { name: 'user_id', type: 'bigint', value: (l) => l.userId },
  { name: 'logged_at', type: 'timestamptz', value: (l) => iso(l.loggedAt) },
  { name: 'place', type: 'text', value: (l) => l.place },
  { name: 'equipment', type: 'text', value: (l) => l.equipment },
  { name: 'ip', type: 'text', value: (l) => l.ip },
];

const CONTENT_COLUMNS: Column<SeedPost | SeedVideo>[] = [
  { name: 'id', type: 'bigint', value: (p) => p.id },
  { name: 'user_id', type: 'bigint', value: (p) => p.userId },
  { name: 'text', type: 'text', value: (p) => p.text },
  { name: 'state', type: 'smallint', value: (p) => p.state },
  { name: 'like_count', type: 'integer', value: (p) => p.likeCount },
  { name: 'comment_count', type: 'integer', value: (p) => p.commentCount },
  { name: 'forward_count', type: 'integer', value: (p) => p.forwardCount },
  { name: 'report_count', type: 'integer', value: (p) => p.reportCount },
  { name: 'created_at', type: 'timestamptz', value: (p) => iso(p.createdAt) },
  { name: 'reviewed_at', type: 'timestamptz', value: (p) => time(p.reviewedAt) },
  { name: 'deleted_at', type: 'timestamptz', value: (p) => time(p.deletedAt) },
  { name: 'machine_review', type: 'jsonb', value: (p) => p.machineReview },
];

export const POST_COLUMNS: Column<SeedPost>[] = [
  ...CONTENT_COLUMNS,
  { name: 'medias', type: 'jsonb', value: (p) => p.medias },
  { name: 'top_state', type: 'smallint', value: (p) => p.topState },
];

export const VIDEO_COLUMNS: Column<SeedVideo>[] = [
  ...CONTENT_COLUMNS,
  { name: 'pic_url', type: 'text', value: (v) => v.picUrl },
  { name: 'video_url', type: 'text', value: (v) => v.videoUrl },
  { name: 'duration_seconds', type: 'smallint', value: (v) => v.durationSeconds },
];

/** 图片黑库 entries: the hash as decimal text (a bigint does not fit a JSON number). */
export const BLOCKED_IMAGE_COLUMNS: Column<SeedBlockedImage>[] = [
  { name: 'id', type: 'bigint', value: (b) => b.id },
  { name: 'hash', type: 'bigint', value: (b) => b.hash.toString() },
  { name: 'image_url', type: 'text', value: (b) => b.imageUrl },
  { name: 'category', type: 'text', value: (b) => b.category },
  { name: 'source_type', type: 'text', value: () => 'post' },
  { name: 'source_id', type: 'bigint', value: (b) => b.sourceId },
  { name: 'created_at', type: 'timestamptz', value: (b) => iso(b.createdAt) },
  { name: 'created_by', type: 'text', value: () => BLOCKED_BY },
];

export const COMMENT_COLUMNS: Column<SeedComment>[] = [
  { name: 'id', type: 'bigint', value: (c) => c.id },
  { name: 'post_id', type: 'bigint', value: (c) => c.postId },
  { name: 'video_id', type: 'bigint', value: (c) => c.videoId },
  { name: 'user_id', type: 'bigint', value: (c) => c.userId },
  { name: 'content', type: 'text', value: (c) => c.content },
  { name: 'created_at', type: 'timestamptz', value: (c) => iso(c.createdAt) },
  { name: 'deleted_at', type: 'timestamptz', value: (c) => time(c.deletedAt) },
];

export const REPORT_COLUMNS: Column<SeedReport>[] = [
  { name: 'id', type: 'bigint', value: (r) => r.id },
  { name: 'post_id', type: 'bigint', value: (r) => r.postId },
  { name: 'video_id', type: 'bigint', value: (r) => r.videoId },
  { name: 'reporter_id', type: 'bigint', value: (r) => r.reporterId },
  { name: 'reason', type: 'text', value: (r) => r.reason },
  { name: 'created_at', type: 'timestamptz', value: (r) => iso(r.createdAt) },
];
