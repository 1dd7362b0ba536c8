import { expect, test, type Page } from '@playwright/test';
import { createSignedInUser, mailedLink, strongPassword, uniqueEmail } from './support/accounts.ts';
import { frenchLesson } from './support/ready-lesson.ts';
import { gotoApp } from './support/hydrated.ts';

/** Spends the Free plan's 15 generations of the month through the API. */
async function spendFreeGenerations(page: Page) {
  for (let i = 1; i <= 15; i += 1) {
    const response = await page.request.post('/api/lessons', {
      headers: { origin: new URL(page.url()).origin },
      multipart: { source: 'text', title: `Leçon ${i}`, text: frenchLesson.text },
    });
    expect(response.status()).toBe(202);
  }
}

/** Adds the French lesson through the add modal; answers the dialog. */
async function addLessonWithModal(page: Page) {
  await page.goto('/lessons?add=1');
  const dialog = page.getByRole('dialog', { name: 'Add a lesson' });
  await dialog.getByRole('tab', { name: 'Plain text' }).click();
  await dialog.getByLabel('Your lesson', { exact: true }).fill(frenchLesson.text);
  await dialog.getByRole('button', { name: 'Add lesson' }).click();
  // The dialog is named after its step from here on (preparing, ready).
  return page.getByRole('dialog');
}

