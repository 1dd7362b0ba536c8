/**
 * The student's time zone (an IANA name). `Temporal` reads it without loading the locale data that
 * `Intl.DateTimeFormat` loads on its first use (tens of milliseconds of a first screen); browsers
 * without it fall back to Intl.
 */
export function localTimeZone(): string {
  const temporal = (globalThis as { Temporal?: { Now: { timeZoneId(): string } } }).Temporal;
  return temporal?.Now.timeZoneId() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}
