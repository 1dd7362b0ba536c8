import { expect, test } from '@playwright/test';
import { createSignedInUser } from './support/accounts.ts';
import { addTextLesson, frenchLesson, waitUntilReady } from './support/ready-lesson.ts';

test('home: a new student is invited to add a lesson; then the cards due now lead to one review session and progress counts the day', async ({
  page,
}) => {
  const { username } = await createSignedInUser(page, { label: 'home' });
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: `Hi ${username}, what are we revising today?` }),
  ).toBeVisible();
  await expect(page.getByText('No lesson yet. Add your first one')).toBeVisible();
  await expect(page.getByTestId('action-review')).toContainText('Nothing left to review today');
  await expect(page.getByText('Days in a row')).toBeVisible();
  await expect(page.getByText('Study today to start one')).toBeVisible();

  // "Add a lesson" opens the add modal over the home screen.
  await page.getByTestId('action-add').click();
  await expect(page.getByRole('dialog', { name: 'Add a lesson' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  const id = await addTextLesson(page, frenchLesson);
  const lesson = await waitUntilReady(page, id);
  const due = lesson.flashcards.length;
  // The lesson's events on the realtime channel refresh the home screen without a reload.
  await expect(page.getByTestId('action-review')).toContainText(`Review ${due} flashcards`);
  await expect(page.getByRole('link', { name: /La photosynthèse/ })).toBeVisible();
  await expect(page.getByText('All my lessons (1)')).toBeVisible();
  await expect(page.getByText('You studied today')).toBeVisible();

  // "Review N" opens one session over those N cards.
  await page.getByTestId('action-review').click();
  await expect(page).toHaveURL(/\/review$/);
  await expect(page.getByText(`${due} cards due now, across your lessons.`)).toBeVisible();
  await expect(page.getByText(`1 / ${due}`, { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Home' }).first().click();
  await page.getByTestId('action-quiz').click();
  await expect(page).toHaveURL(/\/quizzes\?new=1/);
  await expect(page.getByRole('dialog')).toBeVisible();
});

for (const language of ['en', 'fr'] as const) {
  test(`home screens in ${language} at 390 and 1440 px`, async ({ page }, testInfo) => {
    await createSignedInUser(page, { label: `home-${language}` });
    await page.evaluate((l) => localStorage.setItem('language', l), language);
    await waitUntilReady(page, await addTextLesson(page, frenchLesson));
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto('/');
      await expect(page.getByTestId('action-review')).toContainText(
        language === 'en' ? 'Review' : 'Réviser',
      );
      await page.screenshot({
        path: testInfo.outputPath(`${language}-${width}-home.png`),
        fullPage: true,
      });
    }
  });
}
