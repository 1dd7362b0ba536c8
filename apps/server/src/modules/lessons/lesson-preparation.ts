import { isDeepStrictEqual } from 'node:util';
import { extract as extractDocuments } from '@study/documents';
import {
  AppError,
  isAppError,
  sheetDocumentSchema,
  sheetToProseMirror,
  type DocumentLimits,
  type ErrorCode,
  type Flashcard,
  type LessonTask,
  type RealtimeEvent,
} from '@study/shared';
import type { StudyEngine } from '@study/study-engine';
import type { FastifyBaseLogger } from 'fastify';
import type { Entitlements } from '../usage/entitlements.ts';
import { pickLessonEmoji } from './lesson-emoji.ts';
import { usableTitle } from './lesson-title.ts';
import type {
  LessonRow,
  LessonsRepository,
  NewFlashcard,
  PreparedLesson,
} from './lessons.repository.ts';

/** How many of the engine's variants a regeneration tries before it says the lesson has no other. */
const regenerationTries = 3;

/** The queue of lesson preparations and regenerations. */
export const lessonPrepareQueue = 'lesson-prepare';

/** One accepted generation request: which lesson, under which generation number, what to make. */
export interface LessonJobData {
  lessonId: string;
  userId: string;
  generation: number;
  target: 'all' | LessonTask;
  /** The plan period the generation was counted in, to refund it there if it finally fails. */
  period: string;
}

/** Where the originals are read from. */
export interface OriginalsReader {
  get(key: string): Promise<Uint8Array>;
}

export interface LessonPreparationDeps {
  repository: LessonsRepository;
  storage: OriginalsReader;
  engine: StudyEngine;
  entitlements: Pick<Entitlements, 'refund'>;
  publish: (userId: string, event: RealtimeEvent) => Promise<void>;
  log: FastifyBaseLogger;
  extract?: typeof extractDocuments;
  /** Limits of the configuration that differ from the shared defaults. */
  documentLimits?: Partial<DocumentLimits>;
}

function toNewFlashcards(cards: Flashcard[]): NewFlashcard[] {
  return cards.map((card) => ({
    question: card.question,
    answer: card.answer,
    term: card.term ?? null,
    sourceStart: card.source.start,
    sourceEnd: card.source.end,
  }));
}

/** Whether two values stored as JSON are equal; the database may have reordered the keys. */
function sameJson(a: unknown, b: unknown): boolean {
  return isDeepStrictEqual(
    JSON.parse(JSON.stringify(a ?? null)),
    JSON.parse(JSON.stringify(b ?? null)),
  );
}

