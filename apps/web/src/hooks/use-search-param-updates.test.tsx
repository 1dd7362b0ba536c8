import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useSearchParamUpdates, type SearchParamChanges } from './use-search-param-updates.ts';

afterEach(cleanup);

/** A screen whose route has a loader, as ours have: each navigation waits for it. */
function renderScreen(url: string) {
  let update: ((changes: SearchParamChanges) => void) | undefined;
  function Screen() {
    const [, change] = useSearchParamUpdates();
    update = change;
    return null;
  }
  const router = createMemoryRouter(
    [
      {
        path: '/quizzes',
        loader: () => new Promise((resolve) => setTimeout(() => resolve(null), 20)),
        element: <Screen />,
      },
    ],
    { initialEntries: [url], hydrationData: { loaderData: { 0: null } } },
  );
  render(<RouterProvider router={router} />);
  return { router, update: (changes: SearchParamChanges) => update!(changes) };
}

describe('useSearchParamUpdates', () => {
  it('keeps two changes made before the address caught up with the first', async () => {
    const { router, update } = renderScreen('/quizzes?tab=favourites');
    await act(async () => {
      update({ tab: null });
      update({ lesson: 'l-2' });
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(router.state.location.search).toBe('?lesson=l-2');
  });

  it('starts from the address again once it has caught up', async () => {
    const { router, update } = renderScreen('/quizzes?sort=oldest');
    await act(async () => {
      update({ q: 'heart' });
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    await act(async () => router.navigate('/quizzes?tab=favourites'));
    await act(async () => {
      update({ lesson: 'l-1' });
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(router.state.location.search).toBe('?tab=favourites&lesson=l-1');
  });
});
