import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Issue 18: the key of the operation log's seals (AUDIT_KEY). It lives in the process, never in the
 * database: whoever holds only database access can rewrite rows and recompute their hashes, not their
 * seals. One key per process (every app a process builds shares its database's log).
 */
let configured: Buffer | undefined;

export function useAuditKey(key: string): void {
  configured = Buffer.from(key, 'utf8');
}

export function auditKey(): Buffer {
  if (configured) return configured;
  const fromEnvironment = process.env.AUDIT_KEY;
  if (fromEnvironment) return (configured = Buffer.from(fromEnvironment, 'utf8'));
  throw new Error('AUDIT_KEY is not configured: the operation log cannot be sealed');
}

/** A row's seal: HMAC-SHA256 of its chain position and hash (the hash already covers every earlier row). */
export function sealOf(chainSeq: number, hash: string, key: Buffer = auditKey()): string {
  return createHmac('sha256', key).update(`seal:${chainSeq}:${hash}`).digest('hex');
}

/** The process's key from the configuration: AUDIT_KEY, else (embedded mode) the data folder's key. */
export function configureAuditKey(config: { auditKey: string | undefined; dataDir: string }): void {
  useAuditKey(config.auditKey ?? auditKeyFromDataDir(config.dataDir));
}

/** The embedded mode's key: `audit.key` in the data folder, made (readable by this user only) at first start. */
export function auditKeyFromDataDir(dataDir: string): string {
  const file = path.join(dataDir, 'audit.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return key;
}
