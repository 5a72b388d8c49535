import { createHash, timingSafeEqual } from 'node:crypto';
import { STATS_MSG } from '@ops/contracts/statistics';
import type { FastifyRequest } from 'fastify';
import { authorizationOf } from '../../lib/authorization-header.ts';
import { unauthorized } from '../../lib/errors.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** onRequest hook of the ingestion route: `Authorization: Bearer <INGEST_TOKEN>`, compared in constant time. */
export async function requireIngestToken(request: FastifyRequest): Promise<void> {
  const expected = request.server.ctx.config.ingestToken;
  if (!expected) throw unauthorized(STATS_MSG.ingestDisabled);
  const header = authorizationOf(request);
  const given = header.kind === 'bearer' ? header.token : '';
  if (!given || !timingSafeEqual(digest(given), digest(expected))) throw unauthorized(STATS_MSG.ingestTokenMissing);
}
