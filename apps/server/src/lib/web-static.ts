import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_CODE, MSG } from '@ops/contracts/messages';
import { API_PATH_PREFIXES } from '@ops/contracts/paths';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const API_PREFIXES = new Set(API_PATH_PREFIXES);

/**
 * Whether an unmatched request is for a page of the web app: a GET or HEAD that a browser asks as a page,
 * or any path outside the API's prefixes that does not name a file (`curl /` gets the app too).
 * Unknown API paths, missing files (`/assets/gone.js`) and other methods get the JSON 404.
 */
export function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?', 1)[0] ?? '/';
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (lastSegment.includes('.') || pathname.startsWith('/assets/')) return false;
  if ((request.headers.accept ?? '').includes('text/html')) return true;
  const firstSegment = pathname.split('/').find((segment) => segment !== '') ?? '';
  return !API_PREFIXES.has(firstSegment);
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, brotli or gzip
 * copies made at build time chosen by `Accept-Encoding`, and index.html for any other page (client-side routes).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const hasWeb = distDir !== undefined && existsSync(path.join(distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Revalidation uses the ETag; hashed assets never revalidate. Fewer header bytes on each of ~50 first-visit files.
      lastModified: false,
      acceptRanges: false,
      // The compressed copies are answers to `/x.js`, not files of their own.
      allowedPath: (pathname) => !/\.(br|gz)$/.test(pathname),
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (hasWeb && isPageRequest(request)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ code: ERROR_CODE.notFound, message: MSG.notFound });
  });
}
