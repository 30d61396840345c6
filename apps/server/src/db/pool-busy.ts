// node-postgres gives up waiting for a free connection after `connectionTimeoutMillis` with this
// message; drizzle wraps it as the cause of "Failed query". The statement never ran.
const NO_FREE_CONNECTION = 'timeout exceeded when trying to connect';

/** Whether the error, or any error it was caused by, is the pool having had no free connection in time. */
export function isPoolBusy(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 10; depth++) {
    if (current.message === NO_FREE_CONNECTION) return true;
    current = (current as Error & { originalError?: unknown }).originalError ?? current.cause;
  }
  return false;
}
