import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const KEY = 'config-test-audit-key-0123456789-01';

describe('loadConfig', () => {
  it('defaults to port 3000, ./data and the embedded demo database', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, demoMode: true, databaseUrl: undefined });
    expect(config.dataDir.endsWith('data')).toBe(true);
  });

  it('runs the machine review on every instance unless SCREENING_WORKER=off', () => {
    expect(loadConfig({}).screeningWorker).toBe(true);
    expect(loadConfig({ SCREENING_WORKER: 'off' }).screeningWorker).toBe(false);
  });

  it('refreshes statistics every 15 seconds and refuses ingestion until INGEST_TOKEN is set', () => {
    expect(loadConfig({ DEMO_APP: 'off' })).toMatchObject({ statsRefreshMs: 15_000, ingestToken: undefined });
    expect(loadConfig({ DATABASE_URL: 'postgres://u@localhost:5432/app', AUDIT_KEY: KEY }).ingestToken).toBeUndefined();
    expect(loadConfig({ INGEST_TOKEN: 'abcdefghijklmnop', STATS_REFRESH_SECONDS: '30' })).toMatchObject({ statsRefreshMs: 30_000, ingestToken: 'abcdefghijklmnop' });
  });

  it('reads from the primary unless DATABASE_READ_URL names a replica, with session consistency by default', () => {
    expect(loadConfig({})).toMatchObject({ databaseReadUrl: undefined, databaseReadConsistency: 'session' });
    const withReplica = loadConfig({ DATABASE_URL: 'postgres://u@primary:5432/ops', AUDIT_KEY: KEY, DATABASE_READ_URL: 'postgres://u@replica:5432/ops', DATABASE_READ_CONSISTENCY: 'strict' });
    expect(withReplica).toMatchObject({ databaseReadUrl: 'postgres://u@replica:5432/ops', databaseReadConsistency: 'strict' });
  });

  it('prepares statements with parameters unless DATABASE_PREPARED_STATEMENTS=off', () => {
    expect(loadConfig({}).preparedStatements).toBe(true);
    expect(loadConfig({ DATABASE_PREPARED_STATEMENTS: 'off' }).preparedStatements).toBe(false);
  });

  it('keeps 400 days of raw activity events unless EVENTS_RETENTION_DAYS says otherwise (at least 31)', () => {
    expect(loadConfig({}).eventsRetentionDays).toBe(400);
    expect(loadConfig({ EVENTS_RETENTION_DAYS: '31' }).eventsRetentionDays).toBe(31);
  });

  it('allows no other origin by default; ALLOWED_ORIGINS lists them as browsers write them', () => {
    expect(loadConfig({}).allowedOrigins).toEqual([]);
    expect(loadConfig({ ALLOWED_ORIGINS: 'https://Web.Example.com/, http://localhost:5173' }).allowedOrigins).toEqual([
      'https://web.example.com',
      'http://localhost:5173',
    ]);
  });

  it('runs the demo app in demo mode with its own token and the built-in webhook receiver, unless told otherwise', () => {
    const demo = loadConfig({ PORT: '3456', HOST: '0.0.0.0' });
    expect(demo.demoApp).toEqual({ enabled: true, intervalMs: 20_000 });
    expect(demo.ingestToken).toMatch(/^[0-9a-f]{48}$/);
    expect(demo.webhook).toMatchObject({ url: 'http://127.0.0.1:3456/demo-app/webhook', timeoutMs: 5_000, retryHours: 24 });
    expect(demo.webhook.secret).toMatch(/^[0-9a-f]{48}$/);
    const own = loadConfig({ INGEST_TOKEN: 'my-own-token-123456', WEBHOOK_URL: 'https://app.example.com/hook', WEBHOOK_SECRET: 'a-long-shared-secret' });
    expect(own).toMatchObject({ ingestToken: 'my-own-token-123456', webhook: { url: 'https://app.example.com/hook', secret: 'a-long-shared-secret' } });
    expect(loadConfig({ DEMO_APP: 'off' })).toMatchObject({ demoApp: { enabled: false }, webhook: { url: undefined, secret: undefined } });
    expect(loadConfig({ DATABASE_URL: 'postgres://u@localhost:5432/app', AUDIT_KEY: KEY })).toMatchObject({ demoApp: { enabled: false }, webhook: { url: undefined } });
  });

  it('reads MEDIA_ORIGINS as origins and the webhook retry settings', () => {
    expect(loadConfig({ MEDIA_ORIGINS: 'https://CDN.example.com, https://img.example.com:8443/' }).mediaOrigins).toEqual([
      'https://cdn.example.com',
      'https://img.example.com:8443',
    ]);
    expect(loadConfig({ WEBHOOK_RETRY_BASE_MS: '50', WEBHOOK_RETRY_MAX_MS: '10', WEBHOOK_RETRY_HOURS: '48' }).webhook).toMatchObject({
      retryBaseMs: 50,
      retryMaxMs: 50,
      retryHours: 48,
    });
  });

  it('holds 领取模式 items for 10 minutes unless REVIEW_LEASE_MINUTES says otherwise', () => {
    expect(loadConfig({}).reviewLeaseMinutes).toBe(10);
    expect(loadConfig({ REVIEW_LEASE_MINUTES: '240' }).reviewLeaseMinutes).toBe(240);
  });

  it('leaves demo mode when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@localhost:5432/app', AUDIT_KEY: KEY }).demoMode).toBe(false);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ HOST: ' ' }, 'HOST'],
    [{ INGEST_TOKEN: 'short' }, 'INGEST_TOKEN'],
    [{ STATS_REFRESH_SECONDS: '0' }, 'STATS_REFRESH_SECONDS'],
    [{ STATS_REFRESH_SECONDS: '5m' }, 'STATS_REFRESH_SECONDS'],
    [{ EVENTS_RETENTION_DAYS: '30' }, 'EVENTS_RETENTION_DAYS'],
    [{ DATABASE_READ_URL: 'postgres://reader@replica:5432/ops' }, 'DATABASE_READ_URL'],
    [{ DATABASE_URL: 'postgres://u@localhost:5432/app', AUDIT_KEY: KEY, DATABASE_READ_URL: 'replica:5432' }, 'DATABASE_READ_URL'],
    // Issue 18: the seals' key is required with a real database, and must be long enough.
    [{ DATABASE_URL: 'postgres://u@localhost:5432/app' }, 'AUDIT_KEY'],
    [{ AUDIT_KEY: 'too-short' }, 'AUDIT_KEY'],
    [{ DATABASE_READ_CONSISTENCY: 'eventual' }, 'DATABASE_READ_CONSISTENCY'],
    [{ DATABASE_PREPARED_STATEMENTS: 'no' }, 'DATABASE_PREPARED_STATEMENTS'],
    [{ EVENTS_RETENTION_DAYS: '1y' }, 'EVENTS_RETENTION_DAYS'],
    [{ ALLOWED_ORIGINS: 'ops.example.com' }, 'ALLOWED_ORIGINS'],
    [{ ALLOWED_ORIGINS: 'https://ops.example.com/console' }, 'ALLOWED_ORIGINS'],
    [{ ALLOWED_ORIGINS: 'ftp://ops.example.com' }, 'ALLOWED_ORIGINS'],
    [{ MEDIA_ORIGINS: 'cdn.example.com' }, 'MEDIA_ORIGINS'],
    [{ WEBHOOK_URL: 'ftp://app.example.com/hook', WEBHOOK_SECRET: 'a-long-shared-secret' }, 'WEBHOOK_URL'],
    [{ WEBHOOK_URL: 'https://app.example.com/hook' }, 'WEBHOOK_SECRET'],
    [{ WEBHOOK_URL: 'https://app.example.com/hook', WEBHOOK_SECRET: 'short' }, 'WEBHOOK_SECRET'],
    [{ WEBHOOK_RETRY_HOURS: '1' }, 'WEBHOOK_RETRY_HOURS'],
    [{ WEBHOOK_TIMEOUT_MS: '5s' }, 'WEBHOOK_TIMEOUT_MS'],
    [{ DEMO_APP: 'maybe' }, 'DEMO_APP'],
    [{ SCREENING_WORKER: 'yes' }, 'SCREENING_WORKER'],
    [{ OUTBOX_RETENTION_DAYS: '0' }, 'OUTBOX_RETENTION_DAYS'],
    [{ REVIEW_LEASE_MINUTES: '0' }, 'REVIEW_LEASE_MINUTES'],
    [{ REVIEW_LEASE_MINUTES: '241' }, 'REVIEW_LEASE_MINUTES'],
    [{ REVIEW_LEASE_MINUTES: '2.5' }, 'REVIEW_LEASE_MINUTES'],
  ])('stops with one clear line naming the variable for %j', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain(name);
      expect(message).not.toContain('\n');
    }
  });
});
