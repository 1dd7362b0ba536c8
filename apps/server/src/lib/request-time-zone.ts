import { knownTimeZone, timeZoneHeader } from '@study/shared';
import type { FastifyRequest } from 'fastify';

/** The student's time zone as the web sends it (`x-time-zone`); UTC when missing or unknown. */
export function requestTimeZone(request: FastifyRequest): string {
  const header = request.headers[timeZoneHeader];
  return knownTimeZone(Array.isArray(header) ? header[0] : header);
}
