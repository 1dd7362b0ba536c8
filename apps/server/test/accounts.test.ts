import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { TOTP } from 'otpauth';
import { URI } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, rateLimitBuckets, sessions, users, verifications } from '../src/db/schema.ts';
import {
  authPost,
  cookieFrom,
  createUser,
  latestMail,
  mailsTo,
  openLink,
  strongPassword,
  uniqueEmail,
} from './auth-helpers.ts';
import { createTestApp } from './create-test-app.ts';
import { databaseKinds } from './test-database.ts';

describe.each(databaseKinds)('accounts on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(async () => {
    await app.close();
  });

  const profileOf = (cookie: string) =>
    app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });

  describe('sign-up and email confirmation', () => {
    it('creates an unconfirmed account and mails a confirmation link in the user’s language', async () => {
      const email = uniqueEmail();
      const response = await authPost(
        app,
        'sign-up/email',
        { email, password: strongPassword, name: '' },
        { language: 'fr' },
      );
      expect(response.statusCode).toBe(200);
      expect(response.cookies.find((c) => c.name.includes('session_token'))).toBeUndefined();
      const mail = await latestMail(app, email);
      expect(mail.subject).toBe('Confirmez votre adresse e-mail');
      expect(mail.links[0]).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
      expect(mail.html).toContain(mail.links[0]!.replaceAll('&', '&amp;'));
      expect(mail.text).toContain(mail.links[0]);
    });

    it('refuses to sign in before the email is confirmed, and mails a fresh link', async () => {
      const email = uniqueEmail();
      await authPost(app, 'sign-up/email', { email, password: strongPassword, name: '' });
      const response = await authPost(app, 'sign-in/email', { email, password: strongPassword });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('EMAIL_NOT_VERIFIED');
      expect(await mailsTo(app, email)).toHaveLength(2);
    });

    it('the confirmation link signs the user in and leads to onboarding', async () => {
      const user = await createUser(app);
      const profile = await profileOf(user.cookie);
      expect(profile.statusCode).toBe(200);
      expect(profile.json()).toMatchObject({
        email: user.email,
        emailVerified: true,
        username: null,
        onboardingComplete: false,
        language: 'en',
        referralCode: expect.stringMatching(/^[A-Z2-9]{8}$/),
      });
    });

    it('a broken confirmation link lands on the login screen with a coded error', async () => {
      const response = await openLink(
        app,
        `${app.config.publicUrl}/api/auth/verify-email?token=forged&callbackURL=/onboarding`,
      );
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/login?error=LINK_INVALID_OR_EXPIRED');
    });

    it('answers a taken email like a new one and tells its owner by mail (no enumeration)', async () => {
      const user = await createUser(app);
      const again = await authPost(app, 'sign-up/email', {
        email: user.email,
        password: strongPassword,
        name: '',
      });
      expect(again.statusCode).toBe(200);
      expect((await latestMail(app, user.email)).subject).toBe('You already have an account');
    });

    it('keeps the invite code and attributes the referral to the referrer', async () => {
      const referrer = await createUser(app);
      const code = (await profileOf(referrer.cookie)).json().referralCode as string;
      const friend = await createUser(app, {
        extras: { invite: 'CLASS-4B', referral: code.toLowerCase() },
      });
      expect((await profileOf(friend.cookie)).json().invitedBy).toBe('CLASS-4B');
      const [row] = await app.database.db
        .select()
        .from(profiles)
        .where(eq(profiles.userId, friend.id));
      expect(row?.referredByUserId).toBe(referrer.id);
    });
  });

  describe('password rule', () => {
    const cases: Array<[string, string, string]> = [
      ['too short', 'Ab1!', 'PASSWORD_TOO_SHORT'],
      ['too long', `Ab1!${'x'.repeat(125)}`, 'PASSWORD_TOO_LONG'],
      ['without a special character', 'Revision2024', 'PASSWORD_TOO_WEAK'],
      ['without an uppercase letter', 'revision-2024', 'PASSWORD_TOO_WEAK'],
      ['one of the most common', 'Sasha_007', 'PASSWORD_TOO_COMMON'],
    ];
    it.each(cases)('refuses a password %s', async (_name, password, code) => {
      const email = uniqueEmail();
      const response = await authPost(app, 'sign-up/email', { email, password, name: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe(code);
      expect(await mailsTo(app, email)).toHaveLength(0);
    });

    it('answers the spec’s message when email or password is missing, and a bad email format', async () => {
      const missing = await authPost(app, 'sign-up/email', { email: '', password: '' });
      expect(missing.json().error).toEqual({
        code: 'EMAIL_REQUIRED',
        message: 'You must provide either an email or phone number and a password',
      });
      const bad = await authPost(
        app,
        'sign-up/email',
        { email: 'not-an-email', password: strongPassword },
        { language: 'fr' },
      );
      expect(bad.json().error.code).toBe('EMAIL_INVALID');
      expect(bad.json().error.message).toBe('Format d’adresse e-mail invalide');
    });
  });

  describe('sign-in and sessions', () => {
    it('signs in with the right password, refuses a wrong one, and signs out', async () => {
      const user = await createUser(app);
      const wrong = await authPost(app, 'sign-in/email', {
        email: user.email,
        password: 'Wrong-Pass-99',
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error.code).toBe('INVALID_CREDENTIALS');

      const signIn = await authPost(app, 'sign-in/email', {
        email: user.email.toUpperCase(),
        password: user.password,
      });
      expect(signIn.statusCode).toBe(200);
      const sessionCookie = signIn.cookies.find((c) => c.name.endsWith('session_token'));
      expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
      expect(sessionCookie?.maxAge).toBe(7 * 24 * 3600);
      const cookie = cookieFrom(signIn);

      const signOut = await authPost(app, 'sign-out', {}, { cookie });
      expect(signOut.statusCode).toBe(200);
      expect((await profileOf(cookie)).statusCode).toBe(401);
    });

    it('refuses every profile call without a session, with the envelope', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/profile' });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHENTICATED');
    });

    it('one user’s session never acts on another user’s data', async () => {
      const alice = await createUser(app);
      const bob = await createUser(app);
      await app.inject({
        method: 'PATCH',
        url: '/api/profile',
        headers: { cookie: bob.cookie },
        payload: { username: `bob${Date.now()}` },
      });
      const alicesView = (await profileOf(alice.cookie)).json();
      expect(alicesView.email).toBe(alice.email);
      expect(alicesView.username).toBeNull();
    });

    it('refuses a cross-origin sign-in', async () => {
      const user = await createUser(app);
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: 'https://evil.example', cookie: user.cookie },
        payload: { email: user.email, password: user.password },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    });
  });

  describe('password reset', () => {
    it('answers the same for a known and an unknown email, and mails only the known one', async () => {
      const user = await createUser(app);
      const stranger = uniqueEmail('nobody');
      const known = await authPost(app, 'request-password-reset', {
        email: user.email,
        redirectTo: '/reset-password',
      });
      const unknown = await authPost(app, 'request-password-reset', {
        email: stranger,
        redirectTo: '/reset-password',
      });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.body).toBe(known.body);
      expect((await latestMail(app, user.email)).subject).toBe('Reset your password');
      expect(await mailsTo(app, stranger)).toHaveLength(0);
    });

    it('resets once with the link, revokes every session, and the link cannot be reused', async () => {
      const user = await createUser(app);
      await authPost(app, 'request-password-reset', {
        email: user.email,
        redirectTo: '/reset-password',
      });
      const link = (await latestMail(app, user.email)).links[0] as string;
      const landing = await openLink(app, link);
      expect(landing.statusCode).toBe(302);
      const landedOn = new URL(landing.headers.location as string, app.config.publicUrl);
      expect(landedOn.pathname).toBe('/reset-password');
      const token = landedOn.searchParams.get('token');
      expect(token).toBeTruthy();

      const weak = await authPost(app, 'reset-password', { token, newPassword: 'short' });
      expect(weak.json().error.code).toBe('PASSWORD_TOO_SHORT');

      const newPassword = 'Fresh-Start-2026';
      const reset = await authPost(app, 'reset-password', { token, newPassword });
      expect(reset.statusCode).toBe(200);
      expect((await profileOf(user.cookie)).statusCode).toBe(401);
      const remaining = await app.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, user.id));
      expect(remaining).toHaveLength(0);

      const reuse = await authPost(app, 'reset-password', {
        token,
        newPassword: 'Another-One-2026',
      });
      expect(reuse.statusCode).toBe(400);
      expect(reuse.json().error.code).toBe('LINK_INVALID_OR_EXPIRED');
      const reopened = await openLink(app, link);
      expect(reopened.headers.location).toBe('/reset-password?error=LINK_INVALID_OR_EXPIRED');

      const old = await authPost(app, 'sign-in/email', {
        email: user.email,
        password: user.password,
      });
      expect(old.json().error.code).toBe('INVALID_CREDENTIALS');
      const fresh = await authPost(app, 'sign-in/email', {
        email: user.email,
        password: newPassword,
      });
      expect(fresh.statusCode).toBe(200);
    });
  });

  it('refuses a reset link past its hour', async () => {
    const user = await createUser(app);
    await authPost(app, 'request-password-reset', {
      email: user.email,
      redirectTo: '/reset-password',
    });
    const link = (await latestMail(app, user.email)).links[0] as string;
    const token = new URL(link).pathname.split('/').pop() as string;
    await app.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const landing = await openLink(app, link);
    expect(landing.headers.location).toBe('/reset-password?error=LINK_INVALID_OR_EXPIRED');
    const reset = await authPost(app, 'reset-password', { token, newPassword: 'Too-Late-2026' });
    expect(reset.json().error.code).toBe('LINK_INVALID_OR_EXPIRED');
  });

  describe('change password and email', () => {
    it('requires the current password, a different new one, and can end the other sessions', async () => {
      const user = await createUser(app);
      const other = cookieFrom(
        await authPost(app, 'sign-in/email', { email: user.email, password: user.password }),
      );

      const wrong = await authPost(
        app,
        'change-password',
        { currentPassword: 'Nope-Nope-11', newPassword: 'Better-Pass-77' },
        { cookie: user.cookie },
      );
      expect(wrong.json().error.code).toBe('CURRENT_PASSWORD_WRONG');
      const same = await authPost(
        app,
        'change-password',
        { currentPassword: user.password, newPassword: user.password },
        { cookie: user.cookie },
      );
      expect(same.json().error.code).toBe('PASSWORD_SAME_AS_OLD');

      const changed = await authPost(
        app,
        'change-password',
        {
          currentPassword: user.password,
          newPassword: 'Better-Pass-77',
          revokeOtherSessions: true,
        },
        { cookie: user.cookie },
      );
      expect(changed.statusCode).toBe(200);
      expect((await profileOf(other)).statusCode).toBe(401);
      expect((await profileOf(cookieFrom(changed, user.cookie))).statusCode).toBe(200);
    });

    it('changes the email once the new address is confirmed', async () => {
      const user = await createUser(app);
      const same = await authPost(
        app,
        'change-email',
        { newEmail: user.email, callbackURL: '/settings/infos' },
        { cookie: user.cookie },
      );
      expect(same.json().error.code).toBe('EMAIL_SAME_AS_CURRENT');

      const newEmail = uniqueEmail('moved');
      const asked = await authPost(
        app,
        'change-email',
        { newEmail, callbackURL: '/settings/infos' },
        { cookie: user.cookie },
      );
      expect(asked.statusCode).toBe(200);
      const mail = await latestMail(app, newEmail);
      expect(mail.subject).toBe('Confirm your new email');
      expect((await profileOf(user.cookie)).json().email).toBe(user.email);
      await openLink(app, mail.links[0] as string, user.cookie);
      expect((await profileOf(user.cookie)).json().email).toBe(newEmail);
    });
  });

  describe('two-factor', () => {
    it('enrols with a TOTP secret, then sign-in asks for the code; a wrong code is refused', async () => {
      const user = await createUser(app);
      const enable = await authPost(
        app,
        'two-factor/enable',
        { password: user.password },
        { cookie: user.cookie },
      );
      expect(enable.statusCode).toBe(200);
      const { totpURI, backupCodes } = enable.json() as { totpURI: string; backupCodes: string[] };
      expect(backupCodes.length).toBeGreaterThanOrEqual(8);
      const totp = URI.parse(totpURI) as TOTP;
      const cookie = cookieFrom(enable, user.cookie);
      const confirm = await authPost(
        app,
        'two-factor/verify-totp',
        { code: totp.generate() },
        { cookie },
      );
      expect(confirm.statusCode).toBe(200);
      expect((await profileOf(cookieFrom(confirm, cookie))).json().twoFactorEnabled).toBe(true);

      const signIn = await authPost(app, 'sign-in/email', {
        email: user.email,
        password: user.password,
      });
      expect(signIn.json()).toMatchObject({ twoFactorRedirect: true });
      const challenge = cookieFrom(signIn);
      expect((await profileOf(challenge)).statusCode).toBe(401);

      const wrong = await authPost(
        app,
        'two-factor/verify-totp',
        { code: '000000' },
        { cookie: challenge },
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.code).toBe('TWO_FACTOR_CODE_INVALID');

      const right = await authPost(
        app,
        'two-factor/verify-totp',
        { code: totp.generate() },
        { cookie: challenge },
      );
      expect(right.statusCode).toBe(200);
      expect((await profileOf(cookieFrom(right, challenge))).statusCode).toBe(200);
    });
  });

  describe('rate limits', () => {
    it('allows 5 sign-in attempts a minute per email, then answers 429 with Retry-After', async () => {
      const email = uniqueEmail('hammer');
      for (let i = 0; i < 5; i += 1) {
        const attempt = await authPost(
          app,
          'sign-in/email',
          { email, password: 'Wrong-Pass-99' },
          { ip: `10.0.0.${i}` },
        );
        expect(attempt.statusCode).toBe(401);
      }
      const blocked = await authPost(
        app,
        'sign-in/email',
        { email, password: 'Wrong-Pass-99' },
        { ip: '10.0.0.99', language: 'fr' },
      );
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.code).toBe('RATE_LIMITED');
      expect(blocked.json().error.message).toMatch(/^Trop de tentatives/);
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    });

    it('allows 3 reset mails an hour per address, then says a reset was already requested', async () => {
      const user = await createUser(app);
      for (let i = 0; i < 3; i += 1) {
        expect(
          (await authPost(app, 'request-password-reset', { email: user.email })).statusCode,
        ).toBe(200);
      }
      const fourth = await authPost(app, 'request-password-reset', { email: user.email });
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().error.code).toBe('RESET_ALREADY_REQUESTED');
      const resetMails = (await mailsTo(app, user.email)).filter(
        (m) => m.subject === 'Reset your password',
      );
      expect(resetMails).toHaveLength(3);
    });

    it('counts in the database, so a new window starts when the old one is over', async () => {
      const email = uniqueEmail('window');
      for (let i = 0; i < 6; i += 1)
        await authPost(
          app,
          'sign-in/email',
          { email, password: 'Wrong-Pass-99' },
          { ip: `10.1.0.${i}` },
        );
      await app.database.db
        .update(rateLimitBuckets)
        .set({ windowStartedAt: new Date(Date.now() - 61_000) })
        .where(eq(rateLimitBuckets.key, `sign-in:email:${email}`));
      const next = await authPost(
        app,
        'sign-in/email',
        { email, password: 'Wrong-Pass-99' },
        { ip: '10.1.0.200' },
      );
      expect(next.statusCode).toBe(401);
    });
  });

  describe('profile and onboarding', () => {
    it('completes onboarding with username, birth date and status; domain must fit the status', async () => {
      const user = await createUser(app);
      const patch = (payload: Record<string, unknown>) =>
        app.inject({
          method: 'PATCH',
          url: '/api/profile',
          headers: { cookie: user.cookie, 'accept-language': 'fr' },
          payload,
        });

      const badDate = await patch({ birthdate: '31/02/2010' });
      expect(badDate.statusCode).toBe(400);
      expect(badDate.json().error.details.fields).toEqual([
        {
          path: 'birthdate',
          code: 'BIRTHDATE_INVALID',
          message: 'Votre date de naissance n’est pas valide',
        },
      ]);
      const mismatch = await patch({ status: 'college', domain: 'law_politics' });
      expect(mismatch.statusCode).toBe(400);

      const username = `lea_${Date.now()}`;
      const done = await patch({
        username,
        birthdate: '14/07/2009',
        status: 'highschool',
        domain: 'term',
        heardFrom: 'friends',
      });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({
        username,
        birthdate: '2009-07-14',
        status: 'highschool',
        domain: 'term',
        onboardingComplete: true,
      });

      const other = await createUser(app);
      const taken = await app.inject({
        method: 'PATCH',
        url: '/api/profile',
        headers: { cookie: other.cookie },
        payload: { username: username.toUpperCase() },
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error.code).toBe('USERNAME_TAKEN');
    });

    it('asks a parent’s consent below 15: refused without it, dated once with it', async () => {
      const user = await createUser(app);
      const patch = (payload: Record<string, unknown>, language = 'en') =>
        app.inject({
          method: 'PATCH',
          url: '/api/profile',
          headers: { cookie: user.cookie, 'accept-language': language },
          payload,
        });
      const now = new Date();
      const typed = (years: number, dayShift = 0) => {
        const date = new Date(
          Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + dayShift),
        );
        const two = (n: number) => String(n).padStart(2, '0');
        return `${two(date.getUTCDate())}/${two(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
      };
      const answers = { username: `tom_${Date.now()}`, status: 'college', domain: '4' };

      // 15 tomorrow: still 14 today.
      const refused = await patch({ ...answers, birthdate: typed(15, 1) }, 'fr');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatchObject({
        code: 'PARENTAL_CONSENT_REQUIRED',
        message:
          'Avant 15 ans, un parent ou tuteur doit accepter votre compte : cochez la case une fois son accord obtenu',
      });
      expect((await profileOf(user.cookie)).json()).toMatchObject({
        username: null,
        onboardingComplete: false,
        parentalConsentAt: null,
      });

      const agreed = await patch({ ...answers, birthdate: typed(15, 1), parentalConsent: true });
      expect(agreed.statusCode).toBe(200);
      const consentAt = agreed.json().parentalConsentAt as string;
      expect(Date.parse(consentAt)).not.toBeNaN();
      expect(agreed.json().onboardingComplete).toBe(true);

      // Given once: later saves keep it and its date, with or without the box.
      const again = await patch({ birthdate: typed(14), parentalConsent: true });
      expect(again.json().parentalConsentAt).toBe(consentAt);
      expect((await patch({ birthdate: typed(14) })).statusCode).toBe(200);
      const [row] = await app.database.db
        .select({ at: profiles.parentalConsentAt })
        .from(profiles)
        .where(eq(profiles.userId, user.id));
      expect(row!.at!.toISOString()).toBe(consentAt);

      // 15 today: no consent asked; a change of language alone is never stopped by it.
      const fifteen = await createUser(app);
      const adult = await app.inject({
        method: 'PATCH',
        url: '/api/profile',
        headers: { cookie: fifteen.cookie },
        payload: { ...answers, username: `eve_${Date.now()}`, birthdate: typed(15) },
      });
      expect(adult.statusCode).toBe(200);
      expect(adult.json().parentalConsentAt).toBeNull();
      const language = await app.inject({
        method: 'PATCH',
        url: '/api/profile',
        headers: { cookie: fifteen.cookie },
        payload: { language: 'fr' },
      });
      expect(language.statusCode).toBe(200);
    });

    it('keeps a typed level for "other", and the listed levels as they were stored', async () => {
      const user = await createUser(app);
      const patch = (payload: Record<string, unknown>) =>
        app.inject({
          method: 'PATCH',
          url: '/api/profile',
          headers: { cookie: user.cookie },
          payload,
        });
      const base = { username: `kim_${Date.now()}`, birthdate: '02/05/2009', status: 'highschool' };

      const missing = await patch({ ...base, domain: 'other' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.code).toBe('DOMAIN_OTHER_REQUIRED');
      const tooLong = await patch({ ...base, domain: 'other', domainOther: 'x'.repeat(61) });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().error.details.fields[0].code).toBe('DOMAIN_OTHER_TOO_LONG');

      const typed = await patch({ ...base, domain: 'other', domainOther: '  Grade 10 (US) ' });
      expect(typed.statusCode).toBe(200);
      expect(typed.json()).toMatchObject({ domain: 'other', domainOther: 'Grade 10 (US)' });
      // Every status offers it.
      for (const status of ['college', 'student', 'teacher', 'other']) {
        const changed = await patch({ status, domain: 'other', domainOther: 'BTS SIO' });
        expect(changed.json()).toMatchObject({ status, domain: 'other', domainOther: 'BTS SIO' });
      }

      // A listed level forgets the typed one; a level stored before stays valid.
      const listed = await patch({ status: 'highschool', domain: '1' });
      expect(listed.json()).toMatchObject({ domain: '1', domainOther: null });
      const [row] = await app.database.db
        .select({ domainOther: profiles.domainOther })
        .from(profiles)
        .where(eq(profiles.userId, user.id));
      expect(row!.domainOther).toBeNull();
      expect((await profileOf(user.cookie)).json()).toMatchObject({ domain: '1' });
    });
  });

  describe('account deletion', () => {
    it('needs the confirmation word of the interface language and the password, then removes every row', async () => {
      const user = await createUser(app);
      const wrongWord = await authPost(
        app,
        'delete-user',
        { password: user.password, confirmation: 'DELETE' },
        { cookie: user.cookie, language: 'fr' },
      );
      expect(wrongWord.statusCode).toBe(400);
      expect(wrongWord.json().error).toEqual({
        code: 'DELETE_CONFIRMATION_WRONG',
        message: 'Tapez SUPPRIMER exactement pour confirmer',
        params: { word: 'SUPPRIMER' },
      });

      const wrongPassword = await authPost(
        app,
        'delete-user',
        { password: 'Not-Mine-123', confirmation: 'DELETE' },
        { cookie: user.cookie },
      );
      expect(wrongPassword.json().error.code).toBe('CURRENT_PASSWORD_WRONG');

      const deleted = await authPost(
        app,
        'delete-user',
        { password: user.password, confirmation: 'DELETE' },
        { cookie: user.cookie },
      );
      expect(deleted.statusCode).toBe(200);
      expect(await app.database.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(
        0,
      );
      expect(
        await app.database.db.select().from(profiles).where(eq(profiles.userId, user.id)),
      ).toHaveLength(0);
      expect(
        await app.database.db.select().from(sessions).where(eq(sessions.userId, user.id)),
      ).toHaveLength(0);
      expect((await profileOf(user.cookie)).statusCode).toBe(401);
    });
  });
});
