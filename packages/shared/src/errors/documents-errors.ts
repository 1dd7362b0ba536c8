import { defineErrors } from './define-errors.ts';

export const documentsErrors = defineErrors({});
