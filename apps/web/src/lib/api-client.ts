import {
  timeZoneHeader,
  type ErrorCode,
  type ErrorEnvelope,
  type ErrorParams,
} from '@study/shared';
import { isErrorCode } from './error-codes.ts';
import { loadContracts, loadedContracts } from './contracts.ts';
import { i18n } from './i18n.ts';
import { localTimeZone } from './time-zone.ts';

export interface ApiErrorOptions {
  /** The values the code's message names, as the server sent them. */
  params?: ErrorParams;
  /** Structured information of the refusal (field issues, the metric of a limit). */
  details?: unknown;
  /** How long the server asks to wait before trying again (Retry-After). */
  retryAfterSeconds?: number;
}

/** A failed API call, carrying the catalogue code and its values so the UI words it. */
export class ApiError extends Error {
  readonly params: ErrorParams | undefined;
  readonly details: unknown;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    options: ApiErrorOptions = {},
  ) {
    super(code);
    this.name = 'ApiError';
    this.params = options.params;
    this.details = options.details;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/**
 * The ApiError an error answer amounts to: the envelope's code, params and details, and the wait
 * its Retry-After header gives. A body that is not our envelope becomes `serverFailure` for a 5xx
 * (or no answer at all, status 0) and MALFORMED_REQUEST otherwise.
 */
export function apiErrorOf(
  status: number,
  body: unknown,
  retryAfter: string | null = null,
  serverFailure: ErrorCode = 'INTERNAL_ERROR',
): ApiError {
  const error = envelopeOf(body)?.error;
  const code = isErrorCode(error?.code)
    ? error.code
    : status >= 500 || status === 0
      ? serverFailure
      : 'MALFORMED_REQUEST';
  // Retry-After in seconds; the HTTP-date form is not something our server sends.
  const seconds = retryAfter !== null && /^\d+$/.test(retryAfter.trim()) ? Number(retryAfter) : 0;
  return new ApiError(code, status, {
    ...(error?.params ? { params: error.params } : {}),
    ...(error?.details !== undefined ? { details: error.details } : {}),
    ...(seconds > 0 ? { retryAfterSeconds: seconds } : {}),
  });
}

/**
 * `body` as our error envelope, if it is one. `readApiError` loads the schemas first; an answer
 * read before they are here (an upload sent before any other interaction) is taken as it comes.
 */
function envelopeOf(body: unknown): ErrorEnvelope | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const contracts = loadedContracts();
  if (!contracts) return body as ErrorEnvelope;
  const envelope = contracts.errorEnvelopeSchema.safeParse(body);
  return envelope.success ? envelope.data : undefined;
}

/** Reads a fetch answer that failed into an ApiError (see `apiErrorOf`). */
export async function readApiError(
  response: Response,
  serverFailure?: ErrorCode,
): Promise<ApiError> {
  // An error is worded from a checked envelope: the schemas come with the first one.
  const [body] = await Promise.all([
    response.json().catch((): unknown => undefined),
    loadContracts(),
  ]);
  return apiErrorOf(response.status, body, response.headers.get('retry-after'), serverFailure);
}

/** Calls the API with the session cookie and the interface language; throws ApiError on failure. */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  headers.set('accept-language', i18n.language);
  // "Today", the cards due today and the days in a row follow the student's own clock.
  headers.set(timeZoneHeader, localTimeZone());
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
  if (!response.ok) throw await readApiError(response);
  return (await response.json().catch(() => undefined)) as T;
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
