import type { LessonDetail, LessonFlashcard } from '@study/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadLocaleParts } from '../../../../lib/i18n.ts';
import { FlashcardsTab } from './flashcards-tab.tsx';

const text = 'La photosynthèse produit du glucose. Elle rejette du dioxygène. Elle a lieu le jour.';

function flashcard(position: number, question: string, answer: string): LessonFlashcard {
  return {
    id: `00000000-0000-4000-8000-00000000000${position}`,
    position,
    question,
    answer,
    term: null,
    source: { start: 37, end: 63 },
    state: 'new',
    due: '2020-01-01T00:00:00.000Z',
    reps: 0,
    lapses: 0,
    lastReview: null,
  };
}

const lesson: LessonDetail = {
  id: '11111111-1111-4111-8111-111111111111',
  title: 'La photosynthèse',
  emoji: '🌱',
  language: 'fr',
  source: 'text',
  status: 'ready',
  task: null,
  errorCode: null,
  pageCount: 1,
  favourite: false,
  flashcardCount: 3,
  dueCount: 3,
  laterTodayCount: 0,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  sheet: null,
  sheetUpdatedAt: null,
  files: [],
  warnings: [],
};

const flashcards = [
  flashcard(0, 'Que produit la photosynthèse ?', 'Du glucose'),
  flashcard(1, 'Que rejette-t-elle ?', 'Du dioxygène'),
  flashcard(2, 'Quand a-t-elle lieu ?', 'Le jour'),
];

const fetchMock = vi.fn<typeof fetch>();

beforeEach(async () => {
  await i18n.changeLanguage('en');
  await loadLocaleParts('lesson');
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/text')) return Response.json({ text });
    if (url.endsWith('/flashcards')) return Response.json({ items: flashcards });
    const card = flashcards.find((c) => url.includes(c.id))!;
    const { rating } = JSON.parse(String(init?.body)) as { rating: string };
    const due = rating === 'good' ? '2099-01-01T00:00:00.000Z' : card.due;
    return Response.json({ ...card, due, reps: 1, state: 'learning' });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

/** The tab with its cards and text already read (`cached`), or asked for as it opens. */
function renderTab({ cached = true } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  if (cached) {
    queryClient.setQueryData(['lessons', lesson.id, 'flashcards'], { items: flashcards });
    queryClient.setQueryData(['lessons', lesson.id, 'text'], { text });
  }
  render(
    <QueryClientProvider client={queryClient}>
      <FlashcardsTab lesson={lesson} />
    </QueryClientProvider>,
  );
}

const press = (key: string) => act(() => void fireEvent.keyDown(document.body, { key }));
const side = () => screen.getByTestId('flashcard').dataset.side;

describe('FlashcardsTab', () => {
  it('asks for the lesson’s cards and text when it opens, not before', async () => {
    renderTab({ cached: false });
    expect(screen.queryByTestId('flashcard')).toBeNull();
    await waitFor(() => expect(screen.getByText('1 / 3')).toBeTruthy());
    expect(fetchMock.mock.calls.map(([url]) => String(url)).sort()).toEqual([
      `/api/lessons/${lesson.id}/flashcards`,
      `/api/lessons/${lesson.id}/text`,
    ]);
  });

  it('reviews with the keyboard alone: Space flips, 2 rates, the arrows move', async () => {
    renderTab();
    expect(screen.getByText('3 cards due now')).toBeTruthy();
    expect(screen.getByText('1 / 3')).toBeTruthy();
    expect(side()).toBe('question');

    press('2');
    expect(fetchMock).not.toHaveBeenCalled();

    press(' ');
    expect(side()).toBe('answer');
    press('2');
    await act(async () => {});
    const reviews = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(reviews).toHaveLength(1);
    const [url, init] = reviews[0]!;
    expect(url).toBe(`/api/lessons/${lesson.id}/flashcards/${flashcards[0]!.id}/review`);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ rating: 'good' });
    expect(screen.getByText('2 / 3')).toBeTruthy();
    expect(side()).toBe('question');

    press('ArrowRight');
    expect(screen.getByText('3 / 3')).toBeTruthy();
    press('ArrowLeft');
    press('ArrowLeft');
    expect(screen.getByText('1 / 3')).toBeTruthy();
    press('ArrowLeft');
    expect(screen.getByText('1 / 3')).toBeTruthy();
  });

  it('rates "Not yet" with 1, and ends the round after the last card', async () => {
    renderTab();
    for (const _ of flashcards) {
      press(' ');
      press('1');
    }
    await act(async () => {});
    const reviews = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(reviews.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { rating: 'again' },
      { rating: 'again' },
      { rating: 'again' },
    ]);
    expect(screen.getByRole('heading', { name: 'Round finished!' })).toBeTruthy();
    press('ArrowLeft');
    expect(screen.getByText('3 / 3')).toBeTruthy();
  });

  it('shows the passage of the lesson a card came from, on demand', () => {
    renderTab();
    const toggle = screen.getByRole('button', { name: 'Show the passage' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByTestId('flashcard-passage').textContent).toContain(
      'Elle rejette du dioxygène. Elle a lieu le jour.',
    );
    expect(screen.getByRole('button', { name: 'Hide the passage' })).toBeTruthy();
  });

  it('keeps the answer out of the passage until the card is turned', () => {
    renderTab();
    press('ArrowRight');
    fireEvent.click(screen.getByRole('button', { name: 'Show the passage' }));
    const passage = screen.getByTestId('flashcard-passage');
    expect(passage.textContent).toContain('Elle rejette _____.');
    expect(passage.textContent).not.toContain('dioxygène');
    expect(passage.textContent).toContain('answer hidden');
    press(' ');
    expect(screen.getByTestId('flashcard-passage').textContent).toContain(
      'Elle rejette du dioxygène.',
    );
  });

  it('leaves Space to a focused button and keys typed in a field alone', () => {
    renderTab();
    const previous = screen.getByRole('button', { name: 'Previous card' });
    act(() => void fireEvent.keyDown(previous, { key: ' ' }));
    expect(side()).toBe('question');
    const field = document.createElement('input');
    document.body.append(field);
    act(() => void fireEvent.keyDown(field, { key: 'ArrowRight' }));
    expect(screen.getByText('1 / 3')).toBeTruthy();
    field.remove();
  });
});
