import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import {
  AppError,
  escapeHtml,
  isInterfaceLanguage,
  pickInterfaceLanguage,
  sheetHtml,
  type SheetDocument,
} from '@study/shared';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './error-handler.ts';

/** What the web build pre-rendered (`dist/pages/pages.json`): pages by path, in each language. */
interface PrerenderedPages {
  languages: string[];
  /** Public pages: path -> file name under `pages/<language>/`. */
  pages: Record<string, string>;
  /** Path prefixes sent as the bare index.html; every other page is the signed-in skeleton. */
  plain: string[];
  /** CSP sources (`'sha256-…'`) of the scripts written inline in the pages. */
  inlineScriptHashes?: string[];
  /** What a signed-in page asks the API first (the session aside, which the page preloads). */
  signedInRequests?: string[];
  /**
   * Signed-in pages sent with their screen's chunks preloaded (`page`), whose first API requests
   * (`requests`, `:id` standing for the address's) the server starts for a signed-in reader, and
   * whose first screen it draws for that reader when `drawn` names one (`pages/<language>/
   * first-screen-<drawn>.html`).
   */
  firstScreens?: { path: string; page: string; requests: string[]; drawn?: DrawnScreen }[];
  /** What the server puts in the lesson page's drawn first screen (ADR 313). */
  firstScreenSlots?: { title: string; emoji: string; sheet: string };
  /** What the server puts in the home screen's drawn first screen (ADR 317). */
  dashboardSlots?: { name: string; review: string; reviewTitle: string; reviewBody: string };
}

/** The first screens the server can draw. */
type DrawnScreen = 'lesson' | 'dashboard';

/** A text in each plural form of a language (`other` always), `{{count}}` where the count goes. */
type PluralTexts = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * The home screen's first screen in one language (`first-screen-dashboard.json`): the review
 * tile when cards are due now and when none are, with slots for its title and body, and the
 * texts that go in them.
 */
interface DashboardParts {
  tiles: { due: string; none: string };
  texts: {
    due: { title: PluralTexts; body: string; laterToday: PluralTexts };
    none: { title: string; body: string; laterToday: PluralTexts };
  };
}

/** A lesson's first screen as the server draws it into the page (ADR 313). */
export interface LessonFirstScreen {
  title: string;
  emoji: string;
  sheet: SheetDocument;
}

/** The home screen's first screen as the server draws it into the page (ADR 317). */
export interface DashboardFirstScreen {
  username: string;
  dueFlashcards: number;
  laterTodayFlashcards: number;
}

// The skeleton's screen area in a pre-rendered page, which a drawn first screen replaces.
const skeletonScreen =
  /<div class="[^"]*" data-first-screen="">[\s\S]*?<template data-first-screen-end=""><\/template><\/div>/;

/** A first screen's path as a pattern: `:id` stands for a lesson's (or any record's) uuid. */
const uuidPattern = '([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})';
function screenPattern(screenPath: string): RegExp {
  return new RegExp(`^${screenPath.replaceAll('/', '\\/').replace(':id', uuidPattern)}$`);
}

// A page drawn for one reader is compressed at once, at a brotli level that takes a millisecond or
// two rather than the 30-50 ms of the pages compressed once at the highest.
const dynamicBrotli = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

// Better Auth's session cookie with our prefix (`__Secure-` on HTTPS): without one, no session
// is looked up.
const sessionCookie = /(?:^|;\s*)(?:__Secure-)?study\.session_token=[^;]/;

