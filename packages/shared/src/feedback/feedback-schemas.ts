import { z } from '../zod.ts';

/** The five moods of the feedback modal, from worst to best (spec section 4). */
export const feedbackMoods = ['very_bad', 'bad', 'neutral', 'good', 'very_good'] as const;
export type FeedbackMood = (typeof feedbackMoods)[number];

export const feedbackCommentMaxLength = 2000;
/** A comment says something: this many characters and different words at least (it earns the reward). */
export const feedbackCommentMinLength = 20;
export const feedbackCommentMinWords = 4;

/** The different words of a comment (letters first, then letters, digits or apostrophes). */
function distinctWords(comment: string): number {
  return new Set(comment.toLowerCase().match(/\p{L}[\p{L}\p{N}'’-]*/gu) ?? []).size;
}

/** `POST /api/feedback`: a mood, and an optional comment that says something when given. */
export const sendFeedbackSchema = z.object({
  mood: z.enum(feedbackMoods, { error: 'FEEDBACK_MOOD_REQUIRED' }),
  comment: z
    .string()
    .trim()
    .max(feedbackCommentMaxLength, { error: 'FEEDBACK_COMMENT_TOO_LONG' })
    .refine(
      (comment) =>
        comment === '' ||
        (comment.length >= feedbackCommentMinLength &&
          distinctWords(comment) >= feedbackCommentMinWords),
      { error: 'FEEDBACK_COMMENT_TOO_SHORT' },
    )
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

/** `POST /api/support`: a message to the team, stored and mailed to the support address. */
export const supportMessageSchema = z.object({
  subject: z
    .string()
    .trim()
    .min(3, { error: 'SUPPORT_SUBJECT_TOO_SHORT' })
    .max(150, { error: 'SUPPORT_SUBJECT_TOO_LONG' }),
  message: z
    .string()
    .trim()
    .min(10, { error: 'SUPPORT_MESSAGE_TOO_SHORT' })
    .max(5000, { error: 'SUPPORT_MESSAGE_TOO_LONG' }),
});
export type SupportMessage = z.input<typeof supportMessageSchema>;

export const supportReceiptSchema = z.object({ id: z.uuid() });
export type SupportReceipt = z.infer<typeof supportReceiptSchema>;

/** A bug report's screenshot: PNG, JPEG or WebP, 5 MB at most. */
export const bugScreenshotMaxBytes = 5 * 1024 * 1024;

/** `POST /api/bug-reports`: what went wrong, an optional screenshot and the browser's details. */
export const bugReportSchema = z.object({
  description: z
    .string()
    .trim()
    .min(10, { error: 'BUG_DESCRIPTION_TOO_SHORT' })
    .max(5000, { error: 'BUG_DESCRIPTION_TOO_LONG' }),
  screenshot: z
    .object({
      name: z.string().trim().min(1).max(200),
      /** The image's bytes in base64 (no data: prefix). */
      base64: z
        .string()
        .max(Math.ceil(bugScreenshotMaxBytes / 3) * 4, { error: 'BUG_SCREENSHOT_TOO_LARGE' }),
    })
    .nullable()
    .default(null),
  /** Attached by the app, never typed: where and in what the problem happened. */
  context: z.object({
    url: z.string().max(500),
    userAgent: z.string().max(500),
    viewport: z.string().max(50),
    language: z.string().max(35),
    appVersion: z.string().max(50),
  }),
});
export type BugReport = z.input<typeof bugReportSchema>;
