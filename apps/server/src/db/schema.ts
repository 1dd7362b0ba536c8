import { sql } from 'drizzle-orm';
import type {
  BillingInterval,
  BillingProviderKind,
  CheckoutStatus,
  FeedbackMood,
  PaymentStatus,
  PriceQuote,
  SubscriptionStatus,
  ExtractionWarning,
  FileKind,
  LessonLanguage,
  LessonSource,
  LessonStatus,
  LessonTask,
  ChatMessageStatus,
  CoachQuiz,
  CoachSource,
  Plan,
  QuizExerciseType,
  QuizStatus,
  SheetDocument,
  UsageMetric,
} from '@study/shared';
import {
  boolean,
  date,
  doublePrecision,
  index,
  primaryKey,
  smallint,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Values that belong to this installation rather than to a user: its id and, in embedded mode,
 * generated secrets that must survive a restart.
 */
export const instanceSettings = pgTable('instance_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

// The four tables below and `twoFactors` have the shape Better Auth expects (see ADR 006).

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  twoFactorEnabled: boolean('two_factor_enabled').default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  ipAddress: text('ip_address'),
  userAgent: text('user_agent'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const accounts = pgTable('accounts', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  accountId: text('account_id').notNull(),
  providerId: text('provider_id').notNull(),
  accessToken: text('access_token'),
  refreshToken: text('refresh_token'),
  idToken: text('id_token'),
  accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
  refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
  scope: text('scope'),
  password: text('password'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const verifications = pgTable('verifications', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const twoFactors = pgTable('two_factors', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  backupCodes: text('backup_codes').notNull(),
  verified: boolean('verified').default(true),
  failedVerificationCount: integer('failed_verification_count').default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** What the product knows of a user beyond sign-in: onboarding answers, language, referral. */
export const profiles = pgTable(
  'profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text('username'),
    birthdate: date('birthdate', { mode: 'string' }),
    status: text('status'),
    domain: text('domain'),
    /** The level typed by the student when `domain` is 'other'. */
    domainOther: text('domain_other'),
    heardFrom: text('heard_from'),
    language: text('language').notNull().default('en'),
    referralCode: text('referral_code').notNull().unique(),
    /** The invite code the user signed up with, as given (counted on the inviter's page). */
    invitedBy: text('invited_by'),
    /** The user whose referral link brought this one, when the code matched someone. */
    referredByUserId: text('referred_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /**
     * `premium` while a paid subscription gives it (kept by the billing module from the provider's
     * events), `free` otherwise.
     */
    plan: text('plan').$type<Plan>().notNull().default('free'),
    /** Premium given without payment (free months earned by referrals) runs until then. */
    premiumUntil: timestamp('premium_until', { withTimezone: true }),
    /**
     * When the user earned the beta feedback reward (feedback with a comment while BETA=true):
     * 20% off every subscription payment after the final launch.
     */
    betaRewardEarnedAt: timestamp('beta_reward_earned_at', { withTimezone: true }),
    /** When the user confirmed that a parent or guardian agrees (asked below the age of consent). */
    parentalConsentAt: timestamp('parental_consent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('profiles_username_lower_idx').on(sql`lower(${table.username})`)],
);

/** Fixed-window counters shared by every instance (sign-in, sign-up and mail limits). */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/** Mails kept instead of sent when no SMTP server is configured (development and embedded mode). */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  links: jsonb('links').$type<string[]>().notNull(),
  createdAt: createdAt(),
});

/**
 * Spendings per plan period: one row per user, metric and period key (`2026-11` for a month,
 * `2026-11-22` for a day, UTC). Spending is one conditional upsert, so two requests at the limit
 * cannot both pass.
 */
export const usageCounters = pgTable(
  'usage_counters',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    metric: text('metric').$type<UsageMetric>().notNull(),
    period: text('period').notNull(),
    used: integer('used').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.metric, table.period] })],
);

/** A lesson: its source, the text read from it, and the sheet generated then edited. */
export const lessons = pgTable(
  'lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    emoji: text('emoji').notNull(),
    language: text('language').$type<LessonLanguage>().notNull(),
    /** Whether the language was chosen by the student (kept) or detected (replaced by the job). */
    languageChosen: boolean('language_chosen').notNull().default(false),
    /** Whether the title was typed by the student (kept) or should come from the source. */
    titleChosen: boolean('title_chosen').notNull().default(true),
    source: text('source').$type<LessonSource>().notNull(),
    status: text('status').$type<LessonStatus>().notNull().default('processing'),
    task: text('task').$type<LessonTask>(),
    errorCode: text('error_code'),
    /** Bumped by every accepted generation request; a job only writes when its number matches. */
    generation: integer('generation').notNull().default(1),
    pageCount: integer('page_count').notNull().default(0),
    text: text('text').notNull().default(''),
    sheet: jsonb('sheet').$type<SheetDocument>(),
    sheetUpdatedAt: timestamp('sheet_updated_at', { withTimezone: true }),
    warnings: jsonb('warnings').$type<ExtractionWarning[]>().notNull().default([]),
    favourite: boolean('favourite').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('lessons_user_created_idx').on(table.userId, table.createdAt),
    index('lessons_user_title_idx').on(table.userId, sql`lower(${table.title})`),
  ],
);

/** The original files of a lesson, kept in object storage under `storageKey`. */
export const lessonFiles = pgTable(
  'lesson_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    kind: text('kind').$type<FileKind>().notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [index('lesson_files_lesson_idx').on(table.lessonId)],
);

/** Flashcards of a lesson with their FSRS scheduling state (ts-fsrs `Card`). */
export const flashcards = pgTable(
  'flashcards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    term: text('term'),
    sourceStart: integer('source_start').notNull(),
    sourceEnd: integer('source_end').notNull(),
    due: timestamp('due', { withTimezone: true }).notNull().defaultNow(),
    stability: doublePrecision('stability').notNull().default(0),
    difficulty: doublePrecision('difficulty').notNull().default(0),
    elapsedDays: integer('elapsed_days').notNull().default(0),
    scheduledDays: integer('scheduled_days').notNull().default(0),
    learningSteps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull().default(0),
    lapses: integer('lapses').notNull().default(0),
    /** ts-fsrs `State`: 0 new, 1 learning, 2 review, 3 relearning. */
    state: smallint('state').notNull().default(0),
    lastReview: timestamp('last_review', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('flashcards_lesson_idx').on(table.lessonId, table.position),
    index('flashcards_user_due_idx').on(table.userId, table.due),
    // One card per question in a deck; hashed, since a question may outgrow an index entry.
    uniqueIndex('flashcards_lesson_question_idx').on(
      table.lessonId,
      sql`md5(lower(${table.question}))`,
    ),
  ],
);

/** A quiz of one lesson; its score is computed by the server from its questions' points. */
export const quizzes = pgTable(
  'quizzes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    type: text('type').$type<QuizExerciseType>().notNull(),
    answerCount: smallint('answer_count'),
    status: text('status').$type<QuizStatus>().notNull().default('processing'),
    errorCode: text('error_code'),
    /** The quiz whose mistakes this one retries, if any. */
    retryOfQuizId: uuid('retry_of_quiz_id'),
    favourite: boolean('favourite').notNull().default(false),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('quizzes_user_created_idx').on(table.userId, table.createdAt),
    index('quizzes_lesson_idx').on(table.lessonId),
  ],
);

/** The questions of a quiz, with the student's answer once given. Points are stored doubled (0, 1, 2). */
export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: text('type').$type<QuizExerciseType>().notNull(),
    prompt: text('prompt').notNull(),
    choices: jsonb('choices').$type<string[]>(),
    answer: text('answer').notNull(),
    sourceStart: integer('source_start').notNull(),
    sourceEnd: integer('source_end').notNull(),
    givenAnswer: text('given_answer'),
    pointsDoubled: smallint('points_doubled'),
    feedback: text('feedback'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('quiz_questions_quiz_position_idx').on(table.quizId, table.position)],
);

