import { describe, expect, it } from 'vitest';
import { guardRedirect } from './auth-guard.ts';

const visit = (url: string, signedIn: boolean, onboardingComplete = false): string | null => {
  const { pathname, searchParams } = new URL(url, 'http://app.test');
  return guardRedirect({ pathname, search: searchParams, signedIn, onboardingComplete });
};

describe('guardRedirect', () => {
  it('rule 1: a signed-out visitor stays on login, register and forgot-password', () => {
    expect(visit('/login', false)).toBeNull();
    expect(visit('/register?invite=AB12', false)).toBeNull();
    expect(visit('/forgot-password', false)).toBeNull();
    expect(visit('/login/', false)).toBeNull();
  });

  it('rule 2: a signed-out visitor anywhere else goes to login, reset-password included', () => {
    expect(visit('/', false)).toBe('/login');
    expect(visit('/lessons?referral=ABC', false)).toBe('/login');
    expect(visit('/settings/infos', false)).toBe('/login');
    expect(visit('/onboarding', false)).toBe('/login');
    expect(visit('/no/such/page', false)).toBe('/login');
    expect(visit('/reset-password', false)).toBe('/login');
  });

  it('deviation: reset-password with a token or a link error is reachable signed out', () => {
    expect(visit('/reset-password?token=abc', false)).toBeNull();
    expect(visit('/reset-password?error=LINK_INVALID_OR_EXPIRED', false)).toBeNull();
  });

  it('rule 3: a signed-in user on login, register or forgot-password goes to the dashboard', () => {
    for (const path of ['/login', '/register', '/forgot-password']) {
      expect(visit(path, true, true)).toBe('/');
      expect(visit(path, true, false)).toBe('/');
    }
  });

  it('rule 4: a signed-in user with incomplete onboarding goes to onboarding from anywhere else', () => {
    expect(visit('/', true, false)).toBe('/onboarding');
    expect(visit('/lessons/42', true, false)).toBe('/onboarding');
    expect(visit('/reset-password?token=abc', true, false)).toBe('/onboarding');
    expect(visit('/onboarding', true, false)).toBeNull();
  });

  it('rule 5: a signed-in user with complete onboarding leaves onboarding for the dashboard', () => {
    expect(visit('/onboarding', true, true)).toBe('/');
    expect(visit('/', true, true)).toBeNull();
    expect(visit('/settings/two-factor', true, true)).toBeNull();
    expect(visit('/reset-password?token=abc', true, true)).toBeNull();
  });
});
