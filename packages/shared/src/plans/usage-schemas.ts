import { z } from '../zod.ts';
import { plans } from './plan-limits.ts';

export const usageCounterSchema = z.object({
  used: z.number().int().nonnegative(),
  limit: z.number().int().nonnegative(),
  /** ISO instant when the counter starts again from zero. */
  resetsAt: z.string(),
});
export type UsageCounter = z.infer<typeof usageCounterSchema>;

/** `GET /api/usage`: the plan and every counter, for the limit-reached flag and the upgrade prompt. */
export const usageSchema = z.object({
  plan: z.enum(plans),
  generation: usageCounterSchema,
  pdf_export: usageCounterSchema,
  chat_message: usageCounterSchema,
});
export type Usage = z.infer<typeof usageSchema>;
