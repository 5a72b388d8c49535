import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { API } from '@ops/contracts/paths';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concreteUrl, keyOf, PUBLIC_ROUTES, registeredRoutes, type RouteKey, TOKEN_ROUTES, WEB_FILES } from '../../test/route-catalog.ts';
import { createTestApp, TEST_INGEST_TOKEN, type TestApp } from '../../test/test-app.ts';

interface Operation {
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

let t: TestApp;
let doc: OpenApiDocument;
let ajv: Ajv2020;
beforeAll(async () => {
  t = await createTestApp();
  const response = await t.request({ method: 'GET', url: '/docs/json' });
  expect(response.statusCode).toBe(200);
  doc = response.json();
  ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
  ajv.addSchema(doc as object, 'openapi');
});
afterAll(() => t.close());

/** `/manage/users/:id` → `/manage/users/{id}`, as @fastify/swagger writes paths. */
const openApiPath = (url: string) => url.replace(/:(\w+)(\([^)]*\))?/g, '{$1}');
const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** The routes the document describes: everything but HEAD twins, the web app's files, the docs themselves and wildcard file routes. */
function documentedRoutes(): RouteKey[] {
  return registeredRoutes(t.app).filter(
    (route) => route.method !== 'HEAD' && route.method !== 'OPTIONS' && !WEB_FILES.includes(route.url) && !route.url.startsWith('/docs') && !route.url.includes('*') && !route.url.startsWith('/media/'),
  );
}

function operationOf(route: RouteKey): Operation | undefined {
  return doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
}

describe('the OpenAPI document at /docs/json (issue 18)', () => {
  it('is valid OpenAPI 3.1, checked by @seriousme/openapi-schema-validator (every $ref resolves)', async () => {
    const result = await new Validator().validate(doc as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every route, each with the security it really needs and the error answers it can give', () => {
    const problems: string[] = [];
    for (const route of documentedRoutes()) {
      const key = keyOf(route);
      const operation = operationOf(route);
      if (!operation) {
        problems.push(`${key}: not in the document`);
        continue;
      }
      const statuses = Object.keys(operation.responses);
      const expectStatuses = (wanted: string[]) => {
        for (const status of wanted) if (!statuses.includes(status)) problems.push(`${key}: ${status} not declared`);
      };
      expectStatuses(['421', '503']);
      if (key in PUBLIC_ROUTES) {
        if (JSON.stringify(operation.security) !== '[]') problems.push(`${key}: public, but security is ${JSON.stringify(operation.security)}`);
      } else if (TOKEN_ROUTES.includes(key)) {
        if (JSON.stringify(operation.security) !== JSON.stringify([{ ingestToken: [] }])) problems.push(`${key}: security ${JSON.stringify(operation.security)}`);
        expectStatuses(['401', '429']);
      } else {
        if (operation.security !== undefined) problems.push(`${key}: protected, but overrides security with ${JSON.stringify(operation.security)}`);
        expectStatuses(['401', '403', '429']);
      }
    }
    expect(problems).toEqual([]);
  });
});

/** Answers checked against a schema, per status: the sampling must reach real 200s, not only errors. */
const checkedByStatus = new Map<number, number>();

/** Checks one real answer against what the document declares for its route and status. */
function check(route: RouteKey, response: LightMyRequestResponse, problems: string[], how: string): void {
  const key = `${keyOf(route)} (${how})`;
  const path = openApiPath(route.url);
  const method = route.method.toLowerCase();
  const declared = operationOf(route)?.responses[String(response.statusCode)];
  if (!declared) {
    problems.push(`${key}: answered ${response.statusCode}, which it does not declare`);
    return;
  }
  const json = declared.content?.['application/json'];
  if (!json?.schema) return;
  const validate = ajv.getSchema(`openapi#${pointer('', 'paths', path, method, 'responses', String(response.statusCode), 'content', 'application/json', 'schema')}`);
  if (!validate) {
    problems.push(`${key}: no schema to check`);
    return;
  }
  checkedByStatus.set(response.statusCode, (checkedByStatus.get(response.statusCode) ?? 0) + 1);
  if (!validate(response.json())) problems.push(`${key}: ${response.statusCode} body ${response.body.slice(0, 120)} does not match: ${ajv.errorsText(validate.errors)}`);
}

describe('real answers of every route match their declared schemas (issue 18)', () => {
  it('anonymous, with the app’s token and as the administrator, with a made-up id and an empty body', async () => {
    const problems: string[] = [];
    // Logout last: it ends the administrator's session.
    const routes = documentedRoutes().sort((a, b) => Number(keyOf(a) === `POST ${API.logout}`) - Number(keyOf(b) === `POST ${API.logout}`));
    for (const route of routes) {
      const url = concreteUrl(route.url, '999999');
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const payload = method === 'GET' || method === 'DELETE' && !route.url.includes('delete') ? undefined : {};
      const key = keyOf(route);
      const asApp = TOKEN_ROUTES.includes(key);
      check(route, await t.app.inject({ method, url, ...(payload ? { payload } : {}) }), problems, 'anonymous');
      const credentials = asApp ? { authorization: `Bearer ${TEST_INGEST_TOKEN}` } : { cookie: t.auth.cookie };
      check(route, await t.app.inject({ method, url, headers: credentials, ...(payload ? { payload } : {}) }), problems, asApp ? 'app token' : 'administrator');
      check(route, await t.app.inject({ method, url, headers: { ...credentials, host: 'evil.example' } }), problems, 'foreign Host');
    }
    expect(problems).toEqual([]);
    expect(documentedRoutes().length).toBeGreaterThan(60);
    for (const status of [200, 400, 401, 404, 421]) expect(checkedByStatus.get(status) ?? 0, `answers ${status} checked`).toBeGreaterThan(3);
  });
});
