import type { LessonSummary, RealtimeServerMessage } from '@study/shared';
import type pg from 'pg';
import WebSocket from 'ws';
import { heartLesson } from '../test/lesson-helpers.ts';
import { Browser, type Recorder } from './stress-client.ts';
import { publicUrl } from './stress-processes.ts';

export const password = 'Revise-Tonight-42';

export interface Student {
  index: number;
  email: string;
  /** The instance this student reaches (students are spread over the instances in turn). */
  baseUrl: string;
}

/**
 * Signs up through the API and confirms the address by following the mail's link, read from the
 * outbox table (the dev mailbox route lists every mail, which does not scale to hundreds). Returns
 * the browser, signed in by the confirmation.
 */
export async function signUp(student: Student, db: pg.Pool, recorder?: Recorder): Promise<Browser> {
  const browser = new Browser(student.baseUrl, recorder);
  const signUp = await browser.request(
    'POST /api/auth/sign-up/email',
    'POST',
    '/api/auth/sign-up/email',
    {
      json: { email: student.email, password, name: '', callbackURL: '/onboarding' },
    },
  );
  if (signUp.status !== 200) throw new Error(`sign-up of ${student.email}: ${signUp.status}`);
  const { rows } = await db.query<{ links: string[] }>(
    'select links from mail_outbox where "to" = $1 order by id desc limit 1',
    [student.email],
  );
  const link = rows[0]?.links[0];
  if (!link) throw new Error(`no confirmation mail to ${student.email}`);
  const url = new URL(link);
  const verified = await browser.request(
    'GET /api/auth/verify-email',
    'GET',
    url.pathname + url.search,
  );
  if (verified.status !== 302)
    throw new Error(`confirmation of ${student.email}: ${verified.status}`);
  return browser;
}

/** Signs in through the real route; the browser then holds a fresh session. */
export async function signIn(browser: Browser, student: Student): Promise<boolean> {
  browser.forgetCookies();
  const answer = await browser.request(
    'POST /api/auth/sign-in/email',
    'POST',
    '/api/auth/sign-in/email',
    { json: { email: student.email, password } },
  );
  return answer.status === 200;
}

/** `POST /api/lessons` with pasted text, as the add-lesson modal sends it. */
export async function addLesson(
  browser: Browser,
  title: string,
  text = heartLesson,
): Promise<LessonSummary | undefined> {
  const form = new FormData();
  form.append('source', 'text');
  form.append('title', title);
  form.append('text', text);
  const answer = await browser.request<LessonSummary>('POST /api/lessons', 'POST', '/api/lessons', {
    form,
  });
  return answer.status === 202 ? answer.json : undefined;
}

/** `POST /api/lessons` with photos of pages, read by OCR in the job: a slow one. */
export async function addPhotoLesson(
  browser: Browser,
  photos: Uint8Array[],
): Promise<LessonSummary | undefined> {
  const form = new FormData();
  form.append('source', 'photos');
  for (const [index, bytes] of photos.entries()) {
    const blob = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' });
    form.append('files', blob, `page-${index + 1}.jpg`);
  }
  const answer = await browser.request<LessonSummary>('POST /api/lessons', 'POST', '/api/lessons', {
    form,
  });
  return answer.status === 202 ? answer.json : undefined;
}

/** Runs `task` over `items`, `concurrency` at a time. */
export async function inParallel<T>(
  items: T[],
  concurrency: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const item = items[next]!;
        next += 1;
        await task(item);
      }
    }),
  );
}

/** Polls `check` until it returns true. */
export async function until(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = 120_000,
  everyMs = 250,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`still waiting after ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** A realtime channel opened as the app's page opens it; resolves once `subscribed`. */
export async function openRealtime(
  baseUrl: string,
  cookie: string,
): Promise<{ messages: RealtimeServerMessage[]; socket: WebSocket }> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/realtime`, {
    headers: { origin: publicUrl, cookie },
  });
  const messages: RealtimeServerMessage[] = [];
  socket.on('message', (data) => {
    messages.push(JSON.parse(data.toString()) as RealtimeServerMessage);
  });
  await until(
    'the realtime channel to subscribe',
    async () => {
      if (socket.readyState === WebSocket.CLOSED) throw new Error('realtime channel closed');
      return messages.some((message) => message.type === 'subscribed');
    },
    15_000,
    20,
  );
  return { messages, socket };
}
