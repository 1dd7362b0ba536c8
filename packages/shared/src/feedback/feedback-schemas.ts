import { z } from 'zod';

/** The five moods of the feedback modal, from worst to best (spec section 4). */
export const feedbackMoods = ['very_bad', 'bad', 'neutral', 'good', 'very_good'] as const;
export type FeedbackMood = (typeof feedbackMoods)[number];

export const feedbackCommentMaxLength = 2000;

/** `POST /api/feedback`. */
export const sendFeedbackSchema = z.object({
  mood: z.enum(feedbackMoods, { error: 'FEEDBACK_MOOD_REQUIRED' }),
  comment: z
    .string()
    .trim()
    .max(feedbackCommentMaxLength, { error: 'FEEDBACK_COMMENT_TOO_LONG' })
    .default(''),
});
export type SendFeedback = z.input<typeof sendFeedbackSchema>;

/** The beta reward as the feedback card shows it (`GET /api/feedback`, and after sending). */
export const feedbackStatusSchema = z.object({
  /** Whether the product is in beta, when feedback with a comment earns the reward. */
  beta: z.boolean(),
  /** When the 20% reward was earned; null until then. */
  rewardEarnedAt: z.string().nullable(),
  /** Whether the feedback just sent is what earned it. */
  rewardJustEarned: z.boolean(),
});
export type FeedbackStatus = z.infer<typeof feedbackStatusSchema>;

/** The beta reward: off every subscription payment after the final launch (decisions.md). */
export const betaRewardPercent = 20;
