import { z } from '../zod.ts';
import { lessonLanguages } from '../languages.ts';

export const extractionSources = ['pdf', 'docx', 'txt', 'images', 'text'] as const;
export type ExtractionSource = (typeof extractionSources)[number];

/** Things that went partly wrong without stopping the extraction. */
export const extractionWarnings = [
  /** A PDF had more pages without text than `maxScannedPages`; the rest were skipped. */
  'SCANNED_PAGES_SKIPPED',
  /** One page or photo could not be read by OCR; the others were kept. */
  'PAGE_UNREADABLE',
  /** OCR read the text with low confidence: the student should check it. */
  'OCR_LOW_CONFIDENCE',
  /** Too little text to be sure of the language; the default was used. */
  'LANGUAGE_UNCERTAIN',
] as const;
export type ExtractionWarning = (typeof extractionWarnings)[number];

export const extractedPageSchema = z.object({
  /** 1-based: a PDF page, a photo, or 1 for a file without pages. */
  number: z.number().int().positive(),
  text: z.string(),
});
export type ExtractedPage = z.infer<typeof extractedPageSchema>;

/**
 * Text out of a lesson source. `text` is the pages joined, with Markdown-style structure
 * (`#`, `##`, `- `) that the study engine reads.
 */
export const extractionResultSchema = z.object({
  text: z.string(),
  pages: z.array(extractedPageSchema),
  language: z.enum(lessonLanguages),
  titleGuess: z.string(),
  source: z.enum(extractionSources),
  /** Present when some text came from OCR: mean word confidence, 0..100. */
  ocr: z.object({ confidence: z.number().min(0).max(100) }).optional(),
  warnings: z.array(z.enum(extractionWarnings)),
});
export type ExtractionResult = z.infer<typeof extractionResultSchema>;
