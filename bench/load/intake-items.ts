import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Database, queryRows } from '../../apps/server/src/db/client.ts';
import type { intakePostSchema, intakeUserSchema } from '../../packages/contracts/src/intake.ts';
import { TEXTS } from '../generate/content.ts';
import { JOBS, NOUNS, PLACES, PREFIXES } from '../generate/people.ts';

/** What the app's backend sends (before the contract's defaults are applied). */
export type SentUser = z.input<typeof intakeUserSchema>;
export type SentPost = z.input<typeof intakePostSchema>;

/** Hands out ids one after another from `first`. */
export interface IdSequence {
  next(): number;
  /** The last id handed out (first − 1 before any). */
  last(): number;
}

export function idSequence(first: number): IdSequence {
  let next = first;
  return {
    next: () => next++,
    last: () => next - 1,
  };
}

/** The first ids above every stored user and post: fresh ids for intake, also after earlier runs on a reused database. */
export async function freshIdStarts(db: Database): Promise<{ user: number; post: number }> {
  const [row] = await queryRows<{ user_max: string; post_max: string }>(
    db,
    sql`select (select coalesce(max(id), 0) from users)::text as user_max, (select coalesce(max(id), 0) from posts)::text as post_max`,
  );
  return { user: Number(row?.user_max ?? 0) + 1, post: Number(row?.post_max ?? 0) + 1 };
}

/** A well-mixed 32-bit hash of an id and a salt (murmur3's finaliser), so each field's choice is independent of the others. */
export function mix(id: number, salt: number): number {
  let h = Math.imul((id ^ Math.imul(salt, 0x9e3779b9)) >>> 0, 0xcc9e2d51);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

const pick = <T>(items: readonly T[], id: number, salt: number): T => items[mix(id, salt) % items.length] as T;
/** 45% men, 45% women, 10% unknown, like the generated users. */
const SEXES = [...Array<1>(9).fill(1), ...Array<2>(9).fill(2), 0 as const];

/** When an object was created and when this version of it was made (epoch ms); a later version keeps `created`. */
export interface Version {
  created: number;
  updatedAt: number;
}

/** A user as the app sends it: a nickname like the generated ones (快乐的小猫1234), a city of the region tree. */
export function benchUser(id: number, { created, updatedAt }: Version): SentUser {
  const [, city] = pick(PLACES, id, 19);
  return {
    id,
    mobile: `15${String(id * 7919 % 1_000_000_000).padStart(9, '0')}`,
    nickname: `${pick(PREFIXES, id, 11)}${pick(NOUNS, id, 12)}${id % 10_000}`,
    sex: pick(SEXES, id, 7),
    age: 18 + (mix(id, 13) % 40),
    income: 3000 + (mix(id, 14) % 30) * 1000,
    occupation: pick(JOBS, id, 15),
    personalSignature: `生活不止眼前的苟且 ${updatedAt % 1000}`,
    city,
    logo: `/media/img/avatar/${id % 5000}.svg`,
    tags: ['旅行', '摄影', '美食'],
    created,
    updatedAt,
  };
}

/** A post as the app sends it: 0–9 images, counts that change between versions (`updatedAt` drives them). */
export function benchPost(id: number, userId: number, { created, updatedAt }: Version): SentPost {
  return {
    id,
    userId,
    text: `${pick(TEXTS, id, 42)} #${id}`,
    medias: Array.from({ length: mix(id, 51) % 10 }, (_, i) => `/media/img/post/${(id * 37 + i) % 5000}.svg`),
    createDate: created,
    likeCount: updatedAt % 300,
    forwardingCount: updatedAt % 50,
    updatedAt,
  };
}
