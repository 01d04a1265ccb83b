// Reads database errors: the SQLSTATE of a failure (Drizzle wraps the driver's error in
// `cause`), and "the database is not there" so the API answers 503 instead of 500.

/** The errors of `err`'s cause chain, outermost first. */
function* causeChain(err: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    yield e as { code?: unknown; message?: unknown };
  }
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/** True when the driver reported this SQLSTATE anywhere in the cause chain. */
export function hasSqlState(err: unknown, code: string): boolean {
  for (const e of causeChain(err)) if (e.code === code) return true;
  return false;
}
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08003',
  '08006',
  '08001',
  '08004',
]);

// node-postgres says it in words: a pool that cannot connect, a connection that dropped, and
// a query on a client whose connection already died.
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|connection error and is not queryable|Client was closed and is not queryable/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  for (const { code, message } of causeChain(err)) {
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}
