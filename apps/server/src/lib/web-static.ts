import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_CODE, MSG } from '@ops/contracts/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

function wantsPage(request: FastifyRequest): boolean {
  return request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached,
 * and index.html for any other page a browser asks for (client-side routes).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const hasWeb = distDir !== undefined && existsSync(path.join(distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (hasWeb && wantsPage(request)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ code: ERROR_CODE.notFound, message: MSG.notFound });
  });
}
