/**
 * Every table of the app, each defined in the module that owns it (`modules/<module>/<module>.tables.ts`):
 * drizzle-kit reads this file to write the migrations, and the database client is typed by it.
 */
export * from '../modules/auth/auth.tables.ts';
export * from '../modules/billing/billing.tables.ts';
export * from '../modules/chat/chat.tables.ts';
export * from '../modules/feedback/feedback.tables.ts';
export * from '../modules/instance/instance.tables.ts';
export * from '../modules/lessons/lessons.tables.ts';
export * from '../modules/mail/mail.tables.ts';
export * from '../modules/profile/profile.tables.ts';
export * from '../modules/quizzes/quizzes.tables.ts';
export * from '../modules/rate-limit/rate-limit.tables.ts';
export * from '../modules/referrals/referrals.tables.ts';
export * from '../modules/usage/usage.tables.ts';
