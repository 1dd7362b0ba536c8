import {
  deleteConfirmationWords,
  errorEnvelopeSchema,
  isErrorCode,
  pickInterfaceLanguage,
  type ErrorCode,
} from '@study/shared';
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
  let details = envelope.data?.error.details;
  const retryAfter = Number(response.headers.get('retry-after'));
  if (response.status === 429 && retryAfter > 0) {
    details = { retryAfterSeconds: retryAfter, ...(details as object | undefined) };
  }
  throw new ApiError(
    code ?? (response.status >= 500 ? 'INTERNAL_ERROR' : 'MALFORMED_REQUEST'),
    response.status,
    details,
  );
}

/** The placeholders a catalogue message may need, taken from the error's details. */
function messageParams(error: ApiError): Record<string, string | number> {
  const details = (error.details ?? {}) as { retryAfterSeconds?: unknown; word?: unknown };
  const params: Record<string, string | number> = {};
  if (typeof details.retryAfterSeconds === 'number') params.seconds = details.retryAfterSeconds;
  if (typeof details.word === 'string') params.word = details.word;
  return params;
}

/** The translated message for any error thrown by a call. */
export function errorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return i18next.t('errors.INTERNAL_ERROR');
  const params = messageParams(error);
  // A limit without a known wait still reads well with a minute.
  const waits = error.code === 'RATE_LIMITED' || error.code === 'RESET_ALREADY_REQUESTED';
  if (waits && params.seconds === undefined) params.seconds = 60;
  params.word ??= deleteConfirmationWords[pickInterfaceLanguage(i18next.language)];
  return i18next.t(`errors.${error.code}`, params);
}

/** Field issues of a VALIDATION_FAILED answer, by field name, as catalogue codes. */
export function fieldIssues(error: unknown): Record<string, ErrorCode> {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return {};
  const fields = (error.details as { fields?: unknown } | undefined)?.fields;
  if (!Array.isArray(fields)) return {};
  const issues: Record<string, ErrorCode> = {};
  for (const field of fields as { path?: unknown; code?: unknown }[]) {
    const path = Array.isArray(field.path) ? field.path.join('.') : String(field.path ?? '');
    if (path && !issues[path])
      issues[path] = isErrorCode(field.code) ? field.code : 'FIELD_REQUIRED';
  }
  return issues;
}