/** Whether two decks hold the same questions with the same answers, in any order. */
function sameCards(
  next: Pick<NewFlashcard, 'question' | 'answer'>[],
  current: Pick<NewFlashcard, 'question' | 'answer'>[],
): boolean {
  const key = (card: Pick<NewFlashcard, 'question' | 'answer'>) =>
    JSON.stringify([card.question, card.answer]);
  const a = next.map(key).sort();
  const b = current.map(key).sort();
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

interface DocumentNode {
  type?: string;
  text?: string;
  content?: readonly DocumentNode[];
}

/** A stored sheet as plain text, one line per block: what a model is shown of the current one. */
function sheetText(node: DocumentNode | null | undefined): string {
  if (!node) return '';
  if (node.text !== undefined) return node.text;
  const children = node.content ?? [];
  // A block holding text nodes is one line; a block holding blocks, one line per block.
  if (children.some((child) => child.text !== undefined))
    return children.map((child) => child.text ?? '').join('');
  return children.map(sheetText).filter(Boolean).join('\n');
}

/**
 * The preparation job: text out of the originals, then sheet and flashcards, written in one
 * guarded transaction. It may run twice or late: a job whose generation is no longer the lesson's,
 * or whose work is already stored, writes nothing. Failures the student can act on (an unreadable
 * file, a lesson too short) fail the lesson at once; others are thrown to be retried.
 */
export function createLessonPreparation(deps: LessonPreparationDeps) {
  const { repository, storage, engine, entitlements, publish, log } = deps;
  const extract = deps.extract ?? extractDocuments;

  async function notify(userId: string, event: RealtimeEvent): Promise<void> {
    try {
      await publish(userId, event);
    } catch (error) {
      log.warn({ err: error }, 'lesson event not published');
    }
  }

  /** Marks the job's work failed, once: only the call that changed the lesson refunds. */
  async function fail(data: LessonJobData, code: ErrorCode): Promise<void> {
    const changed = await repository.fail(
      data.userId,
      data.lessonId,
      data.generation,
      data.target,
      code,
    );
    if (!changed) return;
    await entitlements.refund(data.userId, 'generation', data.period);
    await notify(data.userId, {
      type: 'lesson.updated',
      lessonId: data.lessonId,
      status: data.target === 'all' ? 'failed' : 'ready',
    });
  }

  async function prepareAll(lesson: LessonRow, data: LessonJobData): Promise<boolean> {
    let prepared: Omit<PreparedLesson, 'sheet' | 'emoji' | 'emojiBefore'>;
    if (lesson.source === 'text') {
      prepared = {
        text: lesson.text,
        pageCount: 1,
        language: lesson.language,
        title: lesson.title,
        warnings: lesson.warnings,
      };
    } else {
      const files = await repository.files(lesson.userId, lesson.id);
      const originals = await Promise.all(
        files.map(async (file) => ({ name: file.name, bytes: await storage.get(file.storageKey) })),
      );
      const extraction = await extract(originals, {
        limits: deps.documentLimits ?? {},
        ...(lesson.languageChosen ? { language: lesson.language } : {}),
      });
      prepared = {
        text: extraction.text,
        pageCount: extraction.pages.length,
        language: lesson.languageChosen ? lesson.language : extraction.language,
        title: lesson.titleChosen
          ? lesson.title
          : (usableTitle(extraction.titleGuess) ?? lesson.title),
        warnings: extraction.warnings,
      };
    }
    const input = { text: prepared.text, language: prepared.language, title: prepared.title };
    const [sheet, cards] = await Promise.all([
      engine.generateSheet(input),
      engine.generateFlashcards(input),
    ]);
    return repository.completePreparation(
      lesson.userId,
      lesson.id,
      data.generation,
      {
        ...prepared,
        sheet: sheetDocumentSchema.parse(sheetToProseMirror(sheet)),
        emoji: pickLessonEmoji(prepared.title, prepared.text),
        emojiBefore: lesson.emoji,
      },
      toNewFlashcards(cards),
    );
  }

  /**
   * A new sheet or a new set of cards: another selection than the stored one, from the engine's
   * variants (numbered from the generation on, so that each regeneration moves along). When every
   * variant tried is the very one the lesson holds, nothing is written and the generation is not
   * spent: the job ends as "unchanged", refunded.
   */
  async function regenerate(lesson: LessonRow, data: LessonJobData): Promise<boolean> {
    const input = { text: lesson.text, language: lesson.language, title: lesson.title };
    const variants = Array.from({ length: regenerationTries }, (_, k) => data.generation + k);
    if (data.target === 'sheet') {
      for (const variant of variants) {
        const sheet = sheetDocumentSchema.parse(
          sheetToProseMirror(
            await engine.generateSheet({ ...input, variant, previous: sheetText(lesson.sheet) }),
          ),
        );
        if (!sameJson(sheet, lesson.sheet)) {
          return repository.completeSheet(lesson.userId, lesson.id, data.generation, sheet);
        }
      }
      throw new AppError('LESSON_REGENERATION_UNCHANGED');
    }
    const deck = await repository.flashcards(lesson.userId, lesson.id);
    const previous = deck.map((card) => `${card.question} ${card.answer}`).join('\n');
    for (const variant of variants) {
      const cards = toNewFlashcards(
        await engine.generateFlashcards({ ...input, variant, previous }),
      );
      if (!sameCards(cards, deck)) {
        return repository.completeFlashcards(lesson.userId, lesson.id, data.generation, cards);
      }
    }
    throw new AppError('LESSON_REGENERATION_UNCHANGED');
  }

  return {
    async handle(data: LessonJobData): Promise<void> {
      const lesson = await repository.find(data.userId, data.lessonId);
      const current =
        lesson !== undefined &&
        lesson.generation === data.generation &&
        (data.target === 'all' ? lesson.status === 'processing' : lesson.task === data.target);
      // Deleted, superseded or already done: nothing to do, nothing to write.
      if (!current) return;
      try {
        const written =
          data.target === 'all' ? await prepareAll(lesson, data) : await regenerate(lesson, data);
        if (written) {
          await notify(data.userId, {
            type: 'lesson.updated',
            lessonId: data.lessonId,
            status: 'ready',
          });
        }
      } catch (error) {
        if (isAppError(error) && error.status < 500) {
          await fail(data, error.code);
          return;
        }
        throw error;
      }
    },

    /** After the last retry: the lesson shows 'An error occurred while generating…' with Retry. */
    async onFinalFailure(data: LessonJobData): Promise<void> {
      await fail(data, 'LESSON_GENERATION_FAILED');
    },
  };
}
export type LessonPreparation = ReturnType<typeof createLessonPreparation>;
