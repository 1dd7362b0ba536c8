import type { InterfaceLanguage } from '../languages.ts';
import { errorCatalogue, type ErrorCode } from './error-catalogue.ts';

/** The catalogue message of `code` in `language`, with its {{placeholders}} filled. */
export function formatErrorMessage(
  code: ErrorCode,
  language: InterfaceLanguage,
  params: Record<string, string | number> = {},
): string {
  const template = errorCatalogue[code].message[language];
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** The messages of every code in one language, shaped for an i18n namespace. */
export function errorMessages(language: InterfaceLanguage): Record<ErrorCode, string> {
  const entries = Object.entries(errorCatalogue).map(([code, definition]) => [
    code,
    definition.message[language],
  ]);
  return Object.fromEntries(entries) as Record<ErrorCode, string>;
}
