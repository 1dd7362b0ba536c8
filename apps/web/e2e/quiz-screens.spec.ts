import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { QuizDetail, QuizSummary } from '@study/shared';
import { createSignedInUser } from './support/accounts.ts';
import { addTextLesson, waitUntilReady } from './support/ready-lesson.ts';

/** A real textbook section (OpenStax Anatomy and Physiology 2e) from the shared corpus. */
const text = readFileSync(
  path.resolve(
    import.meta.dirname,
    '../../../../shared/corpus/openstax-anatomy-physiology/m46574.md',
  ),
  'utf8',
);

/** Every screen of a quiz, light and dark, at 390 and 1440 px, kept with the test's output. */
async function shoot(page: Page, name: string, fullPage = false) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage });
}

async function newQuiz(page: Page, lessonId: string, body: object): Promise<string> {
  const r = await page.request.post('/api/quizzes', {
    headers: { origin: new URL(page.url()).origin },
    data: { lessonId, ...body },
  });
  const id = ((await r.json()) as QuizSummary).id;
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/quizzes/${id}`)).json()) as QuizDetail).status,
      { timeout: 30_000 },
    )
    .toBe('ready');
  return id;
}

async function finish(page: Page, id: string) {
  const quiz = (await (await page.request.get(`/api/quizzes/${id}`)).json()) as QuizDetail;
  for (const [i, q] of quiz.questions.entries()) {
    await page.request.post(`/api/quizzes/${id}/answers`, {
      headers: { origin: new URL(page.url()).origin },
      data: {
        questionId: q.id,
        answer: q.choices ? q.choices[i % q.choices.length] : 'the spinal cord',
      },
    });
  }
}

for (const lang of ['en', 'fr'] as const) {
  test(`quiz screens ${lang}`, async ({ page }) => {
    test.setTimeout(240_000);
    await createSignedInUser(page, { label: `qshots-${lang}` });
    await page.evaluate((l) => localStorage.setItem('language', l), lang);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/quizzes');
    await shoot(page, `${lang}-1440-empty-nolesson`);
    const lessonId = await addTextLesson(page, { title: 'Motor Responses', text });
    await waitUntilReady(page, lessonId);
    await page.goto('/quizzes');
    await shoot(page, `${lang}-1440-empty`);
    const done = await newQuiz(page, lessonId, { type: 'mcq', answerCount: 3 });
    await finish(page, done);
    const open = await newQuiz(page, lessonId, { type: 'open' });
    await newQuiz(page, lessonId, { type: 'fill' });
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      for (const width of [1440, 390]) {
        const tag = `${lang}-${width}-${theme}`;
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.goto('/quizzes');
        await expect(page.getByTestId('quiz-card').first()).toBeVisible();
        await shoot(page, `${tag}-list`);
        await page.goto(`/quizzes?new=1&lessonId=${lessonId}`);
        await expect(page.getByRole('dialog')).toBeVisible();
        await shoot(page, `${tag}-modal`);
        await page.getByRole('dialog').locator('button[type=submit]').click();
        await page.waitForTimeout(300);
        await shoot(page, `${tag}-modal-loading`);
        await expect(page.getByTestId('quiz-ready-title')).toBeVisible({ timeout: 30_000 });
        await shoot(page, `${tag}-modal-ready`);
        await page.getByTestId('quiz-ready-title').press('Tab');
        await page.getByRole('dialog').getByRole('link').click();
        await expect(page.getByTestId('quiz-progress')).toBeVisible();
        await shoot(page, `${tag}-play-mcq`);
        await page.keyboard.press('2');
        await shoot(page, `${tag}-play-mcq-chosen`);
        await page.keyboard.press('Enter');
        await expect(page.getByTestId('quiz-verdict')).toBeVisible();
        await shoot(page, `${tag}-play-mcq-verdict`, true);
        await page.goto(`/quizzes/${open}`);
        await expect(page.getByTestId('quiz-progress')).toBeVisible();
        await page
          .getByRole('textbox')
          .fill('It is where the corticospinal fibres cross to the other side.');
        await shoot(page, `${tag}-play-open`);
        await page.keyboard.press('Control+Enter');
        await expect(page.getByTestId('quiz-verdict')).toBeVisible();
        await shoot(page, `${tag}-play-open-verdict`, true);
        await page.goto(`/quizzes/${done}/result`);
        await expect(page.getByTestId('quiz-message')).toBeVisible();
        await shoot(page, `${tag}-result`);
        await shoot(page, `${tag}-result-full`, true);
      }
    }
  });
}
