import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '@ops/contracts/auth';
import { decisionEventSchema, WEBHOOK_EVENT_ID_HEADER, WEBHOOK_EVENT_TYPE_HEADER, WEBHOOK_SIGNATURE_HEADER } from '@ops/contracts/decisions';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { requireSession } from '../modules/auth/auth.plugin.ts';

const header = (name: string, description: string): OpenAPIV3_1.ParameterObject => ({ name, in: 'header', required: true, description, schema: { type: 'string' } });

/** The decision webhook the console sends to the app (issue 12, docs/integration.md), as an OpenAPI 3.1 webhook. */
const DECISION_WEBHOOK: OpenAPIV3_1.PathItemObject = {
  post: {
    tags: ['应用对接'],
    summary: '运营决定（推送到 WEBHOOK_URL，每个事件一次请求）',
    description:
      '应用返回任意 2xx 即视为投递成功；其余状态、重定向、超时（5 秒）或连接失败会按指数退避加抖动重试至少 24 小时。同一对象（动态、视频、用户）的事件按 sequence 依次投递；至少投递一次，请按 id 去重。',
    parameters: [
      header(WEBHOOK_SIGNATURE_HEADER, 't=<unix 秒>,v1=<以 WEBHOOK_SECRET 对 "<t>.<原始请求体>" 计算的 HMAC-SHA256 十六进制>'),
      header(WEBHOOK_EVENT_ID_HEADER, '事件 id（与请求体中的 id 相同）'),
      header(WEBHOOK_EVENT_TYPE_HEADER, '事件类型（与请求体中的 type 相同）'),
    ],
    requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/DecisionEvent' } } } },
    responses: { '2XX': { description: '已收到（之后不再投递该事件）' } },
  },
};

/** OpenAPI generated from the route schemas, browsable at /docs by a logged-in operator. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      webhooks: { decisionEvent: DECISION_WEBHOOK },
      info: { title: '运营后台 API', version: '0.1.0', description: '运营后台的全部接口。除登录、健康检查与静态资源外，均需登录会话。' },
      components: {
        schemas: { DecisionEvent: z.toJSONSchema(decisionEventSchema, { target: 'draft-2020-12' }) as OpenAPIV3_1.SchemaObject },
        securitySchemes: {
          cookieAuth: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
          bearerAuth: { type: 'http', scheme: 'bearer' },
          ingestToken: { type: 'http', scheme: 'bearer', description: '应用后端的接入令牌（INGEST_TOKEN），仅 /ingest/*' },
          metricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN（仅 /metrics）' },
        },
      },
      security: [{ cookieAuth: [] }, { bearerAuth: [] }],
    },
    transform: jsonSchemaTransform,
    // Schemas registered with an id (the recursive region tree) become components the routes refer to.
    transformObject: jsonSchemaTransformObject,
  });
  // Like every route but login, health and static assets, the API description needs a session.
  await app.register(fastifySwaggerUi, { routePrefix: '/docs', uiHooks: { onRequest: requireSession } });
}
