import { useMatches } from 'react-router';

export const routeNames = [
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'onboarding',
  'dashboard',
  'lessons',
  'lesson',
  'chat',
  'quizzes',
  'quizz',
  'quizz-result',
  'review',
  'progress',
  'settings',
  'settings-infos',
  'settings-change-password',
  'settings-terms',
  'settings-report-bug',
  'settings-support',
  'settings-feedback',
  'settings-subscription',
  'settings-affiliation',
  'settings-two-factor',
  'settings-delete-account',
  'billing-checkout',
  'not-found',
] as const;
export type RouteName = (typeof routeNames)[number];

/** What the spec says of a route: its name and the layout flags. */
export interface RouteMeta {
  name: RouteName;
  /** Opened on top of a list: the header offers a way back. */
  pushable?: boolean;
  /** Content padding: the default gutter, a small one, or none. */
  gutter?: 'default' | 'small' | 'none';
  /** The screen manages its own scrolling (long documents). */
  customScroll?: boolean;
  /** Where "back" leads for a pushable route. */
  parent?: string;
}

/** The meta of the deepest matched route that declares one. */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteMeta | undefined;
    if (handle?.name) return handle;
  }
  return undefined;
}
