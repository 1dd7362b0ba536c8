import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactElement } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ForgotPasswordScreen } from '../features/auth/components/forgot-password-screen.tsx';
import { LoginScreen } from '../features/auth/components/login-screen.tsx';
import { RegisterScreen } from '../features/auth/components/register-screen.tsx';
import { ResetPasswordScreen } from '../features/auth/components/reset-password-screen.tsx';
import { OnboardingScreen } from '../features/onboarding/components/onboarding-screen.tsx';
import { ChangePasswordScreen } from '../features/settings/components/change-password-screen.tsx';
import { DeleteAccountScreen } from '../features/settings/components/delete-account-screen.tsx';
import { InfosScreen } from '../features/settings/components/infos-screen.tsx';
import { SettingsScreen } from '../features/settings/components/settings-screen.tsx';
import { TwoFactorScreen } from '../features/settings/components/two-factor-screen.tsx';
import { createAuthGuardLoader } from './auth-guard.ts';
import { CrashScreen } from './crash-screen.tsx';
import { MainLayout } from './layouts/main-layout.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { NotFoundScreen } from './not-found-screen.tsx';
import type { RouteMeta } from './route-meta.ts';
import { RouteTitleScreen } from './route-title-screen.tsx';

const meta = (value: RouteMeta) => value;

/**
 * A screen loaded on first visit: the lesson page (editor), quizzes and chat (Markdown, KaTeX) stay
 * out of the JavaScript every page downloads, and the router waits for the chunk before it navigates.
 */
function lazyScreen<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): RouteObject['lazy'] {
  return async () => ({ Component: (await load())[name] });
}

const settingsPages: [string, RouteMeta['name'], ReactElement][] = [
  ['infos', 'settings-infos', <InfosScreen />],
  ['change-password', 'settings-change-password', <ChangePasswordScreen />],
  ['two-factor', 'settings-two-factor', <TwoFactorScreen />],
  ['delete-account', 'settings-delete-account', <DeleteAccountScreen />],
  ['terms', 'settings-terms', <RouteTitleScreen />],
  ['report-bug', 'settings-report-bug', <RouteTitleScreen />],
  ['support', 'settings-support', <RouteTitleScreen />],
  ['feedback', 'settings-feedback', <RouteTitleScreen />],
  ['subscription', 'settings-subscription', <RouteTitleScreen />],
  ['affiliation', 'settings-affiliation', <RouteTitleScreen />],
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
      hydrateFallbackElement: <div aria-busy="true" className="h-full" />,
      errorElement: <CrashScreen />,
      children: [
        {
          element: <PublicLayout />,
          children: [
            { path: 'login', handle: meta({ name: 'login' }), element: <LoginScreen /> },
            { path: 'register', handle: meta({ name: 'register' }), element: <RegisterScreen /> },
            {
              path: 'forgot-password',
              handle: meta({ name: 'forgot-password' }),
              element: <ForgotPasswordScreen />,
            },
            {
              path: 'reset-password',
              handle: meta({ name: 'reset-password' }),
              element: <ResetPasswordScreen />,
            },
            {
              path: 'onboarding',
              handle: meta({ name: 'onboarding' }),
              element: <OnboardingScreen />,
            },
          ],
        },
        {
          element: <MainLayout />,
          children: [
            { index: true, handle: meta({ name: 'dashboard' }), element: <RouteTitleScreen /> },
            {
              path: 'lessons',
              handle: meta({ name: 'lessons' }),
              lazy: lazyScreen(
                () => import('../features/lessons/components/lessons-screen.tsx'),
                'LessonsScreen',
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
              lazy: lazyScreen(
                () => import('../features/lessons/components/lesson-page/lesson-screen.tsx'),
                'LessonScreen',
              ),
            },
            {
              path: 'chat/:id?',
              handle: meta({ name: 'chat' }),
              lazy: lazyScreen(
                () => import('../features/chat/components/chat-route.tsx'),
                'ChatRoute',
              ),
            },
            {
              path: 'quizzes',
              handle: meta({ name: 'quizzes' }),
              lazy: lazyScreen(
                () => import('../features/quizzes/components/quizzes-screen.tsx'),
                'QuizzesScreen',
              ),
            },
            {
              path: 'quizzes/:id',
              handle: meta({ name: 'quizz', pushable: true, parent: '/quizzes' }),
              lazy: lazyScreen(
                () => import('../features/quizzes/components/play/quiz-play-screen.tsx'),
                'QuizPlayScreen',
              ),
            },
            {
              path: 'quizzes/:id/result',
              handle: meta({ name: 'quizz-result', pushable: true, parent: '/quizzes' }),
              lazy: lazyScreen(
                () => import('../features/quizzes/components/result/quiz-result-screen.tsx'),
                'QuizResultScreen',
              ),
            },
            {
              path: 'settings',
              handle: meta({ name: 'settings', gutter: 'small' }),
              element: <SettingsScreen />,
            },
            ...settingsPages.map(([path, name, element]) => ({
              path: `settings/${path}`,
              handle: meta({
                name,
                pushable: true,
                parent: '/settings',
                gutter: name === 'settings-subscription' ? 'none' : 'small',
              }),
              element,
            })),
          ],
        },
        { path: '*', handle: meta({ name: 'not-found' }), element: <NotFoundScreen /> },
      ],
    },
  ];
}

/** The app's router; the guard reads the session through `queryClient`. */
export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
