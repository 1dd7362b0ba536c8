import { billingAccounts, billingCheckouts, payments } from '../billing/billing.tables.ts';
import { chatMessages, conversations } from '../chat/chat.tables.ts';
import { bugReports, feedback, supportMessages } from '../feedback/feedback.tables.ts';
import { flashcardReviews, flashcards, lessonFiles, lessons } from '../lessons/lessons.tables.ts';
import { profiles } from '../profile/profile.tables.ts';
import { quizQuestions, quizzes } from '../quizzes/quizzes.tables.ts';
import { referralRewards } from '../referrals/referrals.tables.ts';
import { usageCounters } from '../usage/usage.tables.ts';

/**
 * The tables "Download my data" exports, one JSON file each, every row of the user (`user_id`).
 * A new table with a `user_id` must be added here or to `tablesNotExported`: a test holds it.
 */
export const exportedTables = {
  profile: profiles,
  lessons,
  lesson_files: lessonFiles,
  flashcards,
  flashcard_reviews: flashcardReviews,
  quizzes,
  quiz_questions: quizQuestions,
  conversations,
  chat_messages: chatMessages,
  usage_counters: usageCounters,
  feedback,
  support_messages: supportMessages,
  bug_reports: bugReports,
  subscription: billingAccounts,
  checkouts: billingCheckouts,
  payments,
  referral_rewards: referralRewards,
} as const;

/** Tables with a `user_id` that are not exported, and why. */
export const tablesNotExported: Record<string, string> = {
  sessions: 'sign-in tokens: secrets that would let anyone holding the file act as the user',
  accounts: 'the password hash',
  two_factors: 'the authenticator secret and backup codes',
  billing_events:
    'the payment provider’s delivery log: event ids kept to ignore replays (the payments are exported)',
};
