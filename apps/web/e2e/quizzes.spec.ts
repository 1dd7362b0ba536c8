import { expect, test, type Page } from '@playwright/test';
import {
  quizResultMessages,
  quizResultTier,
  type QuizDetail,
  type QuizSummary,
} from '@study/shared';
import { createSignedInUser } from './support/accounts.ts';
import { addTextLesson, waitUntilReady, corpusLesson } from './support/ready-lesson.ts';

async function readyCorpusLesson(page: Page, id: string) {
  const lesson = corpusLesson(id);
  const lessonId = await addTextLesson(page, lesson);
  await waitUntilReady(page, lessonId);
  return { ...lesson, id: lessonId };
}

async function readQuiz(page: Page, id: string): Promise<QuizDetail> {
  const response = await page.request.get(`/api/quizzes/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as QuizDetail;
}

function quizIdOf(page: Page): string {
  return /\/quizzes\/([0-9a-f-]{36})/.exec(page.url())![1]!;
}

test('an MCQ trio quiz made in the modal, answered with the keyboard alone, ends on its score and message', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await createSignedInUser(page, { label: 'quiz-mcq' });
  const lesson = await readyCorpusLesson(page, 'm46574');

  await page.goto('/quizzes');
  await page.getByRole('button', { name: 'New quiz' }).click();
  await expect(page).toHaveURL(/\/quizzes\?new=1$/);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: lesson.title }).check();
  await dialog.getByRole('radio', { name: /^Multiple choice/ }).check();
  await dialog.getByRole('radio', { name: /^Trio/ }).check();
  await dialog.getByRole('button', { name: 'Create the quiz' }).click();
  await expect(dialog.getByRole('heading', { name: 'Writing your quiz…' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Your quiz is ready!' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(dialog.getByTestId('quiz-ready-title')).toHaveText(lesson.title);
  await expect(dialog).toContainText('Multiple choice · Trio · 10 questions');
  const start = dialog.getByRole('link', { name: 'Start the quiz' });
  await expect(start).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/quizzes\/[0-9a-f-]{36}$/);
  const quizId = quizIdOf(page);

  const picks: number[] = [];
  for (let n = 1; n <= 10; n += 1) {
    await expect(page.getByTestId('quiz-progress')).toHaveText(`${n} / 10`);
    const choices = page.getByRole('radio');
    await expect(choices).toHaveCount(3);
    const pick = (n - 1) % 3;
    picks.push(pick);
    await page.keyboard.press(String(pick + 1));
    await expect(choices.nth(pick)).toBeChecked();
    await page.keyboard.press('Enter');
    const verdict = page.getByTestId('quiz-verdict');
    await expect(verdict).toBeFocused();
    await expect(verdict.getByRole('heading')).toHaveText(/Right!|Not quite/);
    await expect(verdict.getByRole('figure')).toContainText('From your lesson');
    await expect(verdict.getByRole('button')).toHaveText(
      n === 10 ? 'See my result' : 'Next question',
    );
    await page.keyboard.press('Enter');
  }

  await expect(page).toHaveURL(`/quizzes/${quizId}/result`);
  const quiz = await readQuiz(page, quizId);
  expect(quiz.answerCount).toBe(3);
  expect(quiz.answeredCount).toBe(10);
  expect(quiz.questions.map((question) => question.givenAnswer)).toEqual(
    quiz.questions.map((question, index) => question.choices![picks[index]!]),
  );
  const percent = (quiz.points / 10) * 100;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your result');
  await expect(
    page.getByRole('img', { name: `${quiz.points} out of 10, ${Math.round(percent)}%` }),
  ).toBeVisible();
  await expect(page.getByTestId('quiz-message')).toHaveText(
    quizResultMessages.en[quizResultTier(percent)]!,
  );
  // From 70 % the result opens with its animation, from the app's own assets (ADR 203).
  const celebration = page.getByTestId('animation-quiz-result');
  if (percent >= 70) {
    await expect(celebration).toHaveAttribute('data-playing', 'true');
    await expect(celebration.locator('svg')).toHaveCount(1);
  } else {
    await expect(celebration).toHaveCount(0);
  }
  const reviews = page.getByTestId('question-review');
  await expect(reviews).toHaveCount(10);
  await expect(reviews.first()).toContainText(quiz.questions[0]!.expectedAnswer!);
  const retry = page.getByRole('button', { name: 'Retry the mistakes' });
  if (quiz.points < 10) await expect(retry).toBeEnabled();
  else await expect(retry).toBeDisabled();
  await expect(page.getByRole('link', { name: 'New quiz on this lesson' })).toHaveAttribute(
    'href',
    `/quizzes?new=1&lessonId=${lesson.id}`,
  );

  await page.getByRole('link', { name: 'Back', exact: true }).click();
  const card = page.getByTestId('quiz-card');
  await expect(card).toContainText('Completed');
  await expect(card).toContainText(`${quiz.points} / 10`);
  await expect(card).toContainText('Trio (3 answers)');

  // The missed questions come back as a quiz of their own, without spending a generation.
  const missed = quiz.questions.filter((question) => question.points !== 1).length;
  // Picking 1, 2, 3, 1… gets all ten right only by a one-in-59 049 chance.
  expect(missed).toBeGreaterThan(0);
  await card.getByRole('link').click();
  await page.getByRole('button', { name: 'Retry the mistakes' }).click();
  await expect(page).not.toHaveURL(new RegExp(quizId));
  await expect(page.getByTestId('quiz-progress')).toHaveText(`1 / ${missed}`);
  await expect(page.getByRole('radio')).toHaveCount(3);
});

test('an open-ended quiz is graded by the study engine with its feedback and the lesson passage', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await createSignedInUser(page, { label: 'quiz-open' });
  const lesson = await readyCorpusLesson(page, 'm46574');

  // The lesson page links to the modal with the lesson already chosen.
  await page.goto(`/quizzes?new=1&lessonId=${lesson.id}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('radio', { name: lesson.title })).toBeChecked();
  await dialog.getByRole('radio', { name: /^Open-ended/ }).check();
  await expect(dialog.getByRole('group', { name: 'Number of answers' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Create the quiz' }).click();
  await dialog.getByRole('link', { name: 'Start the quiz' }).click({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/quizzes\/[0-9a-f-]{36}$/);
  const quizId = quizIdOf(page);

  await expect(page.getByTestId('quiz-progress')).toHaveText('1 / 10');
  const field = page.getByRole('textbox', { name: 'Your answer' });
  await expect(field).toBeFocused();
  await field.pressSequentially('The place where the fibres of the corticospinal tract cross');
  // Enter alone starts a new line; Ctrl+Enter checks.
  await page.keyboard.press('Enter');
  await field.pressSequentially('over to the other side of the body, at the medulla.');
  await expect(page.getByTestId('quiz-verdict')).toHaveCount(0);
  await page.keyboard.press('Control+Enter');

  const verdict = page.getByTestId('quiz-verdict');
  await expect(verdict).toBeFocused();
  const graded = (await readQuiz(page, quizId)).questions[0]!;
  expect(graded.feedback).toBeTruthy();
  expect([0, 0.5, 1]).toContain(graded.points);
  expect(graded.givenAnswer).toContain('corticospinal tract cross\nover');
  await expect(verdict.getByRole('heading')).toHaveText(
    { 1: 'Right!', 0.5: 'Half right', 0: 'Not quite' }[graded.points!]!,
  );
  await expect(verdict).toContainText('Feedback');
  await expect(verdict).toContainText(graded.feedback!);
  await expect(verdict.getByRole('figure')).toContainText(graded.source!.text);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('quiz-progress')).toHaveText('2 / 10');
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('');
});

test('leaving mid-quiz and coming back resumes at the first unanswered question', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await createSignedInUser(page, { label: 'quiz-resume' });
  const lesson = await readyCorpusLesson(page, 'm46574');
  const created = await page.request.post('/api/quizzes', {
    headers: { origin: new URL(page.url()).origin },
    data: { lessonId: lesson.id, type: 'fill' },
  });
  expect(created.status()).toBe(202);
  const quizId = ((await created.json()) as QuizSummary).id;

  await page.goto('/quizzes');
  const card = page.getByTestId('quiz-card');
  await expect(card).toContainText('Fill in the blank');
  await expect(card).toContainText('Not started', { timeout: 30_000 });
  await card.getByRole('link', { name: new RegExp(lesson.title) }).click();
  await expect(page).toHaveURL(`/quizzes/${quizId}`);

  const field = page.getByRole('textbox', { name: 'Your answer' });
  for (let n = 1; n <= 3; n += 1) {
    await expect(page.getByTestId('quiz-progress')).toHaveText(`${n} / 10`);
    await expect(field).toBeFocused();
    await field.fill(`guess ${n}`);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('quiz-verdict')).toBeFocused();
    if (n < 3) await page.keyboard.press('Enter');
  }

  // Away before "Next": the third answer is already saved.
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL('/quizzes');
  await expect(card).toContainText('In progress');
  await expect(card).toContainText('3 of 10 answered');
  await card.getByRole('link', { name: new RegExp(lesson.title) }).click();
  await expect(page.getByTestId('quiz-progress')).toHaveText('4 / 10');
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('');

  await page.reload();
  await expect(page.getByTestId('quiz-progress')).toHaveText('4 / 10');
  const quiz = await readQuiz(page, quizId);
  expect(quiz.questions.map((question) => question.givenAnswer)).toEqual([
    'guess 1',
    'guess 2',
    'guess 3',
    ...Array<null>(7).fill(null),
  ]);
  expect(quiz.questions[3]!.expectedAnswer).toBeNull();
});

