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
