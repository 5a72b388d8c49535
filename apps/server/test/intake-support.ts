import type { IntakeComment, IntakeKind, IntakeLogin, IntakePost, IntakeReport, IntakeUser, IntakeVideo } from '@ops/contracts/intake';
import { API } from '@ops/contracts/paths';
import type { LightMyRequestResponse } from 'fastify';
import { TEST_INGEST_TOKEN, type TestApp } from './test-app.ts';

const PATHS: Record<IntakeKind, string> = {
  users: API.ingestUsers,
  posts: API.ingestPosts,
  videos: API.ingestVideos,
  comments: API.ingestComments,
  reports: API.ingestReports,
  logins: API.ingestLogins,
};

/** POST /ingest/<kind> with the ingestion token, as the app's backend does. */
export function sendIntake(t: TestApp, kind: IntakeKind, items: readonly unknown[], token = TEST_INGEST_TOKEN): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: PATHS[kind], headers: { authorization: `Bearer ${token}` }, payload: { [kind]: items } });
}

/** The app's ids live far above the ids the test factories draw from identity sequences. */
let nextAppId = 900_000_000;
export const appId = () => (nextAppId += 1);

const HOUR = 3_600_000;
/** A moment in the recent past, so nothing lies in the future. */
export const past = (hoursAgo: number) => Date.now() - hoursAgo * HOUR;

export function appUser(overrides: Partial<IntakeUser> = {}): IntakeUser {
  const id = overrides.id ?? appId();
  return {
    id,
    mobile: `139${String(id).slice(-8)}`,
    nickname: `应用用户${id % 100_000}`,
    sex: 2,
    age: 24,
    income: 9000,
    occupation: '教师',
    personalSignature: '你好',
    city: '杭州市',
    logo: '/media/img/avatar/3.svg',
    tags: ['旅行', '美食'],
    created: past(48),
    updatedAt: past(2),
    ...overrides,
  };
}

export function appPost(userId: number, overrides: Partial<IntakePost> = {}): IntakePost {
  return {
    id: appId(),
    userId,
    text: '今天天气很好',
    medias: ['/media/img/post/11.svg'],
    createDate: past(3),
    likeCount: 2,
    forwardingCount: 1,
    updatedAt: past(3),
    ...overrides,
  };
}

export function appVideo(userId: number, overrides: Partial<IntakeVideo> = {}): IntakeVideo {
  return {
    id: appId(),
    userId,
    text: '周末的海边',
    picUrl: '/media/img/cover/5.svg',
    videoUrl: '/media/videos/clip-1.mp4',
    createDate: past(3),
    likeCount: 4,
    commentCount: 3,
    forwardingCount: 0,
    updatedAt: past(3),
    ...overrides,
  };
}

export const appComment = (postId: number, userId: number, overrides: Partial<IntakeComment> = {}): IntakeComment => ({
  id: appId(),
  postId,
  userId,
  content: '好看',
  createDate: past(1),
  ...overrides,
});

export const appReport = (targetId: number, userId: number, overrides: Partial<IntakeReport> = {}): IntakeReport => ({
  id: appId(),
  targetType: 'post',
  targetId,
  userId,
  reason: '垃圾广告',
  createDate: past(1),
  ...overrides,
});

export const appLogin = (userId: number, overrides: Partial<IntakeLogin> = {}): IntakeLogin => ({
  id: appId(),
  userId,
  logTime: past(1),
  place: '宁波市',
  equipment: 'iPhone 15 · iOS 18.1',
  ...overrides,
});
