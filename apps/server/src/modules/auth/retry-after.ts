import type { FastifyReply } from 'fastify';
import { RetryLaterError } from '../../lib/errors.ts';

/** A throttled password attempt answers 429 with `Retry-After` (the error handler keeps headers already set). */
export async function withRetryAfter<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof RetryLaterError) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}
