const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003',
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
  '08006',
  '53300', // too_many_connections
]);

const CONNECTION_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /Client was closed and is not queryable/i,
];

function isConnectionError(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) return true;
  return CONNECTION_MESSAGES.some((pattern) => pattern.test(error.message));
}

/** True when an error (or its cause chain, or one of an AggregateError's errors) means the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  if (isConnectionError(error)) return true;
  // A host name with several addresses fails with one AggregateError holding each attempt's error.
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}

/** True when an error (or its cause: drizzle wraps the driver's) carries the PostgreSQL error `code`. */
function hasErrorCode(error: unknown, code: string, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  if ((error as { code?: unknown }).code === code) return true;
  return hasErrorCode(error.cause, code, depth + 1);
}

/** A unique-constraint violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  return hasErrorCode(error, '23505');
}

/** PostgreSQL broke a deadlock by cancelling this statement (40P01): running it again is safe when it is idempotent. */
export function isDeadlock(error: unknown): boolean {
  return hasErrorCode(error, '40P01');
}

/** A REPEATABLE READ transaction met a row changed by a transaction that committed after its snapshot (40001). */
export function isSerializationFailure(error: unknown): boolean {
  return hasErrorCode(error, '40001');
}

/** A hot standby cancelled a read that conflicted with the changes it replays (40001), or dropped its database (57P04). */
export function isRecoveryConflict(error: unknown): boolean {
  return hasErrorCode(error, '40001') || hasErrorCode(error, '57P04');
}
