import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { accountEn } from './account.en.ts';
import { accountFr } from './account.fr.ts';
import { billingEn } from './billing.en.ts';
import { billingFr } from './billing.fr.ts';
import { chatEn } from './chat.en.ts';
import { dashboardEn } from './dashboard.en.ts';
import { dashboardFr } from './dashboard.fr.ts';
import { feedbackEn } from './feedback.en.ts';
import { feedbackFr } from './feedback.fr.ts';
import { chatFr } from './chat.fr.ts';
import { lessonEn } from './lesson.en.ts';
import { lessonFr } from './lesson.fr.ts';
import { lessonsEn } from './lessons.en.ts';
import { lessonsFr } from './lessons.fr.ts';
import { onboardingEn } from './onboarding.en.ts';
import { onboardingFr } from './onboarding.fr.ts';
import { profileEn } from './profile.en.ts';
import { profileFr } from './profile.fr.ts';
import { referralsEn } from './referrals.en.ts';
import { referralsFr } from './referrals.fr.ts';
import { progressEn } from './progress.en.ts';
import { progressFr } from './progress.fr.ts';
import { quizzesEn } from './quizzes.en.ts';
import { quizzesFr } from './quizzes.fr.ts';
import { termsEn } from './terms.en.ts';
import { termsFr } from './terms.fr.ts';

/** Each namespace's and each part's English and French texts. */
const namespaces = {
  translation: [en, fr],
  account: [accountEn, accountFr],
  billing: [billingEn, billingFr],
  chat: [chatEn, chatFr],
  dashboard: [dashboardEn, dashboardFr],
  feedback: [feedbackEn, feedbackFr],
  lesson: [lessonEn, lessonFr],
  lessons: [lessonsEn, lessonsFr],
  onboarding: [onboardingEn, onboardingFr],
  profile: [profileEn, profileFr],
  progress: [progressEn, progressFr],
  quizzes: [quizzesEn, quizzesFr],
  referrals: [referralsEn, referralsFr],
  terms: [termsEn, termsFr],
} as const;

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

function leaves(value: unknown): unknown[] {
  if (typeof value !== 'object' || value === null) return [value];
  return Object.values(value).flatMap(leaves);
}

describe('locales', () => {
  describe.each(Object.entries(namespaces))('%s', (_namespace, [en, fr]) => {
    it('en and fr have exactly the same keys', () => {
      expect(keysOf(fr).sort()).toEqual(keysOf(en).sort());
    });

    it('every message is a non-empty string in both languages', () => {
      for (const value of [...leaves(en), ...leaves(fr)]) {
        expect(typeof value).toBe('string');
        expect((value as string).trim()).not.toBe('');
      }
    });

    it('placeholders are the same in both languages', () => {
      const placeholders = (text: string) =>
        [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
      const enLeaves = Object.fromEntries(keysOf(en).map((key, i) => [key, leaves(en)[i]]));
      const frLeaves = Object.fromEntries(keysOf(fr).map((key, i) => [key, leaves(fr)[i]]));
      for (const key of Object.keys(enLeaves)) {
        expect(placeholders(String(frLeaves[key])), key).toEqual(
          placeholders(String(enLeaves[key])),
        );
      }
    });
  });
});
