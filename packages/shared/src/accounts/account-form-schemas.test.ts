import { describe, expect, it } from 'vitest';
import { passwordChecks } from './account-rules.ts';
import {
  authSessionSchema,
  emailFormSchema,
  newPasswordSchema,
  onboardingFormSchema,
  signInFormSchema,
  twoFactorCodeFormSchema,
} from './account-schemas.ts';
import { ageOn, needsParentalConsent } from './birthdate.ts';

const codes = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('passwordChecks', () => {
  it('checks each character class, in any script', () => {
    expect(passwordChecks.uppercase('aB')).toBe(true);
    expect(passwordChecks.uppercase('ab')).toBe(false);
    expect(passwordChecks.lowercase('É')).toBe(false);
    expect(passwordChecks.lowercase('é')).toBe(true);
    expect(passwordChecks.digit('a1')).toBe(true);
    expect(passwordChecks.special('a b')).toBe(false);
    expect(passwordChecks.special('a-b')).toBe(true);
  });

  it('is the rule the new-password schema applies', () => {
    expect(newPasswordSchema.safeParse('Revise-2026!ok').success).toBe(true);
    expect(codes(newPasswordSchema.safeParse('revise-2026!ok'))).toEqual(['PASSWORD_TOO_WEAK']);
  });
});

describe('sign-in and email forms', () => {
  it('need an email and any password, and lower-case the email', () => {
    expect(signInFormSchema.parse({ email: ' Ada@Example.COM ', password: 'x' })).toEqual({
      email: 'ada@example.com',
      password: 'x',
    });
    expect(codes(signInFormSchema.safeParse({ email: '', password: '' }))).toEqual([
      'EMAIL_REQUIRED',
      'PASSWORD_REQUIRED',
    ]);
    expect(codes(emailFormSchema.safeParse({ email: 'nope' }))).toEqual(['EMAIL_INVALID']);
  });

  it('need a two-factor code', () => {
    expect(codes(twoFactorCodeFormSchema.safeParse({ code: '  ' }))).toEqual(['FIELD_REQUIRED']);
    expect(twoFactorCodeFormSchema.parse({ code: ' 123456 ' })).toEqual({ code: '123456' });
  });
});

describe('onboardingFormSchema', () => {
  const answers = {
    username: 'ada.l',
    birthdate: '14/03/2008',
    domain: null,
    domainOther: '',
    heardFrom: null,
    parentalConsent: false,
  };

  it('requires username, birthdate and status, and gives the birthdate as ISO', () => {
    expect(onboardingFormSchema.parse({ ...answers, status: 'highschool' })).toEqual({
      ...answers,
      birthdate: '2008-03-14',
      status: 'highschool',
    });
    expect(
      codes(
        onboardingFormSchema.safeParse({
          ...answers,
          username: '',
          birthdate: '31/02/2008',
          status: '',
        }),
      ),
    ).toEqual(['FIELD_REQUIRED', 'BIRTHDATE_INVALID', 'FIELD_REQUIRED']);
  });

  it('refuses a subject or level that does not fit the status', () => {
    expect(
      codes(onboardingFormSchema.safeParse({ ...answers, status: 'college', domain: 'term' })),
    ).toEqual(['DOMAIN_NOT_FOR_STATUS']);
    expect(
      onboardingFormSchema.safeParse({ ...answers, status: 'highschool', domain: 'term' }).success,
    ).toBe(true);
  });
});

describe('onboardingFormSchema: levels of one’s own and parental consent', () => {
  const answers = {
    username: 'ada.l',
    birthdate: '14/03/2008',
    status: 'highschool',
    domain: null,
    domainOther: '',
    heardFrom: null,
    parentalConsent: false,
  };

  it('asks for the level typed when it is not listed', () => {
    expect(codes(onboardingFormSchema.safeParse({ ...answers, domain: 'other' }))).toEqual([
      'DOMAIN_OTHER_REQUIRED',
    ]);
    expect(
      onboardingFormSchema.safeParse({ ...answers, domain: 'other', domainOther: 'Grade 10' })
        .success,
    ).toBe(true);
  });

  it('asks for a parent’s consent below 15 only', () => {
    const year = new Date().getUTCFullYear();
    const young = { ...answers, status: 'college', birthdate: `01/01/${year - 13}` };
    expect(codes(onboardingFormSchema.safeParse(young))).toEqual(['PARENTAL_CONSENT_REQUIRED']);
    expect(onboardingFormSchema.safeParse({ ...young, parentalConsent: true }).success).toBe(true);
    expect(
      onboardingFormSchema.safeParse({ ...answers, birthdate: `01/01/${year - 16}` }).success,
    ).toBe(true);
  });
});

describe('ageOn', () => {
  it('counts full years, the birthday included', () => {
    const today = new Date(Date.UTC(2026, 10, 26));
    expect(ageOn('2011-11-26', today)).toBe(15);
    expect(ageOn('2011-11-27', today)).toBe(14);
    expect(needsParentalConsent('2011-11-27', today)).toBe(true);
    expect(needsParentalConsent('2011-11-26', today)).toBe(false);
    expect(needsParentalConsent(null, today)).toBe(false);
  });
});

describe('authSessionSchema', () => {
  it('reads what get-session answers when signed in, ignoring the rest', () => {
    const body = {
      session: { expiresAt: '2026-01-17T12:00:00.000Z', token: 'never-used-by-the-client' },
      user: {
        id: 'u1',
        email: 'ada@example.com',
        emailVerified: true,
        twoFactorEnabled: null,
        name: '',
      },
    };
    expect(authSessionSchema.parse(body)).toEqual({
      session: { expiresAt: '2026-01-17T12:00:00.000Z' },
      user: { id: 'u1', email: 'ada@example.com', emailVerified: true, twoFactorEnabled: null },
    });
    expect(authSessionSchema.safeParse(null).success).toBe(false);
  });
});
