import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '@ops/contracts/auth';
import { requireSession } from '../modules/auth/auth.plugin.ts';

/** OpenAPI generated from the route schemas, browsable at /docs by a logged-in operator. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: '运营后台 API', version: '0.1.0', description: '运营后台的全部接口。除登录、健康检查与静态资源外，均需登录会话。' },
      components: {
        securitySchemes: {
          cookieAuth: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
          bearerAuth: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ cookieAuth: [] }, { bearerAuth: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // Like every route but login, health and static assets, the API description needs a session.
  await app.register(fastifySwaggerUi, { routePrefix: '/docs', uiHooks: { onRequest: requireSession } });
}
