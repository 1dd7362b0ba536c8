export const plans = ['free', 'premium'] as const;
export type Plan = (typeof plans)[number];

/** What a plan spends: counted server-side per calendar month or day (UTC). */
export const usageMetrics = ['generation', 'pdf_export', 'chat_message'] as const;
export type UsageMetric = (typeof usageMetrics)[number];

export const usagePeriods = {
  generation: 'month',
  pdf_export: 'month',
  chat_message: 'day',
} as const;

/**
 * The limits of each plan (decisions.md), as configuration defaults: the server may override them
 * from the environment. A generation is a new lesson, a regenerated sheet or set of flashcards, or
 * a new quiz.
 */
export const planLimits: Record<Plan, Record<UsageMetric, number>> = {
  free: { generation: 15, pdf_export: 0, chat_message: 30 },
  premium: { generation: 300, pdf_export: 100, chat_message: 500 },
};

/** Why a spending was refused: the error code the user sees, kept as the app's limit-reached flag. */
export const limitReasons = [
  'GENERATION_LIMIT_REACHED',
  'PDF_EXPORT_PREMIUM_ONLY',
  'PDF_EXPORT_LIMIT_REACHED',
  'CHAT_MESSAGE_LIMIT_REACHED',
] as const;
export type LimitReason = (typeof limitReasons)[number];
