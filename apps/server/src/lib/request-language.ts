import { pickInterfaceLanguage, type InterfaceLanguage } from '@study/shared';
import type { FastifyRequest } from 'fastify';

/** The interface language a request asks for: the first tag of Accept-Language, else English. */
export function requestLanguage(request: FastifyRequest): InterfaceLanguage {
  const header = request.headers['accept-language'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.split(';')[0];
  return pickInterfaceLanguage(first);
}
