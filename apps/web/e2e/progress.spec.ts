import { expect, test, type Page, type Response } from '@playwright/test';
import type { Progress, QuizDetail } from '@study/shared';
import { createSignedInUser } from './support/accounts.ts';
import { addTextLesson, corpusLesson, waitUntilReady } from './support/ready-lesson.ts';

/**
 * The scripts a page downloads until it is idle, with their sizes. A script whose body is gone
 * when asked for is counted without it: the worker that warms the time zone data ends as soon as
 * it has, and its script's body goes with it.
 */
async function scriptsOf(page: Page, path: string): Promise<{ url: string; bytes: number }[]> {
  const scripts: Promise<{ url: string; bytes: number }>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script') {
      const url = response.url();
      scripts.push(
        response.body().then(
          (body) => ({ url, bytes: body.length }),
          () => ({ url, bytes: 0 }),
        ),
      );
    }
  };
  page.on('response', onResponse);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return Promise.all(scripts);
}

test('the first screens download the same scripts as before the charts', async ({
  page,
  context,
}) => {
  const login = await scriptsOf(page, '/login');
  await createSignedInUser(page, { label: 'progress-size' });
  const home = await scriptsOf(await context.newPage(), '/');
  const total = (list: { bytes: number }[]) => list.reduce((sum, s) => sum + s.bytes, 0);
  console.log(`initial JS: /login ${total(login)} bytes, / ${total(home)} bytes`);
  for (const script of [...login, ...home]) expect(script.url).not.toMatch(/progress-screen/);
});

const words = {
  en: {
    link: 'See your progress',
    title: 'Progress',
    cards: 'Your flashcards',
    due: 'Cards due in the next 14 days',
    scores: 'Quiz scores per lesson',
    days: 'Study days',
    table: 'Show the figures as a table',
    today: 'Today',
  },
  fr: {
    link: 'Voir votre progression',
    title: 'Progression',
    cards: 'Vos cartes',
    due: 'Cartes à revoir dans les 14 prochains jours',
    scores: 'Scores aux quiz par cours',
    days: 'Jours de travail',
    table: 'Voir les chiffres sous forme de tableau',
    today: 'Aujourd’hui',
  },
} as const;

for (const language of ['en', 'fr'] as const) {
  test(`the progress view draws the cards due, the quiz scores and the study days, with their figures, in ${language}`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const w = words[language];
    await createSignedInUser(page, { label: `progress-${language}` });
    await page.evaluate((l) => localStorage.setItem('language', l), language);
    const lesson = corpusLesson('m46574');
    const lessonId = await addTextLesson(page, lesson);
    const ready = await waitUntilReady(page, lessonId);
    const origin = { origin: new URL(page.url()).origin };
    // A quiz played through the API, every answer the first choice.
    const created = await page.request.post('/api/quizzes', {
      headers: origin,
      data: { lessonId, type: 'mcq', answerCount: 3 },
    });
    expect(created.status()).toBe(202);
    const quizId = ((await created.json()) as QuizDetail).id;
    await expect
      .poll(
        async () =>
          ((await (await page.request.get(`/api/quizzes/${quizId}`)).json()) as QuizDetail).status,
      )
      .toBe('ready');
    const quiz = (await (await page.request.get(`/api/quizzes/${quizId}`)).json()) as QuizDetail;
    for (const question of quiz.questions) {
      const answered = await page.request.post(`/api/quizzes/${quizId}/answers`, {
        headers: origin,
        data: { questionId: question.id, answer: question.choices![0] },
      });
      expect(answered.status()).toBe(200);
    }
    const progress = (await (await page.request.get('/api/progress')).json()) as Progress;

    await page.goto('/');
    await page.getByRole('link', { name: w.link }).click();
    await expect(page).toHaveURL(/\/progress$/);
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    for (const heading of [w.cards, w.due, w.scores, w.days]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    // Two charts, each an image named by its summary, each with its figures in a table.
    await expect(page.locator('#main').getByRole('img')).toHaveCount(2);
    const due = page.locator('section').filter({ has: page.getByRole('heading', { name: w.due }) });
    await due.getByText(w.table).click();
    await expect(due.getByRole('row')).toHaveCount(15);
    await expect(due.getByRole('row').nth(1)).toContainText(
      `${w.today}${progress.dueByDay[0]!.count}`,
    );
    const scores = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: w.scores }) });
    await scores.getByText(w.table).click();
    await expect(scores.getByRole('row')).toHaveCount(2);
    await expect(scores.getByRole('row').nth(1)).toContainText(ready.title);
    await expect(page.getByTestId('study-days').getByRole('listitem')).toHaveCount(28);
    expect(progress.studyDays.at(-1)!.studied).toBe(true);

    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      // The screen scrolls inside <main>: one picture at its top, one further down.
      for (const [at, top] of [
        ['top', 0],
        ['charts', 700],
      ] as const) {
        await page.evaluate((y) => document.getElementById('main')!.scrollTo(0, y), top);
        await page.screenshot({
          path: testInfo.outputPath(`progress-${language}-${width}-${at}.png`),
        });
      }
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    }
  });
}
