import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '@ops/contracts/limits';
import { API } from '@ops/contracts/paths';
import { isRole, ROLES, type Role } from '@ops/contracts/permissions';
import { REVIEW_LEASE_MINUTES_DEFAULT } from '@ops/contracts/review-queue';

/** EVENTS_RETENTION_DAYS when unset: a little over a year of raw events. */
export const DEFAULT_EVENTS_RETENTION_DAYS = 400;

const portSchema = z.coerce
  .number({ error: 'PORT must be a number between 1 and 65535' })
  .int({ error: 'PORT must be a whole number between 1 and 65535' })
  .min(1, { error: 'PORT must be between 1 and 65535' })
  .max(65535, { error: 'PORT must be between 1 and 65535' });

function boundedInt(name: string, min: number, max: number) {
  const message = `${name} must be a whole number between ${min} and ${max}`;
  return z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
}

/** A comma-separated list of bare origins (`https://host[:port]`), as browsers write them in `Origin`. */
function originList(name: string, example: string) {
  return z.string().transform((value, ctx) => {
    const origins: string[] = [];
    for (const item of value.split(',').map((part) => part.trim()).filter((part) => part !== '')) {
      const origin = originOfBareUrl(item);
      if (origin === null) {
        ctx.addIssue({ code: 'custom', message: `${name} must list origins like ${example} separated by commas, not "${item}"` });
        return z.NEVER;
      }
      origins.push(origin);
    }
    return origins;
  });
}

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
  // Issue 18: the owner's connection, for migrations only; DATABASE_URL is then a role with only the rights the server needs.
  MIGRATION_DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\/\S+$/, { error: 'MIGRATION_DATABASE_URL must look like postgres://owner:password@host:5432/dbname' })
    .optional(),
  DATABASE_READ_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\/\S+$/, { error: 'DATABASE_READ_URL must look like postgres://user:password@replica-host:5432/dbname' })
    .optional(),
  DATABASE_PREPARED_STATEMENTS: z.enum(['on', 'off'], { error: 'DATABASE_PREPARED_STATEMENTS must be on or off' }).default('on'),
  DATABASE_READ_CONSISTENCY: z.enum(['session', 'strict'], { error: 'DATABASE_READ_CONSISTENCY must be session or strict' }).default('session'),
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
  EVENTS_RETENTION_DAYS: z.coerce
    .number({ error: 'EVENTS_RETENTION_DAYS must be a number of days, at least 31' })
    .int({ error: 'EVENTS_RETENTION_DAYS must be a whole number of days, at least 31' })
    .min(31, { error: 'EVENTS_RETENTION_DAYS must be at least 31 (30-day retention needs 31 days of raw events)' })
    .max(36_500, { error: 'EVENTS_RETENTION_DAYS must be at most 36500' })
    .default(DEFAULT_EVENTS_RETENTION_DAYS),
  // Issue 18: the console's own address(es) as operators' browsers reach it; other Host names get 421.
  PUBLIC_ORIGIN: originList('PUBLIC_ORIGIN', 'https://ops.example.com').optional(),
  ALLOWED_ORIGINS: originList('ALLOWED_ORIGINS', 'https://ops.example.com').optional(),
  // Issue 12: where images and videos of the app's content are served from (CSP img-src/media-src).
  MEDIA_ORIGINS: originList('MEDIA_ORIGINS', 'https://cdn.example.com').optional(),
  WEBHOOK_URL: z
    .string()
    .trim()
    .regex(/^https?:\/\/\S+$/i, { error: 'WEBHOOK_URL must be an http(s) URL such as https://app.example.com/hooks/ops' })
    .optional(),
  WEBHOOK_SECRET: z.string().min(16, { error: 'WEBHOOK_SECRET must be at least 16 characters' }).optional(),
  WEBHOOK_TIMEOUT_MS: boundedInt('WEBHOOK_TIMEOUT_MS', 100, 60_000).default(5_000),
  WEBHOOK_RETRY_BASE_MS: boundedInt('WEBHOOK_RETRY_BASE_MS', 10, 600_000).default(5_000),
  WEBHOOK_RETRY_MAX_MS: boundedInt('WEBHOOK_RETRY_MAX_MS', 10, 86_400_000).default(1_800_000),
  WEBHOOK_RETRY_HOURS: boundedInt('WEBHOOK_RETRY_HOURS', 24, 24 * 30).default(24),
  WEBHOOK_CONCURRENCY: boundedInt('WEBHOOK_CONCURRENCY', 1, 64).default(16),
  OUTBOX_RETENTION_DAYS: boundedInt('OUTBOX_RETENTION_DAYS', 1, 3650).default(30),
  // Issue 18: failed and throttled logins and refused tokens are kept this many days.
  SECURITY_EVENTS_RETENTION_DAYS: boundedInt('SECURITY_EVENTS_RETENTION_DAYS', 1, 3650).default(90),
  // Issue 13: whether this instance runs the machine review (e.g. off on API-only instances; at least one must run it).
  SCREENING_WORKER: z.enum(['on', 'off'], { error: 'SCREENING_WORKER must be on or off' }).default('on'),
  // Issue 14: roles that must use two-factor login (comma-separated role codes; empty: none).
  REQUIRE_2FA_FOR: z.string().transform((value, ctx) => {
    const roles = value.split(',').map((part) => part.trim()).filter((part) => part !== '');
    const unknown = roles.find((role) => !isRole(role));
    if (unknown !== undefined) {
      ctx.addIssue({ code: 'custom', message: `REQUIRE_2FA_FOR must list roles among ${ROLES.join(', ')} separated by commas, not "${unknown}"` });
      return z.NEVER;
    }
    return roles.filter(isRole);
  }).optional(),
  // Issue 15: how long an item claimed in 领取模式 stays with its operator without a new claim.
  REVIEW_LEASE_MINUTES: boundedInt('REVIEW_LEASE_MINUTES', 1, 240).default(REVIEW_LEASE_MINUTES_DEFAULT),
  // Issue 18: the key of the operation log's seals (never stored in the database) and where its checkpoints go.
  AUDIT_KEY: z.string().trim().min(32, { error: 'AUDIT_KEY must be at least 32 characters (e.g. openssl rand -base64 32)' }).optional(),
  AUDIT_CHECKPOINT_FILE: z.string().trim().min(1).optional(),
  AUDIT_CHECKPOINT_MINUTES: boundedInt('AUDIT_CHECKPOINT_MINUTES', 1, 1440).default(5),
  // Issue 18: Prometheus metrics, over the network with their own token and/or on a loopback-only port.
  METRICS_TOKEN: z.string().trim().min(16, { error: 'METRICS_TOKEN must be at least 16 characters' }).optional(),
  METRICS_PORT: portSchema.optional(),
  DEMO_APP: z.enum(['on', 'off'], { error: 'DEMO_APP must be on or off' }).default('on'),
  DEMO_APP_INTERVAL_SECONDS: boundedInt('DEMO_APP_INTERVAL_SECONDS', 1, 3600).default(20),
  /** Where the built web app is (default apps/web/dist); lets parallel test runs serve their own builds. */
  WEB_DIST_DIR: z.string().trim().min(1).optional(),
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

