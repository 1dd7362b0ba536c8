import { z } from 'zod';

/** A span of the lesson text the engine read: `text.slice(start, end)`. */
export const sourceSpanSchema = z
  .object({
    start: z.number().int().nonnegative(),
    end: z.number().int().nonnegative(),
  })
  .refine((span) => span.end > span.start, { message: 'A source span is never empty' });
export type SourceSpan = z.infer<typeof sourceSpanSchema>;
