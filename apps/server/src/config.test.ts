import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to port 3000, ./data and the embedded demo database', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, demoMode: true, databaseUrl: undefined });
    expect(config.dataDir.endsWith('data')).toBe(true);
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
