import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to port 3000, ./data and the embedded demo database', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, demoMode: true, databaseUrl: undefined });
    expect(config.dataDir.endsWith('data')).toBe(true);
  });

  it('refreshes statistics every 15 seconds and refuses ingestion until INGEST_TOKEN is set', () => {
    expect(loadConfig({})).toMatchObject({ statsRefreshMs: 15_000, ingestToken: undefined });
    expect(loadConfig({ INGEST_TOKEN: 'abcdefghijklmnop', STATS_REFRESH_SECONDS: '30' })).toMatchObject({ statsRefreshMs: 30_000, ingestToken: 'abcdefghijklmnop' });
  });

  it('allows no other origin by default; ALLOWED_ORIGINS lists them as browsers write them', () => {
    expect(loadConfig({}).allowedOrigins).toEqual([]);
    expect(loadConfig({ ALLOWED_ORIGINS: 'https://Web.Example.com/, http://localhost:5173' }).allowedOrigins).toEqual([
      'https://web.example.com',
      'http://localhost:5173',
    ]);
  });

  it('leaves demo mode when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@localhost:5432/app' }).demoMode).toBe(false);
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
    [{ ALLOWED_ORIGINS: 'ops.example.com' }, 'ALLOWED_ORIGINS'],
    [{ ALLOWED_ORIGINS: 'https://ops.example.com/console' }, 'ALLOWED_ORIGINS'],
    [{ ALLOWED_ORIGINS: 'ftp://ops.example.com' }, 'ALLOWED_ORIGINS'],
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