/** Feedback sent from the home card or the settings: a mood and an optional comment. */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mood: text('mood').$type<FeedbackMood>().notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('feedback_user_created_idx').on(table.userId, table.createdAt)],
);

/** Messages to the team from the support page, mailed to SUPPORT_EMAIL when it is set. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** When it was handed to the mail transport; null when no support address is set or it failed. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('support_messages_user_created_idx').on(table.userId, table.createdAt)],
);

/** Bug reports from the settings: what happened, where, and an optional screenshot in storage. */
export const bugReports = pgTable(
  'bug_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    context: jsonb('context').$type<Record<string, string>>().notNull(),
    /** The screenshot's key in object storage, under the user's folder; null without one. */
    screenshotKey: text('screenshot_key'),
    createdAt: createdAt(),
  },
  (table) => [index('bug_reports_user_created_idx').on(table.userId, table.createdAt)],
);

/** A conversation with the coach about one lesson. */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The "Quiz me" question waiting for the student's answer, with the lesson's answer. */
    quiz: jsonb('quiz').$type<CoachQuiz>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('conversations_user_lesson_idx').on(table.userId, table.lessonId, table.updatedAt),
  ],
);

/** Messages of a conversation, in order; an assistant answer keeps the passages it relies on. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<'user' | 'assistant'>().notNull(),
    content: text('content').notNull(),
    sources: jsonb('sources').$type<CoachSource[]>().notNull().default([]),
    status: text('status').$type<ChatMessageStatus>().notNull().default('complete'),
    errorCode: text('error_code'),
    createdAt: createdAt(),
  },
  (table) => [index('chat_messages_conversation_idx').on(table.conversationId, table.createdAt)],
);

/**
 * A user's customer account with the payment provider and their subscription, mirrored from the
 * provider's events. One row per user: subscribing again replaces an ended subscription.
 */
