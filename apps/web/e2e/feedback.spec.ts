import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createSignedInUser } from './support/accounts.ts';

test('feedback from the home card: a mood is required, a comment earns the beta reward, the card says so', async ({
  page,
}) => {
  await createSignedInUser(page, { label: 'feedback' });
  await page.goto('/');
  const card = page.getByTestId('feedback-card');
  await expect(card).toContainText('get 20% off Premium after the launch');
  await card.getByRole('button', { name: 'Give feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your feedback' });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Pick the face that matches how you feel about the app',
  );
  // The faces are the radios' labels: a click on one chooses it.
  await dialog.locator('label', { hasText: 'Very good' }).click();
  await expect(dialog.getByRole('radio', { name: 'Very good' })).toBeChecked();
  await expect(dialog.getByRole('alert')).toBeHidden();
  await dialog.getByLabel('Comment').fill('The flashcards saved my biology test.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Thank you for your feedback!')).toBeVisible();
  await expect(
    dialog.getByText('You have earned 20% off every Premium payment after the launch.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(card).toContainText('Your 20% off Premium after the launch is saved.');

  // The settings page sends feedback too; a second one earns nothing more.
  await page.goto('/settings/feedback');
  await page.locator('label', { hasText: 'Neutral' }).click();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
  await expect(page.getByText('You have earned 20%')).toBeHidden();
});

test('a support message: checked as typed, then sent, with the address the answer will go to', async ({
  page,
}, testInfo) => {
  const { email } = await createSignedInUser(page, { label: 'support' });
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Support' }).click();
  await expect(page).toHaveURL(/\/settings\/support$/);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Give your message a subject (3 characters at least)')).toBeVisible();
  await expect(page.getByText('Tell us a little more (10 characters at least)')).toBeVisible();
  await expect(page.getByLabel('Subject')).toBeFocused();
  await page.getByLabel('Subject').fill('Invoice for my school');
  await page.getByLabel('Your message').fill('Hello, can I get an invoice for my school?');
  await page.screenshot({ path: testInfo.outputPath('en-1440-support.png') });
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(`Message sent. We will answer at ${email}.`)).toBeVisible();
});

test('a bug report with a screenshot, sent with the browser details', async ({
  page,
}, testInfo) => {
  await createSignedInUser(page, { label: 'bug' });
  // The trouble was on the quizzes screen; the report is made from the settings.
  await page.goto('/quizzes');
  await page.getByRole('link', { name: 'Settings' }).first().click();
  await page.getByRole('link', { name: 'Report a bug' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Report a bug' })).toBeVisible();
  await page.getByRole('button', { name: 'Send the report' }).click();
  await expect(page.getByText('Describe what happened (10 characters at least)')).toBeVisible();
  await page
    .getByLabel('What happened?')
    .fill('The quiz froze on question 3 after I pressed Enter.');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add a screenshot' }).click();
  await (await chooser).setFiles(path.join(import.meta.dirname, 'fixtures', 'notes-page-2.png'));
  await expect(page.getByText('notes-page-2.png')).toBeVisible();
  await page.getByText('Sent with your report so we can reproduce it').click();
  await expect(page.getByText('390x844').or(page.getByText(/\d+x\d+/))).toBeVisible();
  await expect(page.getByText(/^http:\/\/[^/]+\/quizzes$/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('en-1440-bug.png'), fullPage: true });
  await page.getByRole('button', { name: 'Send the report' }).click();
  await expect(page.getByText('Thank you! Your report is in, with its details.')).toBeVisible();
});

for (const language of ['en', 'fr'] as const) {
  test(`feedback screens in ${language} at 390 and 1440 px`, async ({ page }, testInfo) => {
    await createSignedInUser(page, { label: `feedback-${language}` });
    await page.evaluate((l) => localStorage.setItem('language', l), language);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto('/');
      const card = page.getByTestId('feedback-card');
      await card.getByRole('button').click();
      await page.getByRole('dialog').locator('label').nth(3).click();
      await page.screenshot({ path: testInfo.outputPath(`${language}-${width}-feedback.png`) });
      await page.keyboard.press('Escape');
    }
  });
}
