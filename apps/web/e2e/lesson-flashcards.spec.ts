import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createSignedInUser } from './support/accounts.ts';
import { addTextLesson, frenchLesson, readLesson, waitUntilReady } from './support/ready-lesson.ts';

test('review flashcards with the keyboard alone: Space flips, 2 says "I knew it", the arrows move, fewer cards are due', async ({
  page,
}) => {
  await createSignedInUser(page, { label: 'cards' });
  const id = await addTextLesson(page, frenchLesson);
  const lesson = await waitUntilReady(page, id);
  const total = lesson.flashcards.length;
  expect(total).toBeGreaterThan(2);
  expect(lesson.dueCount).toBe(total);

  await page.goto(`/lessons/${id}`);
  const tab = page.getByRole('tab', { name: /Flashcards/ });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/tab=flashcards/);
  // From the tab row, Tab moves into the panel, where the arrows belong to the cards.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel', { name: /Flashcards/ })).toBeFocused();
  await expect(page.getByText(`${total} cards due now`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Due now' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const card = page.getByTestId('flashcard');
  const progress = (n: number) => page.getByText(`${n} / ${total}`, { exact: true });
  await expect(progress(1)).toBeVisible();
  await expect(card).toHaveAttribute('data-side', 'question');
  await expect(card).toContainText(lesson.flashcards[0]!.question);

  await page.keyboard.press('Space');
  await expect(card).toHaveAttribute('data-side', 'answer');
  await expect(card).toContainText(lesson.flashcards[0]!.answer);
  await page.keyboard.press('2');
  await expect(progress(2)).toBeVisible();
  await expect(card).toHaveAttribute('data-side', 'question');
  await expect(card).toContainText(lesson.flashcards[1]!.question);
  // On its learning step the card is no longer due now; it comes back later today.
  await expect(page.getByText(`${total - 1} cards due now`)).toBeVisible();

  await page.keyboard.press('ArrowRight');
  await expect(progress(3)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(progress(1)).toBeVisible();

  // A second "I knew it" takes the new card out of its learning steps, past today.
  await page.keyboard.press('Space');
  await page.keyboard.press('2');
  await expect(progress(2)).toBeVisible();
  await expect(page.getByText(`${total - 1} cards due now`)).toBeVisible();
  await expect(page.getByText(/back later today/)).toBeHidden();
  const reviewed = (await readLesson(page, id)).flashcards[0]!;
  expect(reviewed.reps).toBe(2);
  expect(Date.parse(reviewed.due)).toBeGreaterThan(Date.now() + 12 * 60 * 60 * 1000);
});

test('the flashcards download as CSV and as an Anki deck named after the lesson', async ({
  page,
}) => {
  await createSignedInUser(page, { label: 'export' });
  const id = await addTextLesson(page, frenchLesson);
  const lesson = await waitUntilReady(page, id);
  await page.goto(`/lessons/${id}?tab=flashcards`);

  await page.getByRole('button', { name: 'Export' }).click();
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'CSV (spreadsheet)' }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe('La photosynthèse.csv');
  const rows = await readFile(await csv.path(), 'utf8');
  expect(rows).toContain(lesson.flashcards[0]!.question);

  await page.getByRole('button', { name: 'Export' }).click();
  const [anki] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Anki (.apkg)' }).click(),
  ]);
  expect(anki.suggestedFilename()).toBe('La photosynthèse.apkg');
  // An .apkg is a zip archive.
  expect((await readFile(await anki.path())).subarray(0, 2).toString()).toBe('PK');
});
