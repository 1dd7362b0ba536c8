/**
 * Build-time entry (`vite build --ssr`, run by `prerender.mjs`): the public pages and the
 * signed-in skeleton as HTML, in each interface language, for the server to send before any
 * JavaScript runs. The guard is left out: the browser runs it once the page is hydrated.
 */
import { interfaceLanguages, type InterfaceLanguage } from '@study/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createQueryClient } from './app/app.tsx';
import {
  firstScreens,
  plainPagePrefixes,
  prerenderedPages,
  signedInFrameModule,
  signedInRequests,
  type PrerenderedPath,
} from './app/prerendered-pages.ts';
import { createRoutes } from './app/router.tsx';
import {
  dashboardSlots,
  DashboardFirstScreen,
  DrawnReviewTile,
} from './app/dashboard-first-screen.tsx';
import { firstScreenSlots, LessonFirstScreen } from './app/lesson-first-screen.tsx';
import { ShellSkeleton } from './app/shell-skeleton.tsx';
import { i18n, i18nReady, loadLocaleParts } from './lib/i18n.ts';

export {
  dashboardSlots,
  firstScreens,
  firstScreenSlots,
  interfaceLanguages,
  plainPagePrefixes,
  prerenderedPages,
  signedInFrameModule,
  signedInRequests,
};

async function renderIn(language: InterfaceLanguage) {
  await i18nReady;
  await i18n.changeLanguage(language);
}

/** A public page's markup and title, as the app renders it signed out. */
export async function renderPage(
  path: PrerenderedPath,
  language: InterfaceLanguage,
): Promise<{ html: string; title: string }> {
  await renderIn(language);
  const queryClient = createQueryClient();
  const [root] = createRoutes(queryClient);
  const handler = createStaticHandler([{ ...root!, loader: () => null }]);
  const page = prerenderedPages[path];
  const context = await handler.query(new Request(`http://localhost${path}${page.query}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { html, title: `${i18n.t(`routes.${page.name}`)} · ${i18n.t('app.name')}` };
}

/** The signed-in skeleton in `language`: the navigation's words, grey blocks for the screen. */
export async function renderShell(language: InterfaceLanguage): Promise<string> {
  await renderIn(language);
  return renderToString(<ShellSkeleton />);
}

/**
 * The lesson page's first screen in `language` with `firstScreenSlots` where the lesson's icon,
 * title and sheet go: the server fills it in for a signed-in reader (ADR 313).
 */
export async function renderLessonFirstScreen(language: InterfaceLanguage): Promise<string> {
  await renderIn(language);
  await loadLocaleParts('lesson');
  return renderToString(<LessonFirstScreen />);
}

/** A text in each plural form of `language` it has (`other` always), `{{count}}` left in. */
function pluralTexts(language: InterfaceLanguage, key: string): Record<string, string> {
  const forms: Record<string, string> = {};
  for (const form of new Intl.PluralRules(language).resolvedOptions().pluralCategories) {
    const text = i18n.t(`${key}_${form}`);
    if (text !== `${key}_${form}`) forms[form] = text;
  }
  if (!forms.other) throw new Error(`${key} has no plural form "other" in ${language}`);
  return forms;
}

/**
 * The home screen's first screen in `language` (ADR 317): the page with `dashboardSlots` for the
 * reader's name and the review tile, the review tile when cards are due and when none are, and
 * the texts the server puts in it for the reader's counts.
 */
export async function renderDashboardFirstScreen(
  language: InterfaceLanguage,
): Promise<{ html: string; parts: object }> {
  await renderIn(language);
  await loadLocaleParts('dashboard');
  const key = 'dashboard.actions';
  return {
    html: renderToString(<DashboardFirstScreen />),
    parts: {
      tiles: {
        due: renderToString(<DrawnReviewTile due />),
        none: renderToString(<DrawnReviewTile due={false} />),
      },
      texts: {
        due: {
          title: pluralTexts(language, `${key}.review.title`),
          body: i18n.t(`${key}.review.body`),
          laterToday: pluralTexts(language, `${key}.review.laterToday`),
        },
        none: {
          title: i18n.t(`${key}.reviewNone.title`),
          body: i18n.t(`${key}.reviewNone.body`),
          laterToday: pluralTexts(language, `${key}.reviewNone.laterToday`),
        },
      },
    },
  };
}
