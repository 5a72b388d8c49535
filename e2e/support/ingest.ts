/** The ingestion token the e2e server runs with (playwright.config.ts): the tests play the app's backend. */
export const E2E_INGEST_TOKEN = 'e2e-ingest-token-0123456789abcdef';
