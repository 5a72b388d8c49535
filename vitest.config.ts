import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const serverTests = ['apps/server/**/*.test.ts'];
const timeouts = { testTimeout: 60_000, hookTimeout: 120_000 };
const TEST_AUDIT_KEY = 'test-audit-key-0123456789-0123456789';

/**
 * Every test runs on embedded PGlite; when TEST_DATABASE_URL is set (CI sets it),
 * the server suite runs a second time against that PostgreSQL server.
 */
export default defineConfig({
  test: {
    // A file spends much of its time waiting on PostgreSQL (another process), so as many files run at once as there
    // are cores, not one fewer (vitest's default, which on the 2-core CI machines ran one file at a time: the whole
    // suite took 27.5 min there against 14.5 min with two).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        // The web app's one `@/` alias (apps/web/vite.config.ts), for its unit tests.
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'pglite',
          include: ['apps/**/*.test.ts', 'packages/**/*.test.ts', 'scripts/**/*.test.ts'],
          // The operation log's seal key (issue 18), for test processes and the servers they start.
          env: { TEST_DB: 'pglite', AUDIT_KEY: TEST_AUDIT_KEY },
          ...timeouts,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [{ test: { name: 'postgres', include: serverTests, env: { TEST_DB: 'pg', AUDIT_KEY: TEST_AUDIT_KEY }, ...timeouts } }]
        : []),
    ],
  },
});
