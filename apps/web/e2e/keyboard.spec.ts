import { expect, test, type Locator, type Page } from '@playwright/test';
import { createSignedInUser } from './support/accounts.ts';
import { frenchLesson } from './support/ready-lesson.ts';
import { gotoApp } from './support/hydrated.ts';

/** Presses Tab until `target` has the focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${String(target)} never got the focus in ${max} presses of Tab`);
}

test('with the keyboard alone: sign in, add a lesson, review a card, and go Premium', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const { email, password } = await createSignedInUser(page, { label: 'keyboard' });
  await context.clearCookies();

  await gotoApp(page, '/login');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);

  // Add a lesson: the rail's button, the Plain text tab (arrows), the text, Add.
  await tabTo(page, page.getByRole('button', { name: 'Add a lesson' }).first());
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await tabTo(page, dialog.getByRole('tab', { name: 'Document' }));
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('tab', { name: 'Plain text' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await tabTo(page, dialog.getByLabel('Your lesson', { exact: true }));
  await page.keyboard.insertText(frenchLesson.text);
  await tabTo(page, dialog.getByRole('button', { name: 'Add lesson' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: 'Your lesson is ready!' })).toBeVisible({
    timeout: 30_000,
  });
  await tabTo(page, dialog.getByRole('link', { name: 'View the lesson' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/lessons\/[0-9a-f-]{36}$/);

  // Flashcards: the tab row's arrows, then Space flips and 2 says "I knew it".
  await tabTo(page, page.getByRole('tab', { name: /Sheet/ }));
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/tab=flashcards/);
  await page.keyboard.press('Tab');
  const card = page.getByTestId('flashcard');
  await expect(card).toHaveAttribute('data-side', 'question');
  await page.keyboard.press('Space');
  await expect(card).toHaveAttribute('data-side', 'answer');
  await page.keyboard.press('2');
  await expect(card).toHaveAttribute('data-side', 'question');

  // Premium through the settings, the subscription page and the test checkout.
  await tabTo(page, page.getByRole('link', { name: 'Settings' }).first());
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('link', { name: 'Subscription' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Upgrade to Premium' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/billing\/checkout\//);
  await tabTo(page, page.getByRole('button', { name: 'Pay €3.99' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('current-plan')).toHaveText('Current plan: Premium');
});
