import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lessonQueryKey } from '../features/lessons/api/get-lesson.ts';
import { captureFirstScreen, releaseFirstScreen } from '../lib/first-screen.ts';
import { realtimeQueryKeys } from '../lib/realtime/realtime-query-keys.ts';
import { createRoutes } from './router.tsx';

const lessonId = '3f0b1c52-8a4e-4d6f-9b1a-2c3d4e5f6a7b';
const lesson = { id: lessonId, title: 'The cell nucleus', status: 'ready', sheet: null };

/** The route of `path` among the signed-in frame's children. */
function route(routes: RouteObject[], path: string | undefined, index = false): RouteObject {
  const frames = routes[0]?.children ?? [];
  const found = frames
    .flatMap((frame) => frame.children ?? [])
    .find((child) => (index ? child.index === true : child.path === path));
  if (!found) throw new Error(`no route ${path ?? 'index'}`);
  return found;
}

/** Runs the loader of `target` for `pathname` with `params`. */
async function load(target: RouteObject, pathname: string, params: Record<string, string>) {
  const loader = target.loader;
  if (typeof loader !== 'function') throw new Error('the route has no loader');
  await loader({
    request: new Request(`http://localhost${pathname}`),
    params,
    context: undefined,
    unstable_pattern: '',
  } as unknown as Parameters<typeof loader>[0]);
}

/** A page as the server draws a signed-in screen: its column and the screen's drawn part. */
function serverDrawnPage(pathname: string) {
  window.history.replaceState(null, '', pathname);
  const container = document.createElement('div');
  container.innerHTML =
    '<div data-first-screen-filled=""><div data-first-screen-part="">The cell nucleus</div></div>';
  captureFirstScreen(container);
}

function stubApi() {
  const fetch = vi.fn(async (path: string) => {
    if (path === `/api/lessons/${lessonId}`) return Response.json(lesson);
    if (path === '/api/dashboard') return Response.json({ dueFlashcards: 2 });
    throw new TypeError(`unexpected call to ${path}`);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  releaseFirstScreen();
  vi.unstubAllGlobals();
});

describe('the data of a screen the server drew', () => {
  it('is in the cache when the lesson route has loaded, so the screen renders once with it', async () => {
    const fetch = stubApi();
    const queryClient = new QueryClient();
    serverDrawnPage(`/lessons/${lessonId}`);
    await load(route(createRoutes(queryClient), 'lessons/:id'), `/lessons/${lessonId}`, {
      id: lessonId,
    });
    expect(queryClient.getQueryData(lessonQueryKey(lessonId))).toEqual(lesson);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is in the cache when the home route has loaded', async () => {
    stubApi();
    const queryClient = new QueryClient();
    serverDrawnPage('/');
    await load(route(createRoutes(queryClient), undefined, true), '/', {});
    expect(queryClient.getQueryData(realtimeQueryKeys.dashboard)).toEqual({ dueFlashcards: 2 });
  });

  it('is not waited for on a screen the app draws itself: the screen asks for it', async () => {
    const fetch = stubApi();
    const queryClient = new QueryClient();
    window.history.replaceState(null, '', `/lessons/${lessonId}`);
    await load(route(createRoutes(queryClient), 'lessons/:id'), `/lessons/${lessonId}`, {
      id: lessonId,
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is not asked for when the address cannot name a lesson', async () => {
    const fetch = stubApi();
    serverDrawnPage('/lessons/not-a-lesson');
    await load(route(createRoutes(new QueryClient()), 'lessons/:id'), '/lessons/not-a-lesson', {
      id: 'not-a-lesson',
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});
