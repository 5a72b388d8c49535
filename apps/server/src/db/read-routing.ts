import { SESSION_COOKIE } from '@ops/contracts/auth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from './client.ts';
import { primaryWalPosition, type ReadReplica } from './read-replica.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This GET may be answered from the read replica (DATABASE_READ_URL): the lists and statistics (issue 17, ADR 0020). */
    readReplica?: boolean;
  }
  interface FastifyRequest {
    /** Where this request reads: the replica when its route allows it and the replica has the caller's own writes, else the primary. */
    readDb: Database;
  }
}

/** The primary's WAL position after the caller's last write, so their next reads wait for the replica to replay it. */
export const READ_AFTER_COOKIE = 'ops_read_after';
/**
 * As long as a working day: the cookie is only a position, and once the replica has replayed it reads
 * go to the replica again; a shorter life would let a replica lagging longer show the writer old rows.
 */
const READ_AFTER_SECONDS = 12 * 3600;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** In `strict` consistency, how long a read waits for the replica before it goes to the primary. */
const STRICT_WAIT_MS = 2_000;

/**
 * `session` (default): a caller reads their own writes, others' writes show after the replica's lag.
 * `strict`: every read sees every write committed before it began (one round trip to the primary per
 * read, and the wait for the replica to replay it).
 */
export type ReadConsistency = 'session' | 'strict';

/**
 * Read routing, written once: every request reads from `request.readDb`. A route declaring
 * `readReplica` reads from the replica unless the caller's own last write (the `ops_read_after`
 * cookie, set after every successful write of an operator) has not been replayed there yet; every
 * other route, and every write, uses the primary. In `strict` consistency the replica serves a read
 * once it has replayed everything the primary had committed when the read began.
 */
export function registerReadRouting(
  app: FastifyInstance,
  primary: Database,
  replica: ReadReplica | null,
  options: { consistency: ReadConsistency; secureCookie: (request: FastifyRequest) => boolean },
): void {
  app.decorateRequest('readDb', {
    getter(this: FastifyRequest & { routedReadDb?: Database }) {
      return this.routedReadDb ?? primary;
    },
  });
  if (!replica) return;
  app.addHook('preHandler', async (request: FastifyRequest & { routedReadDb?: Database }) => {
    if (!request.routeOptions.config.readReplica) return;
    if (options.consistency === 'strict') {
      if (!(await replica.waitForReplay(await primaryWalPosition(primary), STRICT_WAIT_MS))) return;
    } else {
      const lsn = request.cookies[READ_AFTER_COOKIE];
      if (lsn !== undefined && !(await replica.hasReplayed(lsn))) return;
    }
    request.routedReadDb = replica.db;
  });
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    // An operator's write, or a login (it writes the session and the log, and sets the session cookie).
    const operatorWrite = request.session !== null || String(reply.getHeader('set-cookie') ?? '').includes(`${SESSION_COOKIE}=`);
    if (options.consistency === 'strict' || READS.has(request.method) || reply.statusCode >= 400 || !operatorWrite) return payload;
    reply.setCookie(READ_AFTER_COOKIE, await primaryWalPosition(primary), {
      path: '/',
      httpOnly: true,
      sameSite: 'strict',
      secure: options.secureCookie(request),
      maxAge: READ_AFTER_SECONDS,
    });
    return payload;
  });
}
