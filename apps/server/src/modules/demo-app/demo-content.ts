import { randomUUID } from 'node:crypto';
import type { IntakeComment, IntakeLogin, IntakePost, IntakeReport, IntakeUser, IntakeVideo } from '@ops/contracts/intake';
import type { IngestEvent } from '@ops/contracts/statistics';
import { places } from '../regions/region-tree.ts';
import { REPOST_VARIANTS } from '../media/svg-repost.ts';
import { avatarUrl, coverUrl, DEMO_CLIP_COUNT, postImageUrl, postImageVariantUrl, videoUrl } from '../media/urls.ts';
import { BLOCKED_PICTURES } from '../../seed/blocked-pictures.ts';
import type { Rng } from '../../seed/random.ts';
import * as T from '../../seed/texts.ts';
import { DEVICES, OCCUPATIONS, REPORT_REASONS } from '../../seed/word-lists.ts';

/** What the simulated app knows of itself: its next ids and whom and what its users interact with. */
export interface DemoAppState {
  nextId: { users: number; posts: number; videos: number; comments: number; reports: number; logins: number };
  userIds: number[];
  /** The last posts this app sent, as sent: resent with more likes as an update. */
  recentPosts: IntakePost[];
  postIds: number[];
  videoIds: number[];
  nicknames: Set<string>;
}

/** One round of what the app sends, in the order the calls must go (users before what they write). */
export interface DemoBatch {
  users: IntakeUser[];
  posts: IntakePost[];
  videos: IntakeVideo[];
  comments: IntakeComment[];
  reports: IntakeReport[];
  logins: IntakeLogin[];
  events: IngestEvent[];
}

const POOL_MAX = 400;
const remember = (pool: number[], id: number) => {
  pool.push(id);
  if (pool.length > POOL_MAX) pool.shift();
};

function newUser(rng: Rng, state: DemoAppState, now: number): IntakeUser {
  const id = state.nextId.users++;
  const place = rng.pick(places);
  return {
    id,
    mobile: `1${rng.int(30, 99)}${String(rng.int(0, 99_999_999)).padStart(8, '0')}`,
    nickname: T.nickname(rng, state.nicknames),
    sex: rng.weighted<0 | 1 | 2>([[1, 48], [2, 46], [0, 6]]),
    age: rng.int(18, 45),
    income: rng.chance(0.3) ? null : rng.int(30, 300) * 100,
    occupation: rng.pick(OCCUPATIONS),
    personalSignature: T.signature(rng),
    city: place.city,
    logo: avatarUrl(rng.int(1, 9_999_999)),
    tags: T.tags(rng).split(','),
    created: now,
    updatedAt: now,
  };
}

/** Activity events of a new user, so the statistics pages count them too. */
function arrivalEvents(state: DemoAppState, userId: number, now: number): IngestEvent[] {
  return (['activate', 'register', 'login'] as const).map((type, i) => ({
    eventId: randomUUID(),
    userId,
    type,
    at: now - 2_000 + i * 500,
  }));
}

/** A post's pictures; about one post in a hundred reposts a picture that is on the seeded 图片黑库, for the machine to reject. */
function postMedias(rng: Rng): string[] {
  const medias = Array.from({ length: rng.weighted([[0, 2], [1, 4], [3, 3], [9, 1]]) }, () => postImageUrl(rng.int(1, 9_999_999)));
  if (rng.chance(0.01)) {
    const repost = postImageVariantUrl(rng.pick(BLOCKED_PICTURES).seed, rng.int(1, REPOST_VARIANTS));
    if (medias.length === 0) return [repost];
    medias[rng.int(0, medias.length - 1)] = repost;
  }
  return medias;
}

/**
 * A gentle round: now and then a new user, a few posts, sometimes a video, comments on recent posts,
 * an occasional report, some logins and a like-count update of a recent post.
 */
export function buildDemoBatch(rng: Rng, state: DemoAppState, now: number): DemoBatch {
  const batch: DemoBatch = { users: [], posts: [], videos: [], comments: [], reports: [], logins: [], events: [] };
  if (rng.chance(0.35) || state.userIds.length === 0) {
    const user = newUser(rng, state, now);
    batch.users.push(user);
    batch.events.push(...arrivalEvents(state, user.id, now));
    remember(state.userIds, user.id);
  }
  const author = () => rng.pick(state.userIds);
  for (let i = rng.int(1, 3); i > 0; i -= 1) {
    const id = state.nextId.posts++;
    const userId = author();
    const post: IntakePost = {
      id,
      userId,
      text: T.postText(rng, T.postKind(rng)),
      medias: postMedias(rng),
      createDate: now,
      likeCount: 0,
      forwardingCount: 0,
      updatedAt: now,
    };
    batch.posts.push(post);
    batch.events.push({ eventId: randomUUID(), userId, type: 'publish', at: now });
    remember(state.postIds, id);
    state.recentPosts = [...state.recentPosts.slice(-49), post];
  }
  const liked = state.recentPosts.length > 1 && rng.chance(0.5) ? rng.pick(state.recentPosts.slice(0, -1)) : undefined;
  if (liked) {
    const update = { ...liked, likeCount: liked.likeCount + rng.int(1, 20), forwardingCount: liked.forwardingCount + rng.int(0, 2), updatedAt: now };
    batch.posts.unshift(update);
    state.recentPosts = state.recentPosts.map((post) => (post.id === update.id ? update : post));
  }
  if (rng.chance(0.3)) {
    const id = state.nextId.videos++;
    batch.videos.push({
      id,
      userId: author(),
      text: T.videoCaption(rng),
      picUrl: coverUrl(rng.int(1, 9_999_999)),
      videoUrl: videoUrl(rng.int(1, DEMO_CLIP_COUNT)),
      createDate: now,
      likeCount: 0,
      commentCount: 0,
      forwardingCount: 0,
      updatedAt: now,
    });
    remember(state.videoIds, id);
  }
  for (let i = rng.int(0, 4); i > 0 && state.postIds.length > 0; i -= 1) {
    batch.comments.push({ id: state.nextId.comments++, postId: rng.pick(state.postIds), userId: author(), content: T.commentText(rng), createDate: now });
  }
  if (rng.chance(0.2) && state.postIds.length > 0) {
    batch.reports.push({ id: state.nextId.reports++, targetType: 'post', targetId: rng.pick(state.postIds), userId: author(), reason: rng.weighted(REPORT_REASONS), createDate: now });
  }
  for (let i = rng.int(1, 3); i > 0; i -= 1) {
    const userId = author();
    batch.logins.push({ id: state.nextId.logins++, userId, logTime: now, place: rng.pick(places).city, equipment: rng.weighted(DEVICES) });
    batch.events.push({ eventId: randomUUID(), userId, type: 'login', at: now });
  }
  return batch;
}
