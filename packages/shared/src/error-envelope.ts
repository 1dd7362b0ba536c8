import { z } from './zod.ts';
import type { ErrorParams } from './errors/error-params.ts';

/** Values for a message's {{placeholders}}, by placeholder name. */
export const errorParamsSchema: z.ZodType<ErrorParams> = z.record(
  z.string(),
  z.union([z.string(), z.number()]),
);

/** The body of every error answer of the API. */
export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** The values the message names ({{max}}, {{seconds}}…), for a client that words it itself. */
    params: errorParamsSchema.optional(),
    details: z.unknown().optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