test('the list: no lesson leads to adding one; then favourites, the lesson filter and delete', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await createSignedInUser(page, { label: 'quiz-list' });
  await page.goto('/quizzes');
  await expect(page.getByRole('heading', { name: 'Add a lesson first' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add a lesson' })).toHaveAttribute(
    'href',
    '/lessons?add=1',
  );

  const first = await readyCorpusLesson(page, 'm46574');
  const second = await readyCorpusLesson(page, 'm46383');
  const origin = { origin: new URL(page.url()).origin };
  for (const body of [
    { lessonId: first.id, type: 'mcq', answerCount: 2 },
    { lessonId: second.id, type: 'open' },
  ]) {
    const response = await page.request.post('/api/quizzes', { headers: origin, data: body });
    expect(response.status()).toBe(202);
  }
  await page.reload();
  const cards = page.getByTestId('quiz-card');
  await expect(cards).toHaveCount(2);
  await expect(page.getByTestId('quiz-total')).toHaveText('2 quizzes');
  await expect(cards.filter({ hasText: first.title })).toContainText('Duo (2 answers)');

  const star = cards.filter({ hasText: first.title }).getByRole('button', { name: 'Favourite' });
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('tab', { name: 'Favourites' }).click();
  await expect(page).toHaveURL(/tab=favourites/);
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText(first.title);
  await page.getByRole('tab', { name: 'All' }).click();

  await page.getByRole('combobox', { name: 'Lesson' }).selectOption(second.id);
  await expect(page).toHaveURL(new RegExp(`lesson=${second.id}`));
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText(second.title);

  await cards.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this quiz?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete the quiz' }).click();
  await expect(page.getByRole('heading', { name: 'No quiz on this lesson yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Create a quiz on this lesson' }).click();
  await expect(page).toHaveURL(new RegExp(`new=1&lessonId=${second.id}`));
  await expect(page.getByRole('dialog').getByRole('radio', { name: second.title })).toBeChecked();
  expect((await page.request.get('/api/quizzes')).status()).toBe(200);
  const left = (await (await page.request.get('/api/quizzes')).json()) as { total: number };
  expect(left.total).toBe(1);
});