function readPrerenderedPages(webDistDir: string): PrerenderedPages | null {
  const file = path.join(webDistDir, 'pages', 'pages.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PrerenderedPages) : null;
}

/** The CSP sources of the web build's inline scripts (none without a pre-rendered build). */
export function inlineScriptHashes(webDistDir: string): string[] {
  return readPrerenderedPages(webDistDir)?.inlineScriptHashes ?? [];
}

/**
 * The reader's interface language as the app will pick it: the choice it saved (mirrored in the
 * `language` cookie), else the browser's first language.
 */
function readerLanguage(request: FastifyRequest): string {
  const saved = /(?:^|;\s*)language=([a-z]+)/.exec(request.headers.cookie ?? '')?.[1];
  if (isInterfaceLanguage(saved)) return saved;
  return pickInterfaceLanguage(request.headers['accept-language']?.split(',')[0]);
}

/**
 * The HTML file that answers a page: pre-rendered in the reader's language when there is one; and,
 * for a signed-in page, what the API will be asked first, which the browser can start at once.
 */
function pageFile(
  request: FastifyRequest,
  prerendered: PrerenderedPages | null,
): {
  file: string;
  requests: string[];
  drawn?: { screen: DrawnScreen; language: string; id: string | undefined };
} {
  const plain = { file: 'index.html', requests: [] };
  if (!prerendered) return plain;
  const { pathname } = new URL(request.url, 'http://localhost');
  const page = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const language = readerLanguage(request);
  if (!prerendered.languages.includes(language)) return plain;
  const name = prerendered.pages[page];
  if (name) return { file: `pages/${language}/${name}.html`, requests: [] };
  if (prerendered.plain.some((prefix) => page.startsWith(prefix))) return plain;
  // Signed out, the guard sends the reader to the sign-in page: nothing is asked but the session.
  const signedIn = sessionCookie.test(request.headers.cookie ?? '');
  for (const screen of prerendered.firstScreens ?? []) {
    const match = screenPattern(screen.path).exec(page);
    if (!match) continue;
    const id = match[1];
    // The drawn first screen is the page as it opens: a link to another tab opens on that tab.
    const opensAsDrawn = !new URLSearchParams(request.url.split('?')[1] ?? '').has('tab');
    return {
      file: `pages/${language}/${screen.page}.html`,
      ...(signedIn && screen.drawn && opensAsDrawn
        ? { drawn: { screen: screen.drawn, language, id } }
        : {}),
      requests: signedIn
        ? [
            ...(prerendered.signedInRequests ?? []),
            ...screen.requests.map((each) => each.replace(':id', match[1] ?? '')),
          ]
        : [],
    };
  }
  return {
    file: `pages/${language}/shell.html`,
    requests: signedIn ? (prerendered.signedInRequests ?? []) : [],
  };
}

export interface SpaPluginOptions {
  webDistDir: string;
  /**
   * The reader's lesson for its page's first screen, or undefined when there is none to draw
   * (another user's, a lesson still being prepared): read with the owner's id.
   */
  lessonFirstScreen?: (userId: string, lessonId: string) => Promise<LessonFirstScreen | undefined>;
  /**
   * The reader's name and cards due today for the home screen's first screen, or undefined when
   * the app would not show it (onboarding not done).
   */
  dashboardFirstScreen?: (userId: string) => Promise<DashboardFirstScreen | undefined>;
}

/** `template` with the lesson's icon, title and sheet in its slots, every text escaped. */
function drawLesson(
  template: string,
  slots: NonNullable<PrerenderedPages['firstScreenSlots']>,
  lesson: LessonFirstScreen,
): string {
  return template
    .replace(slots.emoji, () => escapeHtml(lesson.emoji))
    .replace(slots.title, () => escapeHtml(lesson.title))
    .replace(slots.sheet, () => sheetHtml(lesson.sheet));
}

/**
 * `template` with the reader's name in the greeting and the review tile the home screen shows for
 * these counts, with its texts in their plural forms, every text escaped. The choice is the
 * dashboard screen's: the due tile when cards are due now, its body saying how many come back
 * later today when some do.
 */
function drawDashboard(
  template: string,
  slots: NonNullable<PrerenderedPages['dashboardSlots']>,
  parts: DashboardParts,
  language: string,
  screen: DashboardFirstScreen,
): string {
  const rules = new Intl.PluralRules(language);
  const plural = (forms: PluralTexts, count: number) =>
    (forms[rules.select(count)] ?? forms.other).replaceAll('{{count}}', String(count));
  const due = screen.dueFlashcards;
  const later = screen.laterTodayFlashcards;
  const texts = due > 0 ? parts.texts.due : parts.texts.none;
  const title = due > 0 ? plural(parts.texts.due.title, due) : parts.texts.none.title;
  const body = later > 0 ? plural(texts.laterToday, later) : texts.body;
  const tile = parts.tiles[due > 0 ? 'due' : 'none']
    .replace(slots.reviewTitle, () => escapeHtml(title))
    .replace(slots.reviewBody, () => escapeHtml(body));
  return template
    .replace(slots.name, () => escapeHtml(screen.username))
    .replace(slots.review, () => tile);
}

/**
 * Serves the built SPA with history fallback: any GET outside /api and /assets that matches no file
 * answers a page, so deep links work: a public page pre-rendered in the reader's language, the
 * signed-in skeleton, or index.html (ADR 171). Unknown /api and /assets paths answer the 404
 * envelope.
 */
export const spaPlugin = fp<SpaPluginOptions>(
  async (app, { webDistDir, lessonFirstScreen, dashboardFirstScreen }) => {
    const hasSpa = existsSync(path.join(webDistDir, 'index.html'));
    const prerendered = hasSpa ? readPrerenderedPages(webDistDir) : null;
    const pages = new Map<string, Record<'identity' | 'gzip' | 'br', Buffer>>();
    const templates = new Map<string, string>();
    const readTemplate = (file: string): string => {
      let template = templates.get(file);
      if (template === undefined) {
        template = readFileSync(path.join(webDistDir, file), 'utf8');
        templates.set(file, template);
      }
      return template;
    };
    const dashboardParts = new Map<string, DashboardParts>();
    const readDashboardParts = (language: string): DashboardParts => {
      let parts = dashboardParts.get(language);
      if (!parts) {
        const file = path.join(webDistDir, 'pages', language, 'first-screen-dashboard.json');
        parts = JSON.parse(readFileSync(file, 'utf8')) as DashboardParts;
        dashboardParts.set(language, parts);
      }
      return parts;
    };
    /** The first screen `drawn` names, drawn for `userId`, or undefined when it has none. */
    const drawScreen = async (
      userId: string,
      drawn: NonNullable<ReturnType<typeof pageFile>['drawn']>,
    ): Promise<string | undefined> => {
      const template = () =>
        readTemplate(`pages/${drawn.language}/first-screen-${drawn.screen}.html`);
      if (drawn.screen === 'lesson') {
        const slots = prerendered?.firstScreenSlots;
        if (!slots || !drawn.id || !lessonFirstScreen) return undefined;
        const lesson = await lessonFirstScreen(userId, drawn.id);
        return lesson && drawLesson(template(), slots, lesson);
      }
      const slots = prerendered?.dashboardSlots;
      if (!slots || !dashboardFirstScreen) return undefined;
      const screen = await dashboardFirstScreen(userId);
      return (
        screen &&
        drawDashboard(template(), slots, readDashboardParts(drawn.language), drawn.language, screen)
      );
    };
    if (hasSpa) {
      await app.register(fastifyStatic, {
        root: webDistDir,
        wildcard: false,
        // `/` is a page like the others (the signed-in skeleton), not the bare index.html.
        index: false,
        setHeaders: (res, filePath) => {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    } else {
      app.log.warn({ webDistDir }, 'no built web app found: only the API is served');
    }

    app.setNotFoundHandler(async (request, reply) => {
      // A missing hashed asset (an old tab after a deploy) must fail as a 404, not as a page that
      // the browser would refuse as a script.
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !request.url.startsWith('/api/') &&
        request.url !== '/api' &&
        !request.url.startsWith('/assets/');
      if (hasSpa && isPage) {
        // Pages are answered from memory, compressed once: the compression plugin's hooks belong
        // to routes, and this handler is none (a page with its styles inline is ~80 KB).
        const { file, requests: asked, drawn } = pageFile(request, prerendered);
        // Only for a live session (one indexed read, as an API request's check): an expired or
        // forged cookie would get 401s in the console before the app goes to the sign-in page.
        const user = asked.length > 0 ? await app.sessionUser(request.headers.cookie) : undefined;
        const requests = user ? asked : [];
        // The same URL and credentials as the app's fetch, which takes the answer.
        if (requests.length > 0) {
          reply.header(
            'link',
            requests.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin`).join(', '),
          );
        }
        const accepted = String(request.headers['accept-encoding'] ?? '');
        const encoding = /\bbr\b/.test(accepted)
          ? 'br'
          : /\bgzip\b/.test(accepted)
            ? 'gzip'
            : 'identity';
        // A signed-in reader's first screen drawn into its page, compressed for this answer alone.
        const screen =
          user && drawn
            ? await drawScreen(user.id, drawn).catch((error: unknown) => {
                request.log.warn({ err: error, screen: drawn.screen }, 'first screen not drawn');
                return undefined;
              })
            : undefined;
        let page = pages.get(file);
        if (!page) {
          const bytes = readFileSync(path.join(webDistDir, file));
          page = { identity: bytes, gzip: gzipSync(bytes), br: brotliCompressSync(bytes) };
          pages.set(file, page);
        }
        if (screen !== undefined) {
          const html = readTemplate(file).replace(skeletonScreen, () => screen);
          const bytes = Buffer.from(html);
          page = {
            identity: bytes,
            gzip: encoding === 'gzip' ? gzipSync(bytes) : bytes,
            br: encoding === 'br' ? brotliCompressSync(bytes, dynamicBrotli) : bytes,
          };
        }
        if (encoding !== 'identity') reply.header('content-encoding', encoding);
        return reply
          .header('cache-control', 'no-cache')
          .header('vary', 'Cookie, Accept-Language, Accept-Encoding')
          .type('text/html; charset=utf-8')
          .send(page[encoding]);
      }
      return sendError(request, reply, new AppError('ROUTE_NOT_FOUND'));
    });
  },
  { name: 'spa', dependencies: ['auth'] },
);
