import {
  AppError,
  formatErrorMessage,
  isAppError,
  type ErrorCode,
  type ErrorEnvelope,
  type InterfaceLanguage,
} from '@study/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../../db/database-errors.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { toFieldIssue } from '../../lib/validation.ts';

/** Fastify's own 4xx errors, mapped onto catalogue codes. */
const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'MALFORMED_REQUEST',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MALFORMED_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_REQUEST',
};

function toAppError(error: FastifyError | Error, language: InterfaceLanguage): AppError {
  if (isAppError(error)) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = error.validation.map((issue) =>
      toFieldIssue(
        {
          path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          message: issue.message ?? 'invalid',
        },
        language,
      ),
    );
    return new AppError('VALIDATION_FAILED', { details: { fields }, cause: error });
  }
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  const mapped = code ? fastifyCodes[code] : undefined;
  if (mapped) return new AppError(mapped, { cause: error });
  const status = 'statusCode' in error ? error.statusCode : undefined;
  if (status === 429)
    return new AppError('RATE_LIMITED', { params: { seconds: 60 }, cause: error });
  if (status !== undefined && status >= 400 && status < 500) {
    return new AppError('MALFORMED_REQUEST', { cause: error });
  }
  // The database restarting or out of reach is an outage to wait out, not a bug: 503.
  if (isDatabaseUnavailable(error)) return new AppError('SERVICE_UNAVAILABLE', { cause: error });
  return new AppError('INTERNAL_ERROR', { cause: error });
}

/** Answers `{ error: { code, message, params?, details? } }` in the request's language. */
export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const body: ErrorEnvelope = {
    error: {
      code: error.code,
      message: formatErrorMessage(error.code, requestLanguage(request), error.params),
      ...(error.params === undefined ? {} : { params: error.params }),
      ...(error.details === undefined ? {} : { details: error.details }),
    },
  };
  const retryAfter = (error.details as { retryAfterSeconds?: unknown } | undefined)
    ?.retryAfterSeconds;
  if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
  return reply.code(error.status).type('application/json; charset=utf-8').send(body);
}

/**
 * One place turns every failure into the error envelope. 5xx are logged whole and answered with
 * the catalogue message only; 4xx are logged at info level without a stack.
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | Error, request, reply) => {
      const appError = toAppError(error, requestLanguage(request));
      if (appError.status >= 500) {
        request.log.error({ err: error }, 'request failed');
      } else {
        request.log.info({ code: appError.code, reason: error.message }, 'request refused');
      }
      return sendError(request, reply, appError);
    });
  },
  { name: 'error-handler' },
);
