import { z } from '../zod.ts';
import { sourceSpanSchema } from './source-span.ts';

/** A question/answer card; `term` is the key term it teaches, when it teaches one. */
export const flashcardSchema = z.object({
  question: z.string().min(1),
  answer: z.string().min(1),
  term: z.string().min(1).optional(),
  source: sourceSpanSchema,
});
export type Flashcard = z.infer<typeof flashcardSchema>;

export const flashcardListSchema = z.array(flashcardSchema);
