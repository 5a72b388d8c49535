import { expect, type APIRequestContext } from '@playwright/test';

/** The ingestion token the e2e server runs with (playwright.config.ts): the tests play the app's backend. */
export const E2E_INGEST_TOKEN = 'e2e-ingest-token-0123456789abcdef';

/** What the app's backend does: a batch through `/ingest/{kind}` with the ingestion token, never a session. */
export async function sendToIntake(request: APIRequestContext, kind: string, items: object[]): Promise<void> {
  const response = await request.post(`/ingest/${kind}`, {
    headers: { authorization: `Bearer ${E2E_INGEST_TOKEN}` },
    data: { [kind]: items },
  });
  expect(response.status(), await response.text()).toBe(200);
}
