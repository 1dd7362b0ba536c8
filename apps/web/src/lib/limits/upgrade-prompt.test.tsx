import type { Usage } from '@study/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client.ts';
import { i18n } from '../i18n.ts';
import { limitStore } from './limit-store.ts';
import { UpgradePrompt } from './upgrade-prompt.tsx';

const counter = (used: number, limit: number) => ({
  used,
  limit,
  resetsAt: '2026-04-01T00:00:00.000Z',
});
let usage: Usage;

function renderPrompt() {
  const router = createMemoryRouter(
    [
      { path: '/lessons', element: <UpgradePrompt /> },
      { path: '/settings/subscription', element: <p>Subscription page</p> },
    ],
    { initialEntries: ['/lessons'] },
  );
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  usage = {
    plan: 'free',
    generation: counter(15, 15),
    pdf_export: counter(0, 0),
    chat_message: counter(0, 30),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(usage), { status: 200 })),
  );
});

afterEach(() => {
  cleanup();
  limitStore.clear();
  vi.unstubAllGlobals();
});

describe('UpgradePrompt', () => {
  it('opens on a limit refusal with its message, what Premium gives, and the way to subscribe', async () => {
    const router = renderPrompt();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      limitStore.report(new ApiError('GENERATION_LIMIT_REACHED', 403, { details: { limit: 15 } }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Go further with Premium' });
    expect(dialog.textContent).toContain(
      'You’ve reached the generation limit: 15 per month on your plan. Upgrade to Premium to keep going',
    );
    expect(dialog.textContent).toContain('300 generations a month');
    expect(dialog.textContent).toContain('100 exports a month');
    expect(dialog.textContent).toContain('500 messages a day with the coach');
    expect(dialog.textContent).toContain('€7.99 a month');
    expect(dialog.textContent).toContain('−50% on your first month');

    fireEvent.click(screen.getByRole('link', { name: 'See Premium' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/subscription'));
    // The prompt is gone, the flag stays: the usage still has no room.
    expect(limitStore.get()).toMatchObject({
      reason: 'GENERATION_LIMIT_REACHED',
      promptOpen: false,
    });
  });

  it('clears the flag once the usage read after the refusal leaves room again', async () => {
    renderPrompt();
    usage = { ...usage, plan: 'premium', generation: counter(15, 300) };
    act(() => {
      limitStore.report(new ApiError('GENERATION_LIMIT_REACHED', 403));
    });
    await waitFor(() => expect(limitStore.get().reason).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"Not now" hides the prompt and keeps the reason', async () => {
    renderPrompt();
    act(() => {
      limitStore.report(new ApiError('PDF_EXPORT_PREMIUM_ONLY', 403, { details: { limit: 0 } }));
    });
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      'To download your sheet as a PDF, you need to be a Premium member',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(limitStore.get().reason).toBe('PDF_EXPORT_PREMIUM_ONLY');
  });
});
