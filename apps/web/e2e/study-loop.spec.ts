import { expect, test, type Page } from '@playwright/test';
import type { Dashboard, QuizDetail, Usage } from '@study/shared';
import { createSignedInUser } from './support/accounts.ts';
import { addTextLesson, readLesson, waitUntilReady, corpusLesson } from './support/ready-lesson.ts';

async function api<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

const left = async (page: Page) => {
  const { generation } = await api<Usage>(page, '/api/usage');
  return generation.limit - generation.used;
};

test('the study loop: a quiz with mistakes, then one review of every card due, with counters and the quota that add up', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await createSignedInUser(page, { label: 'loop' });
  await page.goto('/');

  // The quota shows where generations are spent, and goes down by one per generation.
  await page.getByTestId('action-add').click();
  const addDialog = page.getByRole('dialog', { name: 'Add a lesson' });
  await expect(addDialog.getByTestId('quota-generation')).toHaveText(
    '15 of 15 generations left this month',
  );
  await page.keyboard.press('Escape');
  const lesson = corpusLesson('m46574');
  const lessonId = await addTextLesson(page, lesson);
  const ready = await waitUntilReady(page, lessonId);
  expect(await left(page)).toBe(14);
  const deckBefore = ready.flashcards.length;

  await page.goto('/quizzes');
  await page.getByRole('button', { name: 'New quiz' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('quota-generation')).toHaveText(
    '14 of 15 generations left this month',
  );
  await dialog.getByRole('radio', { name: lesson.title }).check();
  await dialog.getByRole('radio', { name: /^Multiple choice/ }).check();
  await dialog.getByRole('radio', { name: /^Trio/ }).check();
  await dialog.getByRole('button', { name: 'Create the quiz' }).click();
  await expect(dialog.getByRole('heading', { name: 'Your quiz is ready!' })).toBeVisible({
    timeout: 30_000,
  });
  await dialog.getByRole('link', { name: 'Start the quiz' }).click();
  await expect(page).toHaveURL(/\/quizzes\/[0-9a-f-]{36}$/);
  const quizId = /\/quizzes\/([0-9a-f-]{36})/.exec(page.url())![1]!;

  // Always the first choice: some answers are right, the others are mistakes.
  for (let n = 1; n <= 10; n += 1) {
    await expect(page.getByTestId('quiz-progress')).toHaveText(`${n} / 10`);
    await page.getByRole('radio').first().check();
    await page.keyboard.press('Enter');
    await page.getByTestId('quiz-verdict').getByRole('button').click();
  }
  await expect(page).toHaveURL(`/quizzes/${quizId}/result`);
  // The result opens at its top, the score first, even with its heading focused.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  expect(
    await page.evaluate(() =>
      Math.max(window.scrollY, document.getElementById('main')?.scrollTop ?? 0),
    ),
  ).toBe(0);
  const quiz = await api<QuizDetail>(page, `/api/quizzes/${quizId}`);
  const missed = new Set(
    quiz.questions.filter((question) => question.points !== 1).map((q) => q.prompt),
  );
  expect(missed.size).toBeGreaterThan(0);
  expect(await left(page)).toBe(13);

  // The deck grows by at most the number of distinct missed questions, and never twice.
  const after = await readLesson(page, lessonId);
  expect(after.flashcards.length).toBeLessThanOrEqual(deckBefore + missed.size);
  const questions = after.flashcards.map((card) => card.question.toLowerCase());
  expect(new Set(questions).size).toBe(questions.length);
  expect(after.flashcards.every((card) => card.question.trim() !== '')).toBe(true);

  // "Review N" reviews exactly those N cards, in one session.
  await page.goto('/');
  const due = (await api<Dashboard>(page, '/api/dashboard')).dueFlashcards;
  expect(due).toBe(after.dueCount);
  const review = page.getByTestId('action-review');
  await expect(review).toContainText(`Review ${due} flashcards`);
  await review.click();
  await expect(page).toHaveURL(/\/review$/);
  await expect(page.getByText(`${due} cards due now, across your lessons.`)).toBeVisible();
  for (let n = 1; n <= due; n += 1) {
    await expect(page.getByText(`${n} / ${due}`, { exact: true })).toBeVisible();
    if (n === 1) {
      // The passage comes without the answer until the card is turned.
      await page.getByRole('button', { name: 'Show the passage' }).click();
      await expect(page.getByTestId('flashcard-passage')).toContainText('answer hidden');
    }
    await page.getByRole('button', { name: 'Show the answer' }).click();
    await page.getByRole('button', { name: 'I knew it' }).click();
  }
  await expect(
    page.getByRole('heading', { name: `Session finished: ${due} cards reviewed!` }),
  ).toBeVisible();

  // Nothing is due now any more; what comes back later today is counted apart.
  await expect.poll(async () => (await readLesson(page, lessonId)).dueCount).toBe(0);
  const home = await api<Dashboard>(page, '/api/dashboard');
  expect(home.dueFlashcards).toBe(0);
  await page.getByRole('link', { name: 'Back to the home screen' }).click();
  await expect(page.getByTestId('action-review')).not.toContainText('Review');
  if (home.laterTodayFlashcards > 0) {
    await expect(page.getByTestId('action-review')).toContainText(
      `${home.laterTodayFlashcards} back later today`,
    );
  }
});

