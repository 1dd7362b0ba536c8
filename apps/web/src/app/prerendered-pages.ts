/**
 * The public pages the build renders to HTML in every interface language (the server picks the
 * reader's), which the app then hydrates. Every other page but `plainPagePrefixes` is sent as the
 * signed-in frame's skeleton (`shell`).
 */
export const prerenderedPages = {
  '/login': { name: 'login', query: '' },
  '/register': { name: 'register', query: '' },
  '/forgot-password': { name: 'forgot-password', query: '' },
  // What a mailed link carries: the form, not the missing-token error.
  '/reset-password': { name: 'reset-password', query: '?token=link' },
} as const;

/** Pages outside the signed-in frame that are not pre-rendered: a blank page until the app runs. */
export const plainPagePrefixes = ['/onboarding', '/billing/checkout/'] as const;

export type PrerenderedPath = keyof typeof prerenderedPages;

export function isPrerenderedPath(pathname: string): pathname is PrerenderedPath {
  return pathname in prerenderedPages;
}

/**
 * Whether the page the browser shows is the one rendered: the same query parameters (their values
 * are not shown), so that hydration finds the same markup.
 */
export function matchesPrerendered(pathname: string, search: string): boolean {
  if (!isPrerenderedPath(pathname)) return false;
  const keys = (query: string) => [...new URLSearchParams(query).keys()].sort().join('&');
  return keys(search) === keys(prerenderedPages[pathname].query);
}

/** Whether the signed-in skeleton stands for `pathname` while the app starts. */
export function showsShell(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return !isPrerenderedPath(path) && !plainPagePrefixes.some((prefix) => path.startsWith(prefix));
}

/**
 * Signed-in pages whose first screen the server starts before the app runs: the chunks of their
 * screen and texts (source paths, as the build's manifest names them) are preloaded by the page
 * the server sends, and their first requests by the server when a session cookie comes with it.
 * Each request must be the one the screen's query fetches (same URL), so the app takes its answer.
 */
export const firstScreens = [
  {
    path: '/',
    page: 'shell-dashboard',
    modules: [
      'src/features/dashboard/components/dashboard-screen.tsx',
      'src/features/feedback/components/feedback-card.tsx',
    ],
    localeParts: ['dashboard', 'feedback'],
    requests: ['/api/dashboard', '/api/feedback'],
    // The server draws a signed-in reader's greeting and actions into this page (ADR 317).
    drawn: 'dashboard',
  },
  {
    path: '/lessons/:id',
    page: 'shell-lesson',
    modules: ['src/features/lessons/components/lesson-page/lesson-screen.tsx'],
    localeParts: ['lesson'],
    requests: ['/api/lessons/:id'],
    // The server draws a signed-in reader's lesson into this page (ADR 313).
    drawn: 'lesson',
  },
] as const;

/** What every signed-in page asks first, after the session (which the skeleton preloads). */
export const signedInRequests = ['/api/profile'] as const;

/** The signed-in frame, which every signed-in page renders. */
export const signedInFrameModule = 'src/app/layouts/main-layout.tsx';
