import { expect, test } from '@playwright/test';
import { createSignedInUser, strongPassword, uniqueEmail } from './support/accounts.ts';

test('the affiliation page gives a link to copy, and counts a friend who signed up through it', async ({
  page,
  context,
  playwright,
  baseURL,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await createSignedInUser(page, { label: 'referrer' });
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Invite friends' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invite your friends' })).toBeVisible();
  const link = await page.getByLabel('Your referral link').inputValue();
  expect(link).toMatch(/\/register\?referral=[A-Z2-9]{8}$/);
  await expect(page.getByTestId('referrals-signUps')).toHaveText('0');

  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // A friend signs up through the link.
  const friend = await playwright.request.newContext({ baseURL });
  const code = new URL(link).searchParams.get('referral');
  const signUp = await friend.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL! },
    data: {
      email: uniqueEmail('friend'),
      password: strongPassword,
      name: '',
      callbackURL: '/onboarding',
      language: 'en',
      referral: code,
    },
  });
  expect(signUp.status()).toBe(200);
  await friend.dispose();

  await page.reload();
  await expect(page.getByTestId('referrals-signUps')).toHaveText('1');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('en-390-affiliation.png'), fullPage: true });
});
