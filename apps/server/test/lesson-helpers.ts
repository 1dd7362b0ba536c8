import type {
  LessonDetail,
  LessonFlashcard,
  LessonFlashcards,
  LessonSummary,
  LessonText,
} from '@study/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { vi } from 'vitest';
import { lessonPrepareQueue } from '../src/modules/lessons/lesson-preparation.ts';
import type { TestUser } from './auth-helpers.ts';

/** A short English lesson the study engine can make a sheet and cards from. */
export const heartLesson = `# The Heart

## Structure

The heart is a muscular organ that pumps blood through the body. The heart has four chambers: two atria and two ventricles. The atria are the upper chambers that receive blood returning to the heart. The ventricles are the lower chambers that pump blood out of the heart.

The myocardium is the thick muscular layer of the heart wall. The pericardium is the membrane that surrounds the heart. Heart valves prevent the backflow of blood.

## Circulation

The pulmonary circulation carries blood between the heart and the lungs. The systemic circulation carries oxygenated blood from the heart to the rest of the body. The aorta is the largest artery of the body. Capillaries are the smallest blood vessels, where exchange with the tissues takes place.
`;

export interface UploadFile {
  name: string;
  bytes: Uint8Array;
  type?: string;
}

export interface LessonInput {
  source?: 'text' | 'document' | 'photos';
  text?: string;
  title?: string;
  language?: string;
  files?: UploadFile[];
}

/** `POST /api/lessons` as the add-lesson modal sends it (multipart, same origin), as is. */
export function postLesson(
  app: FastifyInstance,
  user: TestUser,
  input: LessonInput = {},
): Promise<LightMyRequestResponse> {
  const form = new FormData();
  const source = input.source ?? (input.files ? 'document' : 'text');
  form.append('source', source);
  if (input.title !== undefined) form.append('title', input.title);
  if (input.language !== undefined) form.append('language', input.language);
  if (source === 'text' || input.text !== undefined) form.append('text', input.text ?? heartLesson);
  for (const file of input.files ?? []) {
    const blob = new Blob([file.bytes as Uint8Array<ArrayBuffer>], {
      type: file.type ?? 'application/octet-stream',
    });
    form.append('files', blob, file.name);
  }
  return app.inject({
    method: 'POST',
    url: '/api/lessons',
    payload: form,
    headers: { origin: app.config.publicUrl, cookie: user.cookie },
  });
}

/** Adds a lesson (pasted text by default) and returns the 202 answer's lesson. */
export async function createLesson(
  app: FastifyInstance,
  user: TestUser,
  input: LessonInput = {},
): Promise<LessonSummary> {
  const response = await postLesson(app, user, input);
  if (response.statusCode !== 202) {
    throw new Error(`lesson not created: ${response.statusCode} ${response.body}`);
  }
  return response.json() as LessonSummary;
}

/** A request of `user` on the API, same origin, JSON. */
export function userRequest(
  app: FastifyInstance,
  user: TestUser,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { origin: app.config.publicUrl, cookie: user.cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** A lesson as its page ends up showing it: the first answer, with its text and cards. */
export type FullLesson = LessonDetail & { text: string; flashcards: LessonFlashcard[] };

/** The lesson's first answer, its text and its cards, read together as the page reads them. */
export async function getLesson(
  app: FastifyInstance,
  user: TestUser,
  id: string,
): Promise<FullLesson> {
  const [detail, text, cards] = await Promise.all(
    ['', '/text', '/flashcards'].map((part) =>
      userRequest(app, user, 'GET', `/api/lessons/${id}${part}`),
    ),
  );
  for (const response of [detail!, text!, cards!]) {
    if (response.statusCode !== 200) {
      throw new Error(`lesson not read: ${response.statusCode} ${response.body}`);
    }
  }
  return {
    ...(detail!.json() as LessonDetail),
    ...(text!.json() as LessonText),
    flashcards: (cards!.json() as LessonFlashcards).items,
  };
}

/** Runs the queued preparation jobs and returns the lesson once nothing is being generated. */
export async function waitForLesson(
  app: FastifyInstance,
  user: TestUser,
  id: string,
  timeoutMs = 60_000,
): Promise<FullLesson> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await app.jobs.drain(lessonPrepareQueue);
    const lesson = await getLesson(app, user, id);
    if (lesson.status !== 'processing' && lesson.task === null) return lesson;
    if (Date.now() > deadline) throw new Error(`lesson ${id} still ${lesson.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Holds every sheet and flashcards generation until `release()`, so a test can look at a lesson
 * while it is still being prepared or regenerated (the in-process worker is faster than a test).
 */
export function holdGeneration(app: FastifyInstance): { release: () => void } {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const engine = app.studyEngine;
  const sheet = engine.generateSheet.bind(engine);
  const cards = engine.generateFlashcards.bind(engine);
  const spies = [
    vi.spyOn(engine, 'generateSheet').mockImplementation(async (input) => {
      await gate;
      return sheet(input);
    }),
    vi.spyOn(engine, 'generateFlashcards').mockImplementation(async (input) => {
      await gate;
      return cards(input);
    }),
  ];
  return {
    release: () => {
      open();
      for (const spy of spies) spy.mockRestore();
    },
  };
}
