import { defineConfig } from '@playwright/test';
import { E2E_INGEST_TOKEN } from './e2e/support/ingest';

const PORT = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://127.0.0.1:${PORT}`;

/** End-to-end tests in Debian's Chromium against the real server on a fresh embedded database. */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  workers: 1,
  fullyParallel: false,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node e2e/serve.mjs',
    url: `${baseURL}/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    // The tests play the app's backend (E2E_INGEST_TOKEN); the demo app only receives webhooks here
    // (its first round of content would come after an hour), so the seeded data stays as the tests expect it.
    // 审计员 must use two-factor login (e2e/operators.spec.ts walks that setup); the demo admin signs in with a password alone.
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      INGEST_TOKEN: E2E_INGEST_TOKEN,
      DEMO_APP_INTERVAL_SECONDS: '3600',
      REQUIRE_2FA_FOR: 'auditor',
    },
  },
});
