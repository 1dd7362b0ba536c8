/**
 * The first screen the server drew into the page before any script ran (a signed-in lesson's
 * title and sheet, ADR 313; the home screen's greeting and actions, ADR 317): taken from the page
 * as the app starts, shown by the skeleton (the whole screen column) and by the screen itself
 * while it waits for its data (the part marked `data-first-screen-part`: the lesson, the review
 * tile) until it can draw it, so the page never falls back to grey blocks.
 */
let captured: { path: string; column: string; screen: string } | undefined;

/** Keeps the server's first screen of `container`, if it has one, before the app replaces it. */
export function captureFirstScreen(container: HTMLElement): void {
  const column = container.querySelector<HTMLElement>('[data-first-screen-filled]');
  const screen = column?.querySelector<HTMLElement>('[data-first-screen-part]');
  if (column && screen) {
    captured = {
      path: window.location.pathname,
      column: column.innerHTML,
      screen: screen.innerHTML,
    };
  }
}

/** The server's first screen while the page is still the one it was drawn for. */
export function firstScreenMarkup(part: 'column' | 'screen'): string | undefined {
  if (!captured || typeof window === 'undefined') return undefined;
  return captured.path === window.location.pathname ? captured[part] : undefined;
}

/** The screen has drawn itself: the server's markup is not shown again. */
export function releaseFirstScreen(): void {
  captured = undefined;
}
