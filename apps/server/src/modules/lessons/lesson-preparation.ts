import { extract as extractDocuments } from '@study/documents';
import {
  isAppError,
  sheetDocumentSchema,
  sheetToProseMirror,
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
      const extraction = await extract(
        originals,
        lesson.languageChosen ? { language: lesson.language } : {},
      );
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

  async function regenerate(lesson: LessonRow, data: LessonJobData): Promise<boolean> {
    const input = { text: lesson.text, language: lesson.language, title: lesson.title };
    if (data.target === 'sheet') {
      const sheet = sheetDocumentSchema.parse(
        sheetToProseMirror(await engine.generateSheet(input)),
      );
      return repository.completeSheet(lesson.userId, lesson.id, data.generation, sheet);
    }
    const cards = toNewFlashcards(await engine.generateFlashcards(input));
    return repository.completeFlashcards(lesson.userId, lesson.id, data.generation, cards);
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
