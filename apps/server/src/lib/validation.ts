import {
  AppError,
  errorParamsOf,
  formatErrorMessage,
  isErrorCode,
  type ErrorCode,
  type ErrorParams,
  type InterfaceLanguage,
} from '@study/shared';
import type { z } from 'zod';

export interface FieldIssue {
  path: string;
  code?: ErrorCode;
  /** The values the code's message names, as the error envelope carries them. */
  params?: ErrorParams;
  message: string;
}

/** A schema issue as the client sees it: where, which code (when the message is one), and why. */
export function toFieldIssue(
  issue: { path: PropertyKey[] | string; message: string },
  language: InterfaceLanguage,
): FieldIssue {
  const path = Array.isArray(issue.path) ? issue.path.map(String).join('.') : issue.path;
  if (!isErrorCode(issue.message)) return { path, message: issue.message };
  const params = errorParamsOf(issue.message);
  return {
    path,
    code: issue.message,
    ...(params ? { params } : {}),
    message: formatErrorMessage(issue.message, language, params),
  };
}

/**
 * Parses `value` or throws an AppError whose code is that of the first issue (e.g.
 * PASSWORD_TOO_WEAK), with every issue in `details.fields`.
 */
export function parseOrThrow<S extends z.ZodType>(
  schema: S,
  value: unknown,
  language: InterfaceLanguage,
): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => toFieldIssue(issue, language));
  const first = fields.find((field) => field.code)?.code ?? 'VALIDATION_FAILED';
  throw new AppError(first, { details: { fields } });
}