for (const language of ['en', 'fr'] as const) {
  test(`the review session and the quota in ${language} at 390 and 1440 px`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await createSignedInUser(page, { label: `loop-${language}` });
    await page.evaluate((l) => localStorage.setItem('language', l), language);
    const lessonId = await addTextLesson(page, corpusLesson('m46574'));
    await waitUntilReady(page, lessonId);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto('/');
      await expect(page.getByTestId('action-review')).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`home-${language}-${width}.png`) });
      await page.getByTestId('action-review').click();
      await expect(page.getByTestId('flashcard')).toBeVisible();
      await page
        .getByRole('button', { name: language === 'en' ? 'Show the passage' : 'Voir le passage' })
        .click();
      await expect(page.getByTestId('flashcard-passage')).toBeVisible();
      await page.screenshot({
        path: testInfo.outputPath(`review-${language}-${width}.png`),
        fullPage: true,
      });
      await page.goto(`/lessons/${lessonId}?tab=flashcards`);
      await expect(page.getByTestId('flashcard')).toBeVisible();
      await page
        .getByRole('button', { name: language === 'en' ? 'Regenerate' : 'Régénérer' })
        .last()
        .click();
      await expect(page.getByRole('alertdialog').getByTestId('quota-generation')).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`regenerate-${language}-${width}.png`) });
      await page.keyboard.press('Escape');
    }
  });
}

test('regenerating the flashcards says what is kept and lost, gives another set and uses one generation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await createSignedInUser(page, { label: 'loop-regenerate' });
  const lessonId = await addTextLesson(page, corpusLesson('m46574'));
  const before = await waitUntilReady(page, lessonId);
  const questions = (lesson: typeof before) => lesson.flashcards.map((c) => c.question).sort();
  expect(await left(page)).toBe(14);

  await page.goto(`/lessons/${lessonId}?tab=flashcards`);
  await expect(page.getByTestId('flashcard')).toBeVisible();
  await page.getByRole('button', { name: 'Regenerate' }).last().click();
  const dialog = page.getByRole('alertdialog', { name: 'Regenerate the flashcards?' });
  const summary = dialog.getByTestId('regenerate-summary');
  await expect(summary).toContainText('New: another set of cards');
  await expect(summary).toContainText('Kept: your sheet, quizzes and the lesson itself.');
  await expect(summary).toContainText('Lost: the review history of every card');
  await expect(dialog.getByTestId('quota-generation')).toHaveText(
    '14 of 15 generations left this month',
  );
  await dialog.getByRole('button', { name: 'Regenerate the flashcards' }).click();
  await expect
    .poll(async () => questions(await readLesson(page, lessonId)), { timeout: 30_000 })
    .not.toEqual(questions(before));
  const after = await waitUntilReady(page, lessonId);
  expect(after.errorCode).toBeNull();
  expect(await left(page)).toBe(13);
});
