import { randomInt } from 'node:crypto';
import type { updateProfileSchema } from '@study/shared';
import {
  AppError,
  domainsByStatus,
  isOnboardingComplete,
  needsParentalConsent,
  type InterfaceLanguage,
  type Profile,
  type Status,
} from '@study/shared';
import type { z } from 'zod';
import type { ProfileRepository } from './profile.repository.ts';

const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A referral code that reads well aloud: 8 characters, no 0/O or 1/I. */
function newReferralCode(): string {
  return Array.from({ length: 8 }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join('');
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === '23505' || cause?.code === '23505';
}

/**
 * The rules of profiles: onboarding completeness, unique usernames, domains that fit the status,
 * a typed level for 'other', and a parent's consent below the age of consent.
 */
export function createProfileService(repository: ProfileRepository) {
  async function get(userId: string): Promise<Profile> {
    const row = await repository.findWithUser(userId);
    if (!row) throw new AppError('UNAUTHENTICATED');
    const { profile } = row;
    return {
      userId,
      email: row.email,
      emailVerified: row.emailVerified,
      username: profile.username,
      birthdate: profile.birthdate,
      status: profile.status as Profile['status'],
      domain: profile.domain as Profile['domain'],
      domainOther: profile.domain === 'other' ? profile.domainOther : null,
      heardFrom: profile.heardFrom as Profile['heardFrom'],
      language: profile.language as InterfaceLanguage,
      parentalConsentAt: profile.parentalConsentAt?.toISOString() ?? null,
      referralCode: profile.referralCode,
      invitedBy: profile.invitedBy,
      twoFactorEnabled: row.twoFactorEnabled ?? false,
      onboardingComplete: isOnboardingComplete(profile),
      createdAt: profile.createdAt.toISOString(),
    };
  }

  return {
    get,

    /** Creates the empty profile of a new user, with its own referral code. */
    async createForNewUser(userId: string, language: InterfaceLanguage = 'en'): Promise<void> {
      await repository.create(userId, newReferralCode(), language);
    },

    /** Stores the sign-up's language, invite code and referrer (when the code matches a user). */
    async attributeSignup(
      userId: string,
      extras: {
        language?: InterfaceLanguage | undefined;
        invite?: string | undefined;
        referral?: string | undefined;
      },
    ): Promise<void> {
      const referrer = extras.referral
        ? await repository.userIdByReferralCode(extras.referral)
        : undefined;
      await repository.attribute(userId, {
        ...(extras.language ? { language: extras.language } : {}),
        ...(extras.invite ? { invitedBy: extras.invite } : {}),
        ...(referrer && referrer !== userId ? { referredByUserId: referrer } : {}),
      });
    },

    async update(userId: string, input: z.output<typeof updateProfileSchema>): Promise<Profile> {
      const current = await get(userId);
      const status: Status | null = input.status ?? current.status;
      const domain =
        input.domain === undefined ? (input.status ? null : current.domain) : input.domain;
      if (domain && (!status || !domainsByStatus[status].includes(domain))) {
        throw new AppError('DOMAIN_NOT_FOR_STATUS');
      }
      const domainOther =
        domain === 'other' ? (input.domainOther ?? current.domainOther ?? '').trim() : null;
      if (domainOther === '') throw new AppError('DOMAIN_OTHER_REQUIRED');
      // Asked where the birth date is given (onboarding, my info), so that a change of interface
      // language alone never stops on it.
      if (
        input.birthdate !== undefined &&
        needsParentalConsent(input.birthdate) &&
        current.parentalConsentAt === null &&
        input.parentalConsent !== true
      ) {
        throw new AppError('PARENTAL_CONSENT_REQUIRED');
      }
      if (input.username && (await repository.isUsernameTaken(input.username, userId))) {
        throw new AppError('USERNAME_TAKEN');
      }
      try {
        await repository.update(userId, { ...input, domain, domainOther });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('USERNAME_TAKEN', { cause: error });
        throw error;
      }
      return get(userId);
    },

    async language(userId: string): Promise<InterfaceLanguage | undefined> {
      return (await repository.language(userId)) as InterfaceLanguage | undefined;
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
