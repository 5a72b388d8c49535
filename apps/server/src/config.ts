import path from 'node:path';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '@ops/contracts/limits';

const portSchema = z.coerce
  .number({ error: 'PORT must be a number between 1 and 65535' })
  .int({ error: 'PORT must be a whole number between 1 and 65535' })
  .min(1, { error: 'PORT must be between 1 and 65535' })
  .max(65535, { error: 'PORT must be between 1 and 65535' });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'NODE_ENV must be development, production or test' }).default('production'),
  PORT: portSchema.default(3000),
  HOST: z.string().trim().min(1, { error: 'HOST must not be empty' }).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1, { error: 'DATA_DIR must not be empty' }).default('./data'),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\/\S+$/, { error: 'DATABASE_URL must look like postgres://user:password@host:5432/dbname' })
    .optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(PASSWORD_MIN_LENGTH, { error: `ADMIN_PASSWORD must be at least ${PASSWORD_MIN_LENGTH} characters` })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent' }).default('info'),
  SESSION_IDLE_MINUTES: z.coerce.number({ error: 'SESSION_IDLE_MINUTES must be a number' }).int().min(1).max(7 * 24 * 60).default(120),
  SESSION_MAX_HOURS: z.coerce.number({ error: 'SESSION_MAX_HOURS must be a number' }).int().min(1).max(24 * 30).default(12),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false'], { error: 'COOKIE_SECURE must be auto, true or false' }).default('auto'),
  TRUST_PROXY: z.enum(['true', 'false'], { error: 'TRUST_PROXY must be true or false' }).default('false'),
  INGEST_TOKEN: z.string().trim().min(16, { error: 'INGEST_TOKEN must be at least 16 characters' }).optional(),
  STATS_REFRESH_SECONDS: z.coerce
    .number({ error: 'STATS_REFRESH_SECONDS must be a number between 1 and 60' })
    .int({ error: 'STATS_REFRESH_SECONDS must be a whole number between 1 and 60' })
    .min(1, { error: 'STATS_REFRESH_SECONDS must be between 1 and 60' })
    .max(60, { error: 'STATS_REFRESH_SECONDS must be between 1 and 60' })
    .default(15),
  ALLOWED_ORIGINS: z
    .string()
    .transform((value, ctx) => {
      const origins: string[] = [];
      for (const item of value.split(',').map((part) => part.trim()).filter((part) => part !== '')) {
        const origin = originOfBareUrl(item);
        if (origin === null) {
          ctx.addIssue({ code: 'custom', message: `ALLOWED_ORIGINS must list origins like https://ops.example.com separated by commas, not "${item}"` });
          return z.NEVER;
        }
        origins.push(origin);
      }
      return origins;
    })
    .optional(),
});

/** `scheme://host[:port]` of an http(s) URL as browsers send it in `Origin`, or null when it is not one. */
export function normalizeOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** The origin of a URL that names nothing but an origin (no path, query or credentials). */
function originOfBareUrl(value: string): string | null {
  const origin = normalizeOrigin(value);
  if (origin === null) return null;
  const url = new URL(value);
  const bare = url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '' && url.password === '';
  return bare ? origin : null;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminPassword: string | undefined;
  logLevel: string;
  sessionIdleMs: number;
  sessionMaxMs: number;
  cookieSecure: 'auto' | boolean;
  trustProxy: boolean;
  /** Bearer token of `POST /ingest/events`; ingestion is refused while it is unset. */
  ingestToken: string | undefined;
  /** How often the statistics roll-ups catch up with new events. */
  statsRefreshMs: number;
  /** Embedded PGlite database, where the demo operator and demo data are allowed. */
  demoMode: boolean;
  /** Other origins (a separately hosted web app) allowed to send cookie-authenticated mutations; this server's own is always allowed. */
  allowedOrigins: string[];
}

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws one ConfigError with one clear line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid environment variable ${name}: ${issue?.message ?? 'invalid value'}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxMs: e.SESSION_MAX_HOURS * 3_600_000,
    cookieSecure: e.COOKIE_SECURE === 'auto' ? 'auto' : e.COOKIE_SECURE === 'true',
    trustProxy: e.TRUST_PROXY === 'true',
    ingestToken: e.INGEST_TOKEN,
    statsRefreshMs: e.STATS_REFRESH_SECONDS * 1000,
    demoMode: e.DATABASE_URL === undefined,
    allowedOrigins: e.ALLOWED_ORIGINS ?? [],
  };
}