/** This server as seen from itself: a wildcard bind is reached on the loopback address. */
function loopbackHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The tables' owner, for migrations (issue 18); unset: DATABASE_URL migrates too. */
  migrationDatabaseUrl: string | undefined;
  /** A streaming replica of DATABASE_URL for the lists' and statistics' reads (ADR 0020); unset: the primary reads too. */
  databaseReadUrl: string | undefined;
  /** Parameterised statements run as named prepared statements (ADR 0026); off by default until each statement's plan is chosen. */
  preparedStatements: boolean;
  /** `session`: operators read their own writes from the replica; `strict`: every read waits for every earlier commit. */
  databaseReadConsistency: 'session' | 'strict';
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
  /** Days of raw activity events kept (today included); older partitions are dropped, the roll-ups keep their figures. */
  eventsRetentionDays: number;
  /** Embedded PGlite database, where the demo operator and demo data are allowed. */
  demoMode: boolean;
  /**
   * The console's own origins (`PUBLIC_ORIGIN`): their host names, and the loopback names, are the only
   * `Host` values answered; anything else gets 421 before routing (DNS rebinding).
   */
  publicOrigins: string[];
  /** Other origins (a separately hosted web app) allowed to send cookie-authenticated mutations; this server's own is always allowed. */
  allowedOrigins: string[];
  /** Origins the app's images and videos come from: intake accepts their URLs, the CSP lets pages load them. */
  mediaOrigins: string[];
  /** Push delivery of decision events; `url` undefined: the app pulls them from /ingest/decisions. */
  webhook: WebhookConfig;
  /** Delivered (or, without a webhook, all) decision events older than this are pruned. */
  outboxRetentionDays: number;
  /** Days a security event (failed login, refused token) is kept (issue 18). */
  securityEventsRetentionDays: number;
  /** Whether this instance runs the machine review (issue 13). */
  screeningWorker: boolean;
  /** Roles whose operators must turn on two-factor login before anything else (issue 14). */
  require2faFor: Role[];
  /** How long a 领取模式 lease lasts; each claim extends the operator's leases by as much (issue 15). */
  reviewLeaseMinutes: number;
  /** The seals' key (issue 18); unset only in embedded mode, where the data folder's `audit.key` is used. */
  auditKey: string | undefined;
  /** Signed checkpoints of the sealed head are appended here every `auditCheckpointMs`. */
  auditCheckpointFile: string;
  auditCheckpointMs: number;
  /** `GET /metrics` on the main port with this bearer token; unset: not served there (issue 18). */
  metricsToken: string | undefined;
  /** A loopback-only listener of `GET /metrics` without a token; unset: none. */
  metricsPort: number | undefined;
  /** The simulated app of `npm start` (embedded database only). */
  demoApp: { enabled: boolean; intervalMs: number };
  /** The built web app's folder, when WEB_DIST_DIR names one. */
  webDistDir: string | undefined;
}

