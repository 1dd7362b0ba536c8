import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  type HydrationState,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { firstScreenMarkup } from '../lib/first-screen.ts';
import { loadLocaleParts, type LocalePart } from '../lib/i18n.ts';
import { createAuthGuardLoader } from './auth-guard.ts';
import type * as PublicScreens from './public-screens.ts';
import { CrashScreen } from './crash-screen.tsx';
import { TitledOutlet } from './layouts/titled-outlet.tsx';
import { NotFoundScreen } from './not-found-screen.tsx';
import { showsShell } from './prerendered-pages.ts';
import type { RouteMeta } from './route-meta.ts';
import { ShellSkeleton } from './shell-skeleton.tsx';

const meta = (value: RouteMeta) => value;

/**
 * A screen loaded on first visit: the lesson page (editor), quizzes and chat (Markdown, KaTeX) stay
 * out of the JavaScript every page downloads, and the router waits for the chunk before it navigates.
 */
function lazyScreen<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  ...texts: LocalePart[]
): RouteObject['lazy'] {
  return async () => {
    const [screen] = await Promise.all([load(), loadLocaleParts(...texts)]);
    return { Component: screen[name] };
  };
}

/**
 * On the page the server drew (ADR 313, 317), the route waits for its screen's data before it
 * renders, so the app draws that screen once, with its data, in the router's transition, which
 * React renders in slices. Otherwise the screen would render waiting, then again, in one long
 * task, when its answer arrived. Elsewhere the screen asks for its data itself, at once.
 */
function firstScreenData(
  prefetch: (args: LoaderFunctionArgs) => Promise<unknown>,
): RouteObject['loader'] {
  return async (args) => {
    if (firstScreenMarkup('screen') !== undefined) await prefetch(args);
    return null;
  };
}

/** A signed-out page or their frame, from the chunk of the signed-out pages. */
function publicScreen(name: keyof typeof PublicScreens): RouteObject['lazy'] {
  return lazyScreen(() => import('./public-screens.ts'), name);
}

const settingsPages: [string, RouteMeta['name'], Pick<RouteObject, 'element' | 'lazy'>][] = [
  [
    'infos',
    'settings-infos',
    {
      lazy: lazyScreen(
        () => import('../features/settings/components/infos-screen.tsx'),
        'InfosScreen',
        'account',
        'onboarding',
        'profile',
      ),
    },
  ],
  [
    'change-password',
    'settings-change-password',
    {
      lazy: lazyScreen(
        () => import('../features/settings/components/change-password-screen.tsx'),
        'ChangePasswordScreen',
        'account',
      ),
    },
  ],
  [
    'two-factor',
    'settings-two-factor',
    {
      lazy: lazyScreen(
        () => import('../features/settings/components/two-factor-screen.tsx'),
        'TwoFactorScreen',
        'account',
      ),
    },
  ],
  [
    'delete-account',
    'settings-delete-account',
    {
      lazy: lazyScreen(
        () => import('../features/settings/components/delete-account-screen.tsx'),
        'DeleteAccountScreen',
        'account',
      ),
    },
  ],
  [
    'terms',
    'settings-terms',
    {
      lazy: lazyScreen(
        () => import('../features/legal/components/terms-screen.tsx'),
        'TermsScreen',
        'terms',
      ),
    },
  ],
  [
    'report-bug',
    'settings-report-bug',
    {
      lazy: lazyScreen(
        () => import('../features/feedback/components/report-bug-screen.tsx'),
        'ReportBugScreen',
        'feedback',
      ),
    },
  ],
  [
    'support',
    'settings-support',
    {
      lazy: lazyScreen(
        () => import('../features/feedback/components/support-screen.tsx'),
        'SupportScreen',
        'feedback',
      ),
    },
  ],
  [
    'feedback',
    'settings-feedback',
    {
      lazy: lazyScreen(
        () => import('../features/feedback/components/feedback-screen.tsx'),
        'FeedbackScreen',
        'feedback',
      ),
    },
  ],
  [
    'subscription',
    'settings-subscription',
    {
      lazy: lazyScreen(
        () => import('../features/billing/components/subscription-screen.tsx'),
        'SubscriptionScreen',
        'billing',
      ),
    },
  ],
  [
    'affiliation',
    'settings-affiliation',
    {
      lazy: lazyScreen(
        () => import('../features/referrals/components/affiliation-screen.tsx'),
        'AffiliationScreen',
        'referrals',
      ),
    },
  ],
];

