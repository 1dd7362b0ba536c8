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
   * (`requests`, `:id` standing for the address's) the server starts for a signed-in reader.
   */
  firstScreens?: { path: string; page: string; requests: string[]; drawn?: string }[];
  /** What the server puts in a drawn first screen's template (ADR 313). */
  firstScreenSlots?: { title: string; emoji: string; sheet: string };
}

/** A lesson's first screen as the server draws it into the page (ADR 313). */
export interface LessonFirstScreen {
  title: string;
  emoji: string;
  sheet: SheetDocument;
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
): { file: string; requests: string[]; drawn?: { template: string; id: string } } {
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
      ...(signedIn && screen.drawn && id && opensAsDrawn
        ? { drawn: { template: `pages/${language}/${screen.drawn}.html`, id } }
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
 * Serves the built SPA with history fallback: any GET outside /api and /assets that matches no file
 * answers a page, so deep links work: a public page pre-rendered in the reader's language, the
 * signed-in skeleton, or index.html (ADR 171). Unknown /api and /assets paths answer the 404
 * envelope.
 */
export const spaPlugin = fp<SpaPluginOptions>(
  async (app, { webDistDir, lessonFirstScreen }) => {
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
        // A signed-in reader's lesson drawn into its page, compressed for this answer alone.
        const lesson =
          user && drawn && lessonFirstScreen && prerendered?.firstScreenSlots
            ? await lessonFirstScreen(user.id, drawn.id).catch((error: unknown) => {
                request.log.warn({ err: error }, 'lesson first screen not drawn');
                return undefined;
              })
            : undefined;
        let page = pages.get(file);
        if (!page) {
          const bytes = readFileSync(path.join(webDistDir, file));
          page = { identity: bytes, gzip: gzipSync(bytes), br: brotliCompressSync(bytes) };
          pages.set(file, page);
        }
        if (lesson && drawn && prerendered?.firstScreenSlots) {
          const screen = drawLesson(
            readTemplate(drawn.template),
            prerendered.firstScreenSlots,
            lesson,
          );
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
