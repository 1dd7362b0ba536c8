import { expect, test } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import {
  createSignedInUser,
  mailedLink,
  signInWithForm,
  strongPassword,
  uniqueEmail,
} from './support/accounts.ts';
import { gotoApp } from './support/hydrated.ts';

test('register, confirm through the mailed link, onboard, reach the dashboard and sign out', async ({
  page,
}) => {
  const email = uniqueEmail('journey');
  await gotoApp(page, '/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('weak');
  // An empty confirmation is asked for, not called a mismatch.
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByText('Confirm your password')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeHidden();
  await page.getByLabel('Confirm the password').fill('other');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByText('Your password must be at least 8 characters long')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(strongPassword);
  await page.getByLabel('Confirm the password').fill(strongPassword);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByTestId('pending-email')).toHaveText(email);
  await expect(page.getByRole('button', { name: /Send again in \d+ s/ })).toBeDisabled();

  await page.goto(await mailedLink(page.request, email, /verify-email/));
  await expect(page).toHaveURL(/\/onboarding$/);
  // The guard keeps an unfinished onboarding in front of every other screen.
  await page.goto('/lessons');
  await expect(page).toHaveURL(/\/onboarding$/);

  await page.getByLabel('Username').fill(`ada${Date.now().toString(36)}`);
  await page.getByLabel('Birth date').fill('31/02/2008');
  await page.getByLabel('In high school').check();
  await page.getByRole('button', { name: 'Start revising' }).click();
  await expect(page.getByText('Your birth date is not valid')).toBeVisible();
  await page.getByLabel('Birth date').fill('14032008');
  await expect(page.getByLabel('Birth date')).toHaveValue('14/03/2008');
  await page.getByLabel('Subject or level').selectOption('term');
  await page.getByLabel('How did you hear about us?').selectOption('friends');
  await page.getByRole('button', { name: 'Start revising' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: /what are we revising today/ }),
  ).toBeVisible();
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/$/);

  await page.getByTestId('nav-rail').getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);
});

test('forgot password, reset through the mailed link, then sign in with the new password', async ({
  page,
}) => {
  const { email } = await createSignedInUser(page, { label: 'reset' });
  await page.context().clearCookies();

  await gotoApp(page, '/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(
    page.getByText('If an account exists for this email, a link is on its way.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Send again in \d+ s/ })).toBeDisabled();

  const link = await mailedLink(page.request, email, /reset-password/);
  await gotoApp(page, link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  const newPassword = 'Another-2026!pass';
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm the password').fill(newPassword);
  await page.getByRole('button', { name: 'Save my new password' }).click();
  await expect(page).toHaveURL(/\/login\?notice=reset$/);
  await expect(page.getByRole('status')).toHaveText(
    'Your password has been changed. Sign in with the new one.',
  );

  // The link is single-use.
  await gotoApp(page, link);
  await expect(page.getByRole('alert')).toContainText('This link has expired or was already used');

  await signInWithForm(page, email, strongPassword);
  await expect(page.getByRole('alert')).toHaveText('Wrong email or password');
  await signInWithForm(page, email, newPassword);
  await expect(
    page.getByRole('heading', { level: 1, name: /what are we revising today/ }),
  ).toBeVisible();
});

test('enrol two-factor, then sign in with a code from the authenticator', async ({ page }) => {
  const { email, password } = await createSignedInUser(page, { label: 'totp' });
  await page.goto('/settings/two-factor');
  await expect(page.getByTestId('two-factor-status')).toHaveText('Off');
  await page.getByLabel('Confirm with your password').fill(password);
  await page.getByRole('button', { name: 'Turn on two-step verification' }).click();

  const qr = page.getByRole('img', { name: 'QR code to scan with your authenticator app' });
  await expect(qr).toBeVisible();
  await expect(page.getByTestId('backup-code')).not.toHaveCount(0);
  const totp = OTPAuth.URI.parse((await qr.getAttribute('data-totp-uri'))!);
  await page.getByLabel('Code from the app').fill('000000');
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(page.getByText('This code is not valid')).toBeVisible();
  await page.getByLabel('Code from the app').fill(totp.generate());
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(page.getByTestId('two-factor-status')).toHaveText('On');

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Log out' }).click();
  await signInWithForm(page, email, password);
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await page.getByLabel('Verification code').fill(totp.generate());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: /what are we revising today/ }),
  ).toBeVisible();
});

test('a signed-out visitor with a referral link lands on login and the referral goes with sign-up', async ({
  page,
}) => {
  await page.goto('/lessons?referral=ABC');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('referral'))).toBe('ABC');

  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByText('You were invited by a friend: welcome!')).toBeVisible();
  await page.getByLabel('Email').fill(uniqueEmail('referred'));
  await page.getByLabel('Password', { exact: true }).fill(strongPassword);
  await page.getByLabel('Confirm the password').fill(strongPassword);
  const signUp = page.waitForRequest('**/api/auth/sign-up/email');
  await page.getByRole('button', { name: 'Create my account' }).click();
  expect((await signUp).postDataJSON()).toMatchObject({ referral: 'ABC', language: 'en' });
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('referral'))).toBeNull();
});

test('signing out in one tab signs out the other tabs', async ({ page, context }) => {
  await createSignedInUser(page, { label: 'tabs' });
  // A signed-in user has nothing to do on the sign-in screens.
  await page.goto('/register');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/settings');
  const other = await context.newPage();
  await other.goto('/lessons');
  await expect(other.getByRole('heading', { level: 1, name: 'Lessons' })).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(other).toHaveURL(/\/login$/);
});

test('signing in on a new device switches the interface to the account’s language', async ({
  page,
  context,
}) => {
  const user = await createSignedInUser(page, { label: 'lang' });
  const saved = await page.request.patch('/api/profile', {
    headers: { origin: new URL(page.url()).origin },
    data: { language: 'fr' },
  });
  expect(saved.status()).toBe(200);
  await context.clearCookies();
  await page.evaluate(() => localStorage.clear());

  await signInWithForm(page, user.email, user.password);
  await expect(
    page.getByRole('heading', { level: 1, name: /on révise quoi aujourd’hui/ }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});