export const billingAccounts = pgTable(
  'billing_accounts',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<BillingProviderKind>().notNull(),
    customerId: text('customer_id').notNull(),
    subscriptionId: text('subscription_id'),
    interval: text('interval').$type<BillingInterval>(),
    status: text('status').$type<SubscriptionStatus>(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** When the provider was in the state mirrored here: an older event does not overwrite it. */
    stateAt: timestamp('state_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('billing_accounts_customer_idx').on(table.provider, table.customerId),
    uniqueIndex('billing_accounts_subscription_idx').on(table.provider, table.subscriptionId),
  ],
);

/** Checkouts a user started: the sandbox's own payment pages, and the Stripe sessions. */
export const billingCheckouts = pgTable(
  'billing_checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<BillingProviderKind>().notNull(),
    /** The provider's id of the session (Stripe); null for the sandbox, whose id is this row's. */
    providerCheckoutId: text('provider_checkout_id'),
    interval: text('interval').$type<BillingInterval>().notNull(),
    quote: jsonb('quote').$type<PriceQuote>().notNull(),
    status: text('status').$type<CheckoutStatus>().notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('billing_checkouts_user_created_idx').on(table.userId, table.createdAt)],
);

/**
 * Provider events already processed, so that a replayed or re-delivered event changes nothing. The
 * row outlives its user (set null), so a late replay is still recognised.
 */
export const billingEvents = pgTable(
  'billing_events',
  {
    provider: text('provider').$type<BillingProviderKind>().notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/** Payments and failed payment attempts, one row per provider invoice. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<BillingProviderKind>().notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    subscriptionId: text('subscription_id'),
    status: text('status').$type<PaymentStatus>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('payments_provider_payment_idx').on(table.provider, table.providerPaymentId),
    index('payments_user_created_idx').on(table.userId, table.createdAt),
  ],
);

/**
 * Free months earned by the referral programme (`user_id` is the referrer): one per referred
 * friend, when the friend's first payment succeeds. Applied once, by a job.
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referredUserId: text('referred_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The provider payment that earned it. */
    paymentId: text('payment_id').notNull(),
    /** The friend's customer at the provider: where refunds and the card are looked up. */
    customerId: text('customer_id'),
    /**
     * The friend's email as a keyed digest (HMAC with the auth secret): the same person, even
     * under a new account, credits a referrer once.
     */
    referredIdentity: text('referred_identity'),
    /** The card that paid (Stripe's fingerprint; the sandbox's test card is one): credits once. */
    paymentMethod: text('payment_method'),
    months: integer('months').notNull().default(1),
    /** Credited only after this, when the payment has not been refunded by then. */
    creditableAt: timestamp('creditable_at', { withTimezone: true }).notNull().defaultNow(),
    /** How it was given: Premium time for a free user, or the next payment pushed back. */
    appliedAs: text('applied_as').$type<'premium_time' | 'subscription_extension'>(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    /** Never credited: the payment was refunded, or its card already credited this referrer. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason').$type<'refunded' | 'payment_method_used'>(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('referral_rewards_referred_idx').on(table.referredUserId),
    uniqueIndex('referral_rewards_identity_idx').on(table.userId, table.referredIdentity),
    uniqueIndex('referral_rewards_payment_method_idx').on(table.userId, table.paymentMethod),
    index('referral_rewards_user_idx').on(table.userId),
  ],
);

/**
 * Addresses of closed accounts that had made a payment, as keyed digests (HMAC with the auth
 * secret, never the address): signing up again with one does not bring the first-month discount
 * back.
 */
export const closedAccountEmails = pgTable('closed_account_emails', {
  emailDigest: text('email_digest').primaryKey(),
  createdAt: createdAt(),
});
