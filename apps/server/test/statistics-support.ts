import { API } from '@ops/contracts/paths';
import type { IngestEvent } from '@ops/contracts/statistics';
import type { LightMyRequestResponse } from 'fastify';
import { TEST_INGEST_TOKEN, type TestApp } from './test-app.ts';

/** POST /ingest/events with the ingestion token, as the app's backend does. */
export function ingest(t: TestApp, events: readonly unknown[] | IngestEvent[], token = TEST_INGEST_TOKEN): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: API.ingestEvents,
    headers: { authorization: `Bearer ${token}` },
    payload: { events },
  });
}

export type StatisticsFilter = { sd?: number; ed?: number; sex?: string; oddEven?: string };

/** GET a statistics endpoint as the logged-in operator; throws on anything but 200. */
export async function getStatistics<T>(t: TestApp, url: string, filter: StatisticsFilter = {}): Promise<T> {
  const query = Object.fromEntries(Object.entries(filter).map(([key, value]) => [key, String(value)]));
  const response = await t.request({ method: 'GET', url, query });
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  return response.json() as T;
}

/** Every sex x oddEven combination the pages can ask for, "everyone" included. */
export const ALL_GROUP_FILTERS: { sex?: string; oddEven?: string }[] = [undefined, '0', '1', '2'].flatMap((sex) =>
  [undefined, '1', '2'].map((oddEven) => ({ ...(sex ? { sex } : {}), ...(oddEven ? { oddEven } : {}) })),
);