test('a Free user at the generation limit upgrades through the test checkout and generates again', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await createSignedInUser(page, { label: 'upgrade' });
  await page.goto('/lessons');
  await spendFreeGenerations(page);

  await addLessonWithModal(page);
  const prompt = page.getByRole('dialog', { name: 'Go further with Premium' });
  await expect(prompt).toContainText('You’ve reached the generation limit: 15 per month');
  await prompt.getByRole('link', { name: 'See Premium' }).click();

  await expect(page).toHaveURL(/\/settings\/subscription$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
  await expect(page.getByTestId('current-plan')).toHaveText('Current plan: Free');
  await expect(page.getByText('Test mode: payments go through a sandbox checkout')).toBeVisible();
  const premium = page.getByRole('region', { name: 'Premium' });
  await expect(premium.getByTestId('premium-price')).toHaveText('€3.99');
  await expect(premium).toContainText('−50% on your first month');
  await expect(premium).toContainText('then €7.99 a month');
  await page.getByRole('tab', { name: /Yearly/ }).click();
  await expect(
    page.getByRole('region', { name: 'Premium' }).getByTestId('premium-price'),
  ).toHaveText('€59.99');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({
    path: testInfo.outputPath('en-1440-subscription-free.png'),
    fullPage: true,
  });
  await page.getByRole('tab', { name: 'Monthly' }).click();
  await page
    .getByRole('region', { name: 'Premium' })
    .getByRole('button', { name: 'Upgrade to Premium' })
    .click();

  // The sandbox's payment page: labelled as a test, the first month at -50%.
  await expect(page).toHaveURL(/\/billing\/checkout\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('note')).toContainText('Test mode');
  await expect(page.getByRole('heading', { level: 1, name: 'Monthly subscription' })).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText('€3.99');
  await page.screenshot({ path: testInfo.outputPath('en-1440-checkout.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('en-390-checkout.png'), fullPage: true });

  await page.getByRole('radio', { name: /4000 0000 0000 0002/ }).check();
  await page.getByRole('button', { name: 'Pay €3.99' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Your card was declined. Nothing was charged: try another card',
  );
  await page.getByRole('radio', { name: /4242 4242 4242 4242/ }).check();
  await page.getByRole('button', { name: 'Pay €3.99' }).click();

  await expect(page).toHaveURL(/\/settings\/subscription\?checkout=success$/);
  await expect(page.getByRole('status').filter({ hasText: 'Welcome to Premium!' })).toBeVisible();
  await expect(page.getByTestId('current-plan')).toHaveText('Current plan: Premium');
  await expect(page.getByTestId('subscription-period')).toContainText('for €7.99.');
  await expect(page.getByRole('region', { name: 'Payments' })).toContainText('€3.99');
  await page.screenshot({
    path: testInfo.outputPath('en-390-subscription-premium.png'),
    fullPage: true,
  });

  // Premium's limits apply at once: the lesson that was refused goes through.
  const dialog = await addLessonWithModal(page);
  await expect(dialog.getByRole('heading', { name: 'Your lesson is ready!' })).toBeVisible({
    timeout: 30_000,
  });
});

test('cancelling keeps Premium until the renewal date, then the account is Free again', async ({
  page,
}) => {
  await createSignedInUser(page, { label: 'cancel' });
  await page.goto('/settings/subscription');
  await page.getByRole('button', { name: 'Upgrade to Premium' }).click();
  await page.getByRole('button', { name: 'Pay €3.99' }).click();
  await expect(page.getByTestId('current-plan')).toHaveText('Current plan: Premium');

  await page.getByRole('button', { name: 'Cancel my subscription' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel Premium?' });
  await confirm.getByRole('button', { name: 'Cancel at the end of the period' }).click();
  await expect(page.getByTestId('subscription-period')).toContainText(
    ': you keep Premium until then.',
  );
  await expect(page.getByTestId('current-plan')).toHaveText('Current plan: Premium');

  // The sandbox's test clock reaches the renewal date: the cancelled subscription ends.
  await page.getByRole('button', { name: 'Renew with the accepted card' }).click();
  await expect(page.getByTestId('current-plan')).toHaveText('Current plan: Free');
  await expect(page.getByRole('button', { name: 'Upgrade to Premium' })).toBeVisible();
});

test('a friend who signs up through the referral link and pays earns the referrer a free month', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  await createSignedInUser(page, { label: 'referrer' });
  await page.goto('/settings/affiliation');
  const link = await page.getByLabel('Your referral link').inputValue();
  await expect(page.getByTestId('referrals-monthsEarned')).toHaveText('0');

  // The friend, in their own browser, opens the link and registers through the form.
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  await gotoApp(friend, new URL(link).pathname + new URL(link).search);
  const email = uniqueEmail('friend');
  await friend.getByLabel('Email').fill(email);
  await friend.getByLabel('Password', { exact: true }).fill(strongPassword);
  await friend.getByLabel('Confirm the password').fill(strongPassword);
  await friend.getByRole('button', { name: 'Create my account' }).click();
  await expect(friend.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await friend.goto(await mailedLink(friend.request, email, /verify-email/));
  await expect(friend).toHaveURL(/\/onboarding$/);
  const onboarded = await friend.request.patch('/api/profile', {
    headers: { origin: new URL(friend.url()).origin },
    data: {
      username: `friend${Date.now().toString(36)}`,
      birthdate: '02/09/2007',
      status: 'student',
    },
  });
  expect(onboarded.status()).toBe(200);

  await friend.goto('/settings/subscription');
  await friend.getByRole('button', { name: 'Upgrade to Premium' }).click();
  await friend.getByRole('button', { name: 'Pay €3.99' }).click();
  await expect(friend.getByTestId('current-plan')).toHaveText('Current plan: Premium');
  await friendContext.close();

  // The referrer's page follows by itself (realtime): one sign-up, one conversion, one month.
  await expect(page.getByTestId('referrals-signUps')).toHaveText('1');
  await expect(page.getByTestId('referrals-premium')).toHaveText('1');
  await expect(page.getByTestId('referrals-monthsEarned')).toHaveText('1');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({
    path: testInfo.outputPath('en-390-affiliation-month.png'),
    fullPage: true,
  });
  await page.getByRole('link', { name: 'See my subscription' }).click();
  await expect(page.getByTestId('current-plan')).toHaveText('Current plan: Premium');
  await expect(
    page.getByText(/Premium offered until .+, thanks to your referrals\./),
  ).toBeVisible();
});

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' });

  test('the subscription page and the test checkout speak French', async ({ page }, testInfo) => {
    await createSignedInUser(page, { label: 'billing-fr' });
    await page.goto('/settings/subscription');
    await expect(page.getByRole('heading', { level: 1, name: 'Abonnement' })).toBeVisible();
    await expect(page.getByTestId('current-plan')).toHaveText('Offre actuelle : Gratuite');
    await expect(page.getByTestId('premium-price')).toHaveText('3,99 €');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({
      path: testInfo.outputPath('fr-1440-subscription.png'),
      fullPage: true,
    });
    await page.getByRole('button', { name: 'Passer à Premium' }).click();
    await expect(page.getByRole('note')).toContainText('Mode test');
    await expect(page.getByTestId('checkout-total')).toHaveText('3,99 €');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath('fr-390-checkout.png'), fullPage: true });
  });
});
