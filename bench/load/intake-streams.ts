import { INTAKE_BATCH_MAX } from '../../packages/contracts/src/intake.ts';
import { benchPost, benchUser, type IdSequence, type SentPost, type SentUser } from './intake-items.ts';

/** The items of the next batch; each call makes a new one. */
export type BatchStream<T> = () => T[];

/** A version made just now: one second in the past, so no server clock ahead of ours refuses it. */
const justNow = () => Date.now() - 1000;

/** Full batches of users with fresh ids, registered `created`. */
export function newUsers(ids: IdSequence, created: number, size = INTAKE_BATCH_MAX): BatchStream<SentUser> {
  return () => Array.from({ length: size }, () => benchUser(ids.next(), { created, updatedAt: justNow() }));
}

/** The author of post `id`: the same one in every version. */
const authorOf = (id: number, userIds: readonly number[]) => userIds[id % userIds.length] as number;

/** Full batches of posts with fresh ids, by existing users. */
export function newPosts(ids: IdSequence, userIds: readonly number[], created: number, size = INTAKE_BATCH_MAX): BatchStream<SentPost> {
  return () =>
    Array.from({ length: size }, () => {
      const id = ids.next();
      return benchPost(id, authorOf(id, userIds), { created, updatedAt: justNow() });
    });
}

/** Ids first … last again and again, in order, `size` at a time. */
function cycle(first: number, last: number, size: number): () => number[] {
  let k = 0;
  const count = Math.max(1, last - first + 1);
  return () => Array.from({ length: Math.min(size, count) }, () => first + (k++ % count));
}

/** Newer versions of users first … last (a new signature; the nickname stays): what the app sends when profiles change. */
export function updatedUsers(first: number, last: number, created: number, size = INTAKE_BATCH_MAX): BatchStream<SentUser> {
  const next = cycle(first, last, size);
  return () => {
    const updatedAt = Date.now();
    return next().map((id) => benchUser(id, { created, updatedAt }));
  };
}

/** Newer versions of posts first … last (new like and forward counts): the commonest change of a post. */
export function updatedPosts(first: number, last: number, userIds: readonly number[], created: number, size = INTAKE_BATCH_MAX): BatchStream<SentPost> {
  const next = cycle(first, last, size);
  return () => {
    const updatedAt = Date.now();
    return next().map((id) => benchPost(id, authorOf(id, userIds), { created, updatedAt }));
  };
}
