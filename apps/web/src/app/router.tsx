import { createBrowserRouter, type RouteObject } from 'react-router';
import { SettingsScreen } from '../features/settings/components/settings-screen.tsx';
import { CrashScreen } from './crash-screen.tsx';
import { MainLayout } from './layouts/main-layout.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { NotFoundScreen } from './not-found-screen.tsx';
import type { RouteMeta } from './route-meta.ts';
import { RouteTitleScreen } from './route-title-screen.tsx';

const meta = (value: RouteMeta) => value;

const settingsPages = [
  ['infos', 'settings-infos'],
  ['change-password', 'settings-change-password'],
  ['terms', 'settings-terms'],
  ['report-bug', 'settings-report-bug'],
  ['support', 'settings-support'],
  ['feedback', 'settings-feedback'],
  ['subscription', 'settings-subscription'],
  ['affiliation', 'settings-affiliation'],
] as const;

/** Every route of the product with its spec name and layout flags. */
export const routes: RouteObject[] = [
  {
    errorElement: <CrashScreen />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: 'login', handle: meta({ name: 'login' }), element: <RouteTitleScreen /> },
          { path: 'register', handle: meta({ name: 'register' }), element: <RouteTitleScreen /> },
          {
            path: 'forgot-password',
            handle: meta({ name: 'forgot-password' }),
            element: <RouteTitleScreen />,
          },
          {
            path: 'reset-password',
            handle: meta({ name: 'reset-password' }),
            element: <RouteTitleScreen />,
          },
          {
            path: 'onboarding',
            handle: meta({ name: 'onboarding' }),
            element: <RouteTitleScreen />,
          },
        ],
      },
      {
        element: <MainLayout />,
        children: [
          { index: true, handle: meta({ name: 'dashboard' }), element: <RouteTitleScreen /> },
          { path: 'lessons', handle: meta({ name: 'lessons' }), element: <RouteTitleScreen /> },
          {
            path: 'lessons/:id',
            handle: meta({
              name: 'lesson',
              pushable: true,
              gutter: 'small',
              customScroll: true,
              parent: '/lessons',
            }),
            element: <RouteTitleScreen />,
          },
          { path: 'chat/:id?', handle: meta({ name: 'chat' }), element: <RouteTitleScreen /> },
          { path: 'quizzes', handle: meta({ name: 'quizzes' }), element: <RouteTitleScreen /> },
          {
            path: 'quizzes/:id',
            handle: meta({ name: 'quizz', pushable: true, parent: '/quizzes' }),
            element: <RouteTitleScreen />,
          },
          {
            path: 'quizzes/:id/result',
            handle: meta({ name: 'quizz-result', pushable: true, parent: '/quizzes' }),
            element: <RouteTitleScreen />,
          },
          {
            path: 'settings',
            handle: meta({ name: 'settings', gutter: 'small' }),
            element: <SettingsScreen />,
          },
          ...settingsPages.map(([path, name]) => ({
            path: `settings/${path}`,
            handle: meta({
              name,
              pushable: true,
              parent: '/settings',
              gutter: name === 'settings-subscription' ? 'none' : 'small',
            }),
            element: <RouteTitleScreen />,
          })),
        ],
      },
      { path: '*', handle: meta({ name: 'not-found' }), element: <NotFoundScreen /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
