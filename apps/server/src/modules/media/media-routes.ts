import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { ERROR_CODE, MSG } from '@ops/contracts/messages';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { imageSvg } from './image-svg.ts';
import { IMAGE_KINDS, type ImageKind, MEDIA_PREFIX } from './urls.ts';

/** apps/server/media/videos, found from this file so the working directory does not matter. */
export const VIDEOS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../media/videos');

const IMAGE_NAME = /^(\d{1,12})\.svg$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

function isImageKind(kind: string): kind is ImageKind {
  return (IMAGE_KINDS as readonly string[]).includes(kind);
}

function notFound(reply: FastifyReply): FastifyReply {
  return reply.status(404).send({ code: ERROR_CODE.notFound, message: MSG.notFound });
}

/**
 * Public demo media, no session: generated SVG images under `/media/img/:kind/:seed.svg`
 * and the committed mp4 clips under `/media/videos/` (with HTTP Range support).
 */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  await app.register(
    async (media) => {
      media.setNotFoundHandler((_request, reply) => notFound(reply));

      media.get<{ Params: { kind: string; name: string } }>('/img/:kind/:name', async (request, reply) => {
        const { kind, name } = request.params;
        const match = IMAGE_NAME.exec(name);
        if (!isImageKind(kind) || !match?.[1]) return notFound(reply);
        const svg = imageSvg(kind, Number(match[1]));
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
