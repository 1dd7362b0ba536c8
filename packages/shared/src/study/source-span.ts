import { z } from '../zod.ts';
import { withoutEmphasis } from './emphasis.ts';

/** A span of the lesson text the engine read: `text.slice(start, end)`. */
export const sourceSpanSchema = z
  .object({
    start: z.number().int().nonnegative(),
    end: z.number().int().nonnegative(),
  })
  .refine((span) => span.end > span.start, { message: 'A source span is never empty' });
export type SourceSpan = z.infer<typeof sourceSpanSchema>;

/**
 * The passage a span came from, for a student to read it in context: the sentences it touches
 * (a card's span may be only its answer) with the sentence before and the one after, within its
 * paragraph, without the stars of a lesson pasted with Markdown emphasis. Null when the span does
 * not fit the text.
 */
export function passageAround(text: string, span: { start: number; end: number }): string | null {
  const { start, end } = span;
  if (start < 0 || end <= start || end > text.length) return null;
  const paragraphStart = text.lastIndexOf('\n', start - 1) + 1;
  const newline = text.indexOf('\n', end);
  const paragraphEnd = newline < 0 ? text.length : newline;
  // Where each sentence of the paragraph starts, and where the paragraph ends.
  const starts = [paragraphStart];
  for (const match of text.slice(paragraphStart, paragraphEnd).matchAll(/[.!?…]["»”)]?\s+/gu)) {
    starts.push(paragraphStart + match.index + match[0].length);
  }
  starts.push(paragraphEnd);
  const first = starts.findLastIndex((at) => at <= start);
  const last = starts.findIndex((at) => at >= end);
  const from = starts[Math.max(0, first - 1)]!;
  const to = starts[Math.min(starts.length - 1, (last < 0 ? starts.length - 1 : last) + 1)]!;
  const passage = withoutEmphasis(text.slice(Math.min(from, start), Math.max(to, end))).trim();
  return passage === '' ? null : passage;
}
