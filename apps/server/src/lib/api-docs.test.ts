import { DECISION_EVENT_TYPES } from '@ops/contracts/decisions';
import { API } from '@ops/contracts/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let doc: {
  openapi: string;
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: unknown }> }; responses: Record<string, unknown>; parameters?: { name: string }[] }>>;
  webhooks: Record<string, { post: { parameters: { name: string }[]; requestBody: { content: Record<string, { schema: { $ref: string } }> } } }>;
  components: { schemas: Record<string, { properties: Record<string, { enum?: string[] }> }> };
};
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.request({ method: 'GET', url: '/docs/json' })).json();
});
afterAll(() => t.close());

describe('the OpenAPI document (/docs/json)', () => {
  it('describes every call of the app with its request and answer schemas', () => {
    expect(doc.openapi).toBe('3.1.0');
    for (const path of [API.ingestEvents, API.ingestUsers, API.ingestPosts, API.ingestVideos, API.ingestComments, API.ingestReports, API.ingestLogins]) {
      const post = doc.paths[path]?.post;
      expect(post?.requestBody?.content['application/json']?.schema, path).toMatchObject({ type: 'object' });
      expect(Object.keys(post?.responses ?? {}), path).toEqual(expect.arrayContaining(['200', '400', '401']));
    }
    const feed = doc.paths[API.ingestDecisions]?.get;
    expect(feed?.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['after', 'limit']));
    expect(Object.keys(feed?.responses ?? {})).toEqual(expect.arrayContaining(['200', '410']));
  });

  it('describes the decision webhook the console sends, with its signature header and event schema', () => {
    const webhook = doc.webhooks.decisionEvent?.post;
    expect(webhook?.parameters.map((p) => p.name)).toEqual(['x-signature', 'x-event-id', 'x-event-type']);
    expect(webhook?.requestBody.content['application/json']?.schema).toEqual({ $ref: '#/components/schemas/DecisionEvent' });
    expect(doc.components.schemas.DecisionEvent?.properties.type?.enum).toEqual([...DECISION_EVENT_TYPES]);
  });
});
