import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import type {
  LessonDetail,
  LessonFlashcard,
  LessonFlashcards,
  LessonSummary,
  LessonText,
} from '@study/shared';

/** A French lesson long enough for a sheet and several flashcards. */
export const frenchLesson = {
  title: 'La photosynthèse',
  text: [
    'La photosynthèse est le processus par lequel les plantes vertes, les algues et certaines bactéries transforment l’énergie lumineuse en énergie chimique. Elle se déroule principalement dans les feuilles, au sein des chloroplastes, qui contiennent un pigment vert appelé chlorophylle.',
    'Au cours de cette réaction, le dioxyde de carbone absorbé par les stomates et l’eau puisée par les racines sont combinés pour former du glucose. Le dioxygène est libéré dans l’atmosphère comme sous-produit, ce qui rend la vie possible pour la plupart des êtres vivants.',
    'La phase claire dépend directement de la lumière : elle produit de l’ATP et du NADPH en scindant les molécules d’eau. La phase sombre, appelée cycle de Calvin, utilise ces molécules énergétiques pour fixer le carbone et fabriquer des sucres.',
    'L’intensité lumineuse, la concentration en dioxyde de carbone et la température limitent la vitesse de la photosynthèse. Quand l’un de ces facteurs manque, la production de glucose ralentit même si les autres sont abondants, comme l’a montré Frederick Blackman en 1905.',
  ].join('\n\n'),
};

/** Adds a pasted-text lesson through the API (the add modal has its own journeys). */
export async function addTextLesson(
  page: Page,
  lesson: { title: string; text: string },
): Promise<string> {
  const response = await page.request.post('/api/lessons', {
    headers: { origin: new URL(page.url()).origin },
    multipart: { source: 'text', title: lesson.title, text: lesson.text },
  });
  expect(response.status()).toBe(202);
  return ((await response.json()) as LessonSummary).id;
}

/** A lesson with its text and cards, which the API answers apart from its first screen. */
export type FullLesson = LessonDetail & { text: string; flashcards: LessonFlashcard[] };

/** The lesson as the API has it now, with its text and cards. */
export async function readLesson(page: Page, id: string): Promise<FullLesson> {
  const [detail, text, cards] = await Promise.all(
    ['', '/text', '/flashcards'].map((part) => page.request.get(`/api/lessons/${id}${part}`)),
  );
  for (const response of [detail!, text!, cards!]) expect(response.status()).toBe(200);
  return {
    ...((await detail!.json()) as LessonDetail),
    ...((await text!.json()) as LessonText),
    flashcards: ((await cards!.json()) as LessonFlashcards).items,
  };
}

/** Waits until the lesson is prepared. */
export async function waitUntilReady(page: Page, id: string): Promise<FullLesson> {
  await expect
    .poll(async () => (await readLesson(page, id)).status, { timeout: 30_000 })
    .toBe('ready');
  return readLesson(page, id);
}

const corpus = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../shared/corpus/openstax-anatomy-physiology',
);

/** A real textbook section (OpenStax Anatomy and Physiology), as a student would paste it. */
export function corpusLesson(id: string): { title: string; text: string } {
  const text = readFileSync(path.join(corpus, `${id}.md`), 'utf8');
  const title = text.split('\n')[0]!.replace(/^#\s*/, '').trim();
  return { title, text };
}