export interface WebhookConfig {
  url: string | undefined;
  secret: string | undefined;
  timeoutMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  retryHours: number;
  concurrency: number;
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
  if (e.MIGRATION_DATABASE_URL && !e.DATABASE_URL) throw new ConfigError('Invalid environment variable MIGRATION_DATABASE_URL: it needs DATABASE_URL (the server\'s own role)');
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) throw new ConfigError('Invalid environment variable DATABASE_READ_URL: a read replica needs DATABASE_URL (the embedded database has none)');
  if (e.DATABASE_URL && !e.AUDIT_KEY) throw new ConfigError('Invalid environment variable AUDIT_KEY: required with DATABASE_URL (at least 32 characters, kept outside the database)');
  if (e.WEBHOOK_URL && !e.WEBHOOK_SECRET) throw new ConfigError('Invalid environment variable WEBHOOK_SECRET: required with WEBHOOK_URL (at least 16 characters)');
  const demoMode = e.DATABASE_URL === undefined;
  const demoApp = demoMode && e.DEMO_APP === 'on';
  // The demo app sends with its own token and receives on this server's demo route, unless told otherwise.
  const demoWebhook = demoApp && !e.WEBHOOK_URL;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    migrationDatabaseUrl: e.MIGRATION_DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    databaseReadConsistency: e.DATABASE_READ_CONSISTENCY,
    preparedStatements: e.DATABASE_PREPARED_STATEMENTS === 'on',
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxMs: e.SESSION_MAX_HOURS * 3_600_000,
    cookieSecure: e.COOKIE_SECURE === 'auto' ? 'auto' : e.COOKIE_SECURE === 'true',
    trustProxy: e.TRUST_PROXY === 'true',
    ingestToken: e.INGEST_TOKEN ?? (demoApp ? randomBytes(24).toString('hex') : undefined),
    statsRefreshMs: e.STATS_REFRESH_SECONDS * 1000,
    eventsRetentionDays: e.EVENTS_RETENTION_DAYS,
    demoMode,
    publicOrigins: e.PUBLIC_ORIGIN ?? [],
    allowedOrigins: e.ALLOWED_ORIGINS ?? [],
    mediaOrigins: e.MEDIA_ORIGINS ?? [],
    webhook: {
      url: demoWebhook ? `http://${loopbackHost(e.HOST)}:${e.PORT}${API.demoAppWebhook}` : e.WEBHOOK_URL,
      secret: demoWebhook ? randomBytes(24).toString('hex') : e.WEBHOOK_SECRET,
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
      retryBaseMs: e.WEBHOOK_RETRY_BASE_MS,
      retryMaxMs: Math.max(e.WEBHOOK_RETRY_MAX_MS, e.WEBHOOK_RETRY_BASE_MS),
      retryHours: e.WEBHOOK_RETRY_HOURS,
      concurrency: e.WEBHOOK_CONCURRENCY,
    },
    outboxRetentionDays: e.OUTBOX_RETENTION_DAYS,
    securityEventsRetentionDays: e.SECURITY_EVENTS_RETENTION_DAYS,
    screeningWorker: e.SCREENING_WORKER === 'on',
    require2faFor: e.REQUIRE_2FA_FOR ?? [],
    reviewLeaseMinutes: e.REVIEW_LEASE_MINUTES,
    auditKey: e.AUDIT_KEY,
    auditCheckpointFile: path.resolve(e.AUDIT_CHECKPOINT_FILE ?? path.join(e.DATA_DIR, 'audit-checkpoints.jsonl')),
    auditCheckpointMs: e.AUDIT_CHECKPOINT_MINUTES * 60_000,
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
    demoApp: { enabled: demoApp, intervalMs: e.DEMO_APP_INTERVAL_SECONDS * 1000 },
    webDistDir: e.WEB_DIST_DIR === undefined ? undefined : path.resolve(e.WEB_DIST_DIR),
  };
}