/**
 * Every route of the product with its spec name and layout flags, under a root whose loader runs
 * the navigation guard before every navigation.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      loader: createAuthGuardLoader(queryClient),
      shouldRevalidate: () => true,
      // What the server sent stays the same while the guard runs: the signed-in skeleton, or blank.
      HydrateFallback: () =>
        showsShell(window.location.pathname) ? (
          <ShellSkeleton />
        ) : (
          <div aria-busy="true" className="h-full" />
        ),
      errorElement: <CrashScreen />,
      children: [
        {
          lazy: publicScreen('PublicLayout'),
          children: [
            // One chunk, out of the entry: a signed-in page does not download it. A page the
            // server pre-renders preloads it beside the entry, and the app loads it before it
            // hydrates (`createAppRouter`), so the page still hydrates as soon as the entry runs
            // and nothing typed into the server's HTML is lost (e2e: first-paint).
            { path: 'login', handle: meta({ name: 'login' }), lazy: publicScreen('LoginScreen') },
            {
              path: 'register',
              handle: meta({ name: 'register' }),
              lazy: publicScreen('RegisterScreen'),
            },
            {
              path: 'forgot-password',
              handle: meta({ name: 'forgot-password' }),
              lazy: publicScreen('ForgotPasswordScreen'),
            },
            {
              path: 'reset-password',
              handle: meta({ name: 'reset-password' }),
              lazy: publicScreen('ResetPasswordScreen'),
            },
            {
              path: 'onboarding',
              handle: meta({ name: 'onboarding' }),
              lazy: lazyScreen(
                () => import('../features/onboarding/components/onboarding-screen.tsx'),
                'OnboardingScreen',
                'onboarding',
                'profile',
              ),
            },
          ],
        },
        {
          // The signed-in frame is rendered, not hydrated (the server sent its skeleton): signed-out
          // pages do not download it.
          lazy: lazyScreen(() => import('./layouts/main-layout.tsx'), 'MainLayout'),
          children: [
            {
              index: true,
              handle: meta({ name: 'dashboard' }),
              loader: firstScreenData(async () => {
                const { dashboardQueryOptions } =
                  await import('../features/dashboard/api/get-dashboard.ts');
                await queryClient.prefetchQuery(dashboardQueryOptions);
              }),
              // The home screen shows the feedback card: the app composes the two features.
              lazy: async () => {
                const [{ DashboardScreen }, { FeedbackCard }] = await Promise.all([
                  import('../features/dashboard/components/dashboard-screen.tsx'),
                  import('../features/feedback/components/feedback-card.tsx'),
                  loadLocaleParts('dashboard', 'feedback'),
                ]);
                return { Component: () => <DashboardScreen feedback={<FeedbackCard />} /> };
              },
            },
            {
              path: 'lessons',
              handle: meta({ name: 'lessons' }),
              lazy: lazyScreen(
                () => import('../features/lessons/components/lessons-screen.tsx'),
                'LessonsScreen',
                'lessons',
              ),
            },
            {
              path: 'lessons/:id',
              handle: meta({
                name: 'lesson',
                pushable: true,
                gutter: 'small',
                customScroll: true,
                parent: '/lessons',
              }),
              loader: firstScreenData(async ({ params }) => {
                const { prefetchLesson } = await import('../features/lessons/api/get-lesson.ts');
                await prefetchLesson(queryClient, params.id ?? '');
              }),
              lazy: lazyScreen(
                () => import('../features/lessons/components/lesson-page/lesson-screen.tsx'),
                'LessonScreen',
                'lesson',
              ),
            },
            {
              path: 'review',
              handle: meta({ name: 'review', pushable: true, parent: '/' }),
              lazy: lazyScreen(
                () => import('../features/lessons/components/review/review-screen.tsx'),
                'ReviewScreen',
                'lesson',
              ),
            },
            {
              path: 'progress',
              handle: meta({ name: 'progress', pushable: true, parent: '/' }),
              // Its charts (chart.js) come with this screen only.
              lazy: lazyScreen(
                () => import('../features/dashboard/components/progress/progress-screen.tsx'),
                'ProgressScreen',
                'progress',
              ),
            },
            {
              path: 'chat/:id?',
              handle: meta({ name: 'chat' }),
              lazy: lazyScreen(
                () => import('../features/chat/components/chat-route.tsx'),
                'ChatRoute',
                'chat',
              ),
            },
            {
              path: 'quizzes',
              handle: meta({ name: 'quizzes' }),
              lazy: lazyScreen(
                () => import('../features/quizzes/components/quizzes-screen.tsx'),
                'QuizzesScreen',
                'quizzes',
              ),
            },
            {
              path: 'quizzes/:id',
              handle: meta({ name: 'quizz', pushable: true, parent: '/quizzes' }),
              lazy: lazyScreen(
                () => import('../features/quizzes/components/play/quiz-play-screen.tsx'),
                'QuizPlayScreen',
                'quizzes',
              ),
            },
            {
              path: 'quizzes/:id/result',
              handle: meta({ name: 'quizz-result', pushable: true, parent: '/quizzes' }),
              lazy: lazyScreen(
                () => import('../features/quizzes/components/result/quiz-result-screen.tsx'),
                'QuizResultScreen',
                'quizzes',
              ),
            },
            {
              path: 'settings',
              handle: meta({ name: 'settings', gutter: 'small' }),
              lazy: lazyScreen(
                () => import('../features/settings/components/settings-screen.tsx'),
                'SettingsScreen',
                'account',
              ),
            },
            ...settingsPages.map(([path, name, screen]) => ({
              path: `settings/${path}`,
              handle: meta({
                name,
                pushable: true,
                parent: '/settings',
                gutter: name === 'settings-subscription' ? 'none' : 'small',
              }),
              ...screen,
            })),
          ],
        },
        {
          // The sandbox's payment page stands alone, where the provider's page would be.
          element: <TitledOutlet />,
          children: [
            {
              path: 'billing/checkout/:id',
              handle: meta({ name: 'billing-checkout' }),
              lazy: lazyScreen(
                () => import('../features/billing/components/sandbox-checkout-screen.tsx'),
                'SandboxCheckoutScreen',
                'billing',
              ),
            },
          ],
        },
        { path: '*', handle: meta({ name: 'not-found' }), element: <NotFoundScreen /> },
      ],
    },
  ];
}

/**
 * The app's router; the guard reads the session through `queryClient`. With `hydrationData` (a
 * pre-rendered page), the current page's lazy screens are loaded first, so the first render is the
 * page the HTML shows, and the guard runs once the app is interactive (`router.revalidate()`).
 */
export async function createAppRouter(queryClient: QueryClient, hydrationData?: HydrationState) {
  const routes = createRoutes(queryClient);
  if (!hydrationData) return createBrowserRouter(routes);
  const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter(
    (match) => match.route.lazy,
  );
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await lazy()), lazy: undefined });
    }),
  );
  return createBrowserRouter(routes, { hydrationData });
}

export type AppRouter = Awaited<ReturnType<typeof createAppRouter>>;
