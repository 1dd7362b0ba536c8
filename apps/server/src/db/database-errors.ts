/** Socket errors of a database that is down, restarting or out of reach. */
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's own: class 08 (connection exception), and a server shutting down or starting up
 * (57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now).
 */
const sqlStates = /^(08...|57P0[123])$/;

/** What node-postgres says when a connection drops or the pool cannot get one in time. */
const driverMessages =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|not queryable/i;

/**
 * Whether an error, or any error it wraps (Drizzle and Better Auth wrap the driver's in `cause`),
 * means the database could not be reached, as opposed to a query or a bug of ours.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (socketCodes.has(code) || sqlStates.test(code))) return true;
    // Only the innermost error is the driver's own: wrappers quote the query and its values.
    if (current.cause === undefined && driverMessages.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}
