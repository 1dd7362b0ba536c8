import type { LessonSummary } from '@study/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadLocaleParts } from '../../../../lib/i18n.ts';
import { CreateQuizDialog } from './create-quiz-dialog.tsx';

function lesson(id: string, title: string, status: LessonSummary['status']): LessonSummary {
  return {
    id,
    title,
    emoji: '🧠',
    language: 'en',
    source: 'text',
    status,
    task: null,
    errorCode: null,
    pageCount: 1,
    favourite: false,
    flashcardCount: 8,
    dueCount: 8,
    laterTodayCount: 0,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
  };
}

const ready = lesson('11111111-1111-4111-8111-111111111111', 'Motor Responses', 'ready');
const preparing = lesson('22222222-2222-4222-8222-222222222222', 'The Eye', 'processing');
const fetchMock = vi.fn<typeof fetch>();

function renderAt(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/quizzes', element: <CreateQuizDialog /> }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function posted(): unknown[] {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  await loadLocaleParts('quizzes');
  fetchMock.mockImplementation(async (input, init) => {
    if (init?.method === 'POST') {
      return Response.json(
        {
          error: {
            code: 'GENERATION_LIMIT_REACHED',
            message: 'limit',
            details: { metric: 'generation', limit: 15 },
          },
        },
        { status: 403 },
      );
    }
    expect(String(input)).toMatch(/^\/api\/lessons\?/);
    return Response.json({ items: [ready, preparing], total: 2, page: 1, pageSize: 100 });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('CreateQuizDialog', () => {
  it('asks for a lesson first, and offers only ready ones', async () => {
    renderAt('/quizzes?new=1');
    const readyChoice = await screen.findByRole('radio', { name: 'Motor Responses' });
    expect(readyChoice.hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('radio', { name: /The Eye/ }).hasAttribute('disabled')).toBe(true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create the quiz' }));
    });
    expect(screen.getByText('Choose the lesson to be quizzed on.')).toBeTruthy();
    expect(posted()).toEqual([]);
  });

  it('sends the lesson, type and answer count, and shows a plan limit with its value', async () => {
    renderAt(`/quizzes?new=1&lessonId=${ready.id}`);
    const chosen = await screen.findByRole<HTMLInputElement>('radio', { name: 'Motor Responses' });
    expect(chosen.checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /^Trio/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create the quiz' }));
    });
    expect(posted()).toEqual([{ lessonId: ready.id, type: 'mcq', answerCount: 3 }]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('You’ve reached the generation limit: 15 per month');
    expect(screen.getByRole('button', { name: 'See Premium' })).toBeTruthy();
  });

  it('sends no answer count for an open-ended quiz, and hides the choice', async () => {
    renderAt(`/quizzes?new=1&lessonId=${ready.id}`);
    await screen.findByRole('radio', { name: 'Motor Responses' });
    expect(screen.getByRole('group', { name: 'Number of answers' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /^Open-ended/ }));
    expect(screen.queryByRole('group', { name: 'Number of answers' })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create the quiz' }));
    });
    expect(posted()).toEqual([{ lessonId: ready.id, type: 'open' }]);
  });
});
