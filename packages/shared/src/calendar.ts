/**
 * Days as the student lives them: "today", the cards due today and the days in a row follow the
 * student's time zone (an IANA name the web sends in `x-time-zone`), not the server's nor UTC.
 * Day keys are `YYYY-MM-DD`; an unknown or missing zone is UTC.
 */

/** The request header that carries the student's time zone. */
export const timeZoneHeader = 'x-time-zone';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** `timeZone` when it is a zone this runtime knows (`Europe/Paris`, `America/Montreal`), else UTC. */
export function knownTimeZone(timeZone: string | undefined | null): string {
  if (!timeZone || timeZone.length > 64) return 'UTC';
  try {
    return formatIn(timeZone).resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

/** The wall-clock fields of `instant` in `timeZone`. */
function wallClock(instant: Date, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatIn(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** The day key of `instant` in `timeZone`. */
export function dayKeyIn(instant: Date, timeZone: string): string {
  const { year, month, day } = wallClock(instant, timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The day key `days` days after `key` (before it when negative). */
export function addDays(key: string, days: number): string {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetMs(instant: Date, timeZone: string): number {
  const { year, month, day, hour, minute, second } = wallClock(instant, timeZone);
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  return wall - (instant.getTime() - instant.getUTCMilliseconds());
}

/** The instant day `key` starts in `timeZone` (its midnight, or the first hour it has). */
export function startOfDayIn(key: string, timeZone: string): Date {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  const wallMidnight = Date.UTC(year, month - 1, day);
  // Twice: the offset at midnight may differ from the offset at the first guess (a DST change).
  let instant = wallMidnight - offsetMs(new Date(wallMidnight), timeZone);
  instant = wallMidnight - offsetMs(new Date(instant), timeZone);
  return new Date(instant);
}
