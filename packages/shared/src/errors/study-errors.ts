import { defineErrors } from './define-errors.ts';

export const studyErrors = defineErrors({});
