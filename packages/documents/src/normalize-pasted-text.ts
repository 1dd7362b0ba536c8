import { AppError, documentLimits, type ExtractionResult } from '@study/shared';
import { detectLessonLanguage as detectLanguage } from '@study/shared/language-detection';
import { guessTitle } from './guess-title.ts';
import { markHeadings } from './mark-headings.ts';
import { normalizeText } from './normalize-text.ts';

export interface PastedTextOptions {
  minChars?: number;
  maxChars?: number;
}

/**
 * Pasted text as a lesson source, shaped like `extract()`'s result with `source: "text"`:
 * normalised, its headings marked, its language detected; TEXT_TOO_SHORT / TEXT_TOO_LONG outside the limits.
 */
export function normalizePastedText(
  text: string,
  options: PastedTextOptions = {},
): ExtractionResult {
  const minChars = options.minChars ?? documentLimits.minPastedTextChars;
  const maxChars = options.maxChars ?? documentLimits.maxPastedTextChars;
  const clean = markHeadings(normalizeText(text));
  if (clean.length < minChars) throw new AppError('TEXT_TOO_SHORT', { params: { minChars } });
  if (clean.length > maxChars) throw new AppError('TEXT_TOO_LONG', { params: { maxChars } });
  const detected = detectLanguage(clean);
  return {
    text: clean,
    pages: [{ number: 1, text: clean }],
    language: detected.language,
    titleGuess: guessTitle(clean),
    source: 'text',
    warnings: detected.certain ? [] : ['LANGUAGE_UNCERTAIN'],
  };
}
