import { apiErrorSchema } from '@ops/contracts/common';
import { type DecisionEvent, WEBHOOK_SIGNATURE_HEADER } from '@ops/contracts/decisions';
import { API } from '@ops/contracts/paths';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { unauthorized } from '../../lib/errors.ts';
import { verifyWebhookSignature } from '../outbox/webhook-signature.ts';

/**
 * The simulated app's webhook receiver (embedded database only): checks the signature on the raw
 * body as docs/integration.md tells an app to, and answers 204.
 */
export const demoAppRoutes: FastifyPluginAsync = async (app) => {
  // The signature covers the exact bytes sent: keep the body as text in this plugin's routes.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.post(
    API.demoAppWebhook,
    {
      schema: {
        tags: ['演示应用'],
        summary: '演示应用的 Webhook 接收端（仅内置数据库的演示模式）',
        response: { 204: z.null(), 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const secret = app.ctx.config.webhook.secret ?? '';
      const signature = request.headers[WEBHOOK_SIGNATURE_HEADER];
      if (!verifyWebhookSignature(secret, Array.isArray(signature) ? signature[0] : signature, raw, Math.floor(Date.now() / 1000))) {
        throw unauthorized('签名无效');
      }
      const event = JSON.parse(raw) as DecisionEvent;
      request.log.info({ type: event.type, subject: event.subject, sequence: event.sequence }, 'demo app received a decision');
      return reply.status(204).send();
    },
  );
};
