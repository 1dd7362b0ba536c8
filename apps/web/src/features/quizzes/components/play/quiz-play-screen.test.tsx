import type { AnswerVerdict, QuizDetail, QuizQuestionView } from '@study/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadLocaleParts } from '../../../../lib/i18n.ts';
import { QuizPlayScreen } from './quiz-play-screen.tsx';

const quizId = '6f1c2a1e-7d43-4c1b-9a59-0d3f7b1e2c11';
const lessonId = '11111111-1111-4111-8111-111111111111';
const passage = 'The heart pumps blood through the body.';

function questionId(position: number): string {
  return `00000000-0000-4000-8000-00000000000${position}`;
}

function mcq(position: number, answered?: { given: string; points: 0 | 1 }): QuizQuestionView {
  return {
    id: questionId(position),
    position,
    type: 'mcq',
    prompt: `Question ${position + 1}: the _____ pumps blood.`,
    choices: ['lung', 'heart', 'liver'],
    state: answered ? (answered.points === 1 ? 'acquired' : 'not_acquired') : 'not_started',
    givenAnswer: answered?.given ?? null,
    expectedAnswer: answered ? 'heart' : null,
    points: answered?.points ?? null,
    feedback: null,
    source: answered ? { start: 0, end: passage.length, text: passage } : null,
  };
}

function quizOf(questions: QuizQuestionView[]): QuizDetail {
  const answered = questions.filter((question) => question.givenAnswer !== null);
  return {
    id: quizId,
    lessonId,
    lessonTitle: 'The heart',
    lessonEmoji: '🫀',
    language: 'en',
    type: questions[0]!.type,
    answerCount: questions[0]!.type === 'mcq' ? 3 : null,
    status: 'ready',
    errorCode: null,
    progress: answered.length > 0 ? 'in_progress' : 'not_started',
    questionCount: questions.length,
    answeredCount: answered.length,
    points: answered.reduce((sum, question) => sum + (question.points ?? 0), 0),
    scorePercent: null,
    favourite: false,
    retryOfQuizId: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    completedAt: null,
    questions,
    tier: null,
  };
}

const fetchMock = vi.fn<typeof fetch>();

/** The server's verdict: "heart" is right, anything else wrong. */
function verdictFor(quiz: QuizDetail, body: { questionId: string; answer: string }): AnswerVerdict {
  const asked = quiz.questions.find((question) => question.id === body.questionId)!;
  const right = body.answer === 'heart';
  const question: QuizQuestionView = {
    ...asked,
    state: right ? 'acquired' : 'not_acquired',
    givenAnswer: body.answer,
    expectedAnswer: 'heart',
    points: right ? 1 : 0,
    feedback: asked.type === 'open' ? 'Close: the lesson says the heart pumps blood.' : null,
    source: { start: 0, end: passage.length, text: passage },
  };
  const { questions: _questions, tier: _tier, ...summary } = quiz;
  return {
    question,
    quiz: { ...summary, answeredCount: quiz.answeredCount + 1, progress: 'in_progress' },
  };
}

