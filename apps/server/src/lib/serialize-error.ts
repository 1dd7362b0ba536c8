import { stdSerializers } from 'pino';

/** Drizzle quotes a failed query's values in its message, and Better Auth quotes that message. */
const quotedParams = /(\bparams: )[^\n]*/g;

/** A copy of `value` with every quoted query value redacted, however deep (Better Auth's `body`). */
function scrub(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return value.replace(quotedParams, '$1[redacted]');
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === 'params' ? '[redacted]' : scrub(item, depth + 1),
    ]),
  );
}

/**
 * pino's error serializer, without the values of failed queries: they hold session tokens, emails
 * and lesson text, and a database outage fails every query of every request at once.
 */
export function serializeError(error: Error): Record<string, unknown> {
  return scrub(stdSerializers.err(error), 0) as Record<string, unknown>;
}
