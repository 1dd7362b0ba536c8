import { accountsErrors } from './accounts-errors.ts';
import { commonErrors } from './common-errors.ts';
import { documentsErrors } from './documents-errors.ts';
import { lessonsErrors } from './lessons-errors.ts';
import { quizzesErrors } from './quizzes-errors.ts';
import { chatErrors } from './chat-errors.ts';
import { feedbackErrors } from './feedback-errors.ts';
import { billingErrors } from './billing-errors.ts';
import { studyErrors } from './study-errors.ts';
import type { ErrorDefinition } from './define-errors.ts';

/**
 * Every error a user can meet, by stable code. Feature groups are merged here so that codes stay
 * unique across the product; a duplicate code is a type error below.
 */
export const errorCatalogue = {
  ...commonErrors,
  ...accountsErrors,
  ...documentsErrors,
  ...studyErrors,
  ...lessonsErrors,
  ...quizzesErrors,
  ...chatErrors,
  ...feedbackErrors,
  ...billingErrors,
} satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof errorCatalogue;

export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}