/** Plays the quiz screen against a fake API holding `start`, which answers record into. */
function renderPlayer(start: QuizDetail) {
  let stored = start;
  fetchMock.mockImplementation(async (_input, init) => {
    if (init?.method !== 'POST') return Response.json(stored);
    const verdict = verdictFor(stored, JSON.parse(String(init.body)));
    stored = {
      ...stored,
      ...verdict.quiz,
      questions: stored.questions.map((question) =>
        question.id === verdict.question.id ? verdict.question : question,
      ),
    };
    return Response.json(verdict);
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/quizzes/:id', element: <QuizPlayScreen /> },
      { path: '/quizzes/:id/result', element: <p>Result page</p> },
    ],
    { initialEntries: [`/quizzes/${quizId}`] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function sentAnswers(): unknown[] {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  await loadLocaleParts('quizzes');
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('QuizPlayScreen', () => {
  it('is played with the keyboard: a digit picks, Enter checks, Enter goes on', async () => {
    renderPlayer(quizOf([mcq(0), mcq(1)]));
    expect((await screen.findByTestId('quiz-progress')).textContent).toBe('1 / 2');
    expect(document.activeElement?.textContent).toContain('Question 1:');

    fireEvent.keyDown(window, { key: '2' });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /heart/ }).checked).toBe(true);
    await act(async () => {
      fireEvent.keyDown(window, { key: 'Enter' });
    });
    expect(sentAnswers()).toEqual([{ questionId: questionId(0), answer: 'heart' }]);
    const verdict = await screen.findByTestId('quiz-verdict');
    expect(verdict.dataset.state).toBe('acquired');
    expect(verdict.textContent).toContain('Right!');
    expect(verdict.textContent).toContain(passage);
    expect(document.activeElement).toBe(verdict);

    fireEvent.keyDown(verdict, { key: 'Enter' });
    expect(screen.getByTestId('quiz-progress').textContent).toBe('2 / 2');
    expect(screen.queryByTestId('quiz-verdict')).toBeNull();
    expect(document.activeElement?.textContent).toContain('Question 2:');
  });

  it('shows a wrong pick in red beside the right answer, then opens the result after the last', async () => {
    const router = renderPlayer(quizOf([mcq(0, { given: 'heart', points: 1 }), mcq(1)]));
    // Resumed at the first unanswered question.
    expect((await screen.findByTestId('quiz-progress')).textContent).toBe('2 / 2');
    fireEvent.click(screen.getByRole('radio', { name: /lung/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    });
    const verdict = await screen.findByTestId('quiz-verdict');
    expect(verdict.dataset.state).toBe('not_acquired');
    const looks = screen.getAllByTestId('quiz-choice').map((choice) => choice.dataset.look);
    expect(looks).toEqual(['wrong', 'right', 'faded']);
    expect(verdict.textContent).toContain('The right answer');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'See my result' }));
    });
    expect(router.state.location.pathname).toBe(`/quizzes/${quizId}/result`);
  });

  it('opens the result at once when every question is already answered', async () => {
    const router = renderPlayer(
      quizOf([mcq(0, { given: 'heart', points: 1 }), mcq(1, { given: 'lung', points: 0 })]),
    );
    expect(await screen.findByText('Result page')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/quizzes/${quizId}/result`);
  });

  it('checks an open answer with Ctrl+Enter and shows the feedback; Enter alone is a new line', async () => {
    const open: QuizQuestionView = {
      ...mcq(0),
      type: 'open',
      choices: null,
      prompt: 'Explain it.',
    };
    renderPlayer(quizOf([open]));
    const field = await screen.findByRole('textbox', { name: 'Your answer' });
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: 'It pumps blood' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(sentAnswers()).toEqual([]);
    await act(async () => {
      fireEvent.keyDown(field, { key: 'Enter', ctrlKey: true });
    });
    expect(sentAnswers()).toEqual([{ questionId: questionId(0), answer: 'It pumps blood' }]);
    const verdict = await screen.findByTestId('quiz-verdict');
    expect(verdict.textContent).toContain('Close: the lesson says the heart pumps blood.');
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Your answer' }).value).toBe(
      'It pumps blood',
    );
  });

  it('checks a fill-in with Enter, and sends nothing while the field is empty', async () => {
    const fill: QuizQuestionView = { ...mcq(0), type: 'fill', choices: null };
    renderPlayer(quizOf([fill, { ...fill, id: questionId(1), position: 1 }]));
    const field = await screen.findByRole('textbox', { name: 'Your answer' });
    expect(document.activeElement).toBe(field);
    fireEvent.submit(field);
    expect(sentAnswers()).toEqual([]);
    fireEvent.change(field, { target: { value: ' Heart ' } });
    await act(async () => {
      fireEvent.submit(field);
    });
    expect(sentAnswers()).toEqual([{ questionId: questionId(0), answer: 'Heart' }]);
    expect((await screen.findByTestId('quiz-verdict')).textContent).toContain('Not quite');
  });
});
