import path from 'node:path';
import { SERVER_ROOT } from '../../server-root.ts';
import fastifyStatic from '@fastify/static';
import { ERROR_CODE, MSG } from '@ops/contracts/messages';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { imageSvg } from './image-svg.ts';
import { REPOST_VARIANTS, repostImageSvg } from './svg-repost.ts';
import { IMAGE_KINDS, type ImageKind, MEDIA_PREFIX } from './urls.ts';

/** apps/server/media/videos, found from the server package so the working directory does not matter. */
export const VIDEOS_DIR = path.join(SERVER_ROOT, 'media/videos');

/** `<seed>.svg`, or `<seed>v<k>.svg` for repost variant k of a post picture. */
const IMAGE_NAME = /^(\d{1,12})(?:v(\d))?\.svg$/;
const IMAGE_PATH = new RegExp(`^${MEDIA_PREFIX}/img/([a-z]+)/([^/]+)$`);

/** The SVG of demo image `name` of `kind`, or null when there is no such image (variants exist for post pictures only). */
function namedImageSvg(kind: string, name: string): string | null {
  const match = IMAGE_NAME.exec(name);
  if (!match?.[1] || !isImageKind(kind)) return null;
  const seed = Number(match[1]);
  if (match[2] === undefined) return imageSvg(kind, seed);
  const variant = Number(match[2]);
  return kind === 'post' && variant >= 1 && variant <= REPOST_VARIANTS ? repostImageSvg(seed, variant) : null;
}

/** The SVG a demo image URL (`/media/img/post/12.svg`, `/media/img/post/12v1.svg`) serves, or null for any other URL: the screening worker reads it in-process. */
export function demoImageSvg(url: string): string | null {
  const match = IMAGE_PATH.exec(url);
  return match?.[1] && match[2] ? namedImageSvg(match[1], match[2]) : null;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

function isImageKind(kind: string): kind is ImageKind {
  return (IMAGE_KINDS as readonly string[]).includes(kind);
}

function notFound(reply: FastifyReply): FastifyReply {
  return reply.status(404).send({ code: ERROR_CODE.notFound, message: MSG.notFound });
}

/**
 * Public demo media, no session: generated SVG images under `/media/img/:kind/:seed.svg` (and
 * repost variants of post pictures under `/media/img/post/:seed` + `v1`..`v3.svg`)
 * and the committed mp4 clips under `/media/videos/` (with HTTP Range support).
 */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  await app.register(
    async (media) => {
      media.setNotFoundHandler((_request, reply) => notFound(reply));

      media.get<{ Params: { kind: string; name: string } }>('/img/:kind/:name', async (request, reply) => {
        const svg = namedImageSvg(request.params.kind, request.params.name);
        if (svg === null) return notFound(reply);
        return reply.type('image/svg+xml').header('cache-control', IMMUTABLE).send(svg);
      });

      await media.register(fastifyStatic, {
        root: VIDEOS_DIR,
        prefix: '/videos/',
        decorateReply: false,
        index: false,
        list: false,
        dotfiles: 'deny',
        acceptRanges: true,
        maxAge: '1d',
      });
    },
    { prefix: MEDIA_PREFIX },
  );
};

export default mediaRoutes;
