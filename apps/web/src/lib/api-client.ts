import { errorEnvelopeSchema, isErrorCode, type ErrorCode } from '@study/shared';
import { i18next } from './i18n.ts';

/** A failed API call, carrying the catalogue code so the UI shows the translated message. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    readonly details?: unknown,
  ) {
    super(code);
    this.name = 'ApiError';
  }
}

/** Calls the API with the session cookie and the interface language; throws ApiError on failure. */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  headers.set('accept-language', i18next.language);
  if (init.body !== undefined && !(init.body instanceof FormData)) {
    headers.set('content-type', 'application/json');
  }
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers, credentials: 'same-origin' });
  } catch {
    throw new ApiError('SERVICE_UNAVAILABLE', 0);
  }
  if (response.status === 204) return undefined as T;
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) return body as T;
  const envelope = errorEnvelopeSchema.safeParse(body);
  const code =
    envelope.success && isErrorCode(envelope.data.error.code)
      ? envelope.data.error.code
      : undefined;
  throw new ApiError(
    code ?? (response.status >= 500 ? 'INTERNAL_ERROR' : 'MALFORMED_REQUEST'),
    response.status,
    envelope.data?.error.details,
  );
}

/** The translated message for any error thrown by a call. */
export function errorMessage(error: unknown): string {
  const code: ErrorCode = error instanceof ApiError ? error.code : 'INTERNAL_ERROR';
  return i18next.t(`errors.${code}`);
}
