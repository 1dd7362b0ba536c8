import type { FeedbackStatus, SendFeedback } from '@study/shared';
import { sendFeedbackSchema } from '@study/shared';
import type { FeedbackRepository } from './feedback.repository.ts';

/**
 * Feedback: stored as sent. While the product is in beta, feedback with a comment earns the 20%
 * reward once (decisions.md); sending more changes nothing of it.
 */
export function createFeedbackService({
  repository,
  beta,
}: {
  repository: FeedbackRepository;
  beta: boolean;
}) {
  return {
    async send(userId: string, input: SendFeedback): Promise<FeedbackStatus> {
      const entry = sendFeedbackSchema.parse(input);
      const { rewardEarnedAt, rewardJustEarned } = await repository.insert(
        userId,
        entry,
        beta && entry.comment.length > 0,
      );
      return { beta, rewardEarnedAt: rewardEarnedAt?.toISOString() ?? null, rewardJustEarned };
    },

    async status(userId: string): Promise<FeedbackStatus> {
      const at = await repository.rewardEarnedAt(userId);
      return { beta, rewardEarnedAt: at?.toISOString() ?? null, rewardJustEarned: false };
    },
  };
}
export type FeedbackService = ReturnType<typeof createFeedbackService>;
