import { randomUUID } from 'node:crypto';
import { checkUpload, normalizePastedText } from '@study/documents';
import {
  addDays,
  AppError,
  dayKeyIn,
  startOfDayIn,
  createLessonFieldsSchema,
  documentFileKinds,
  documentLimits,
  dueReviewMaxCards,
  passageAround,
  photoFileKinds,
  type DueFlashcards,
  type FileKind,
  type FlashcardRating,
  type InterfaceLanguage,
  type LessonDetail,
  type SheetDocument,
  type LessonFlashcard,
  type LessonFlashcards,
  type LessonText,
  type LessonList,
  type LessonSummary,
  type LessonTask,
  type RealtimeEvent,
  type UpdateLesson,
  type listLessonsQuerySchema,
} from '@study/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { parseOrThrow } from '../../lib/validation.ts';
import { lessonFileKey, lessonPrefix } from '../../plugins/external/storage.ts';
import type { Entitlements } from '../usage/entitlements.ts';
import { periodKey } from '../usage/usage-periods.ts';
import { reviewFlashcard, toLessonFlashcard } from './flashcard-scheduler.ts';
import { pickLessonEmoji } from './lesson-emoji.ts';
import type { LessonJobData } from './lesson-preparation.ts';
import { titleFromFileName, usableTitle } from './lesson-title.ts';
import type { LessonUpload } from './lesson-upload.ts';
import {
  foldSearchQuery,
  type LessonRow,
  type LessonsRepository,
  type DueWindow,
  type LessonSummaryRow,
  type NewLessonFileRow,
  type NewLessonRow,
} from './lessons.repository.ts';
import type { MistakeCard, MistakeOutcome } from './mistake-card.ts';

/** Where the originals are kept (`app.storage`). */
export interface LessonStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<unknown>;
  get(key: string): Promise<Uint8Array>;
  deletePrefix(prefix: string): Promise<unknown>;
}

export interface LessonsServiceDeps {
  repository: LessonsRepository;
  storage: LessonStorage;
  entitlements: Entitlements;
  /** Queues a preparation or regeneration job. */
  enqueue: (data: LessonJobData) => Promise<unknown>;
  publish: (userId: string, event: RealtimeEvent) => Promise<void>;
  log: FastifyBaseLogger;
}

export const fileContentTypes: Record<FileKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
  jpeg: 'image/jpeg',
  png: 'image/png',
  heic: 'image/heic',
};

/**
 * The day each time zone is in, as found last: working out a day takes three calendar lookups
 * (Intl), which every list and lesson read would otherwise pay. Time zones are the known ones only.
 */
const currentDays = new Map<string, { start: number; end: number }>();

/**
 * Now, and the first instant of tomorrow in the student's time zone: a card due before it comes
 * back later today.
 */
export function dueWindow(timeZone = 'UTC', now = new Date()): DueWindow {
  const at = now.getTime();
  let day = currentDays.get(timeZone);
  if (!day || at < day.start || at >= day.end) {
    const key = dayKeyIn(now, timeZone);
    day = {
      start: startOfDayIn(key, timeZone).getTime(),
      end: startOfDayIn(addDays(key, 1), timeZone).getTime(),
    };
    currentDays.set(timeZone, day);
  }
  return { now, endOfDay: new Date(day.end) };
}

function toSummary(row: LessonSummaryRow): LessonSummary {
  return {
    id: row.id,
    title: row.title,
    emoji: row.emoji,
    language: row.language,
    source: row.source,
    status: row.status,
    task: row.task,
    errorCode: row.errorCode,
    pageCount: row.pageCount,
    favourite: row.favourite,
    flashcardCount: row.flashcardCount,
    dueCount: row.dueCount,
    laterTodayCount: row.laterTodayCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The rules of lessons: what an upload must be before anything is spent or stored, who may see
 * and change a lesson (its owner only: anyone else gets LESSON_NOT_FOUND), when a regeneration
 * may start and what it replaces.
 */
export function createLessonsService(deps: LessonsServiceDeps) {
  const { repository, storage, entitlements, enqueue, publish, log } = deps;

  async function notify(userId: string, event: RealtimeEvent): Promise<void> {
    try {
      await publish(userId, event);
    } catch (error) {
      log.warn({ err: error }, 'lesson event not published');
    }
  }

  /** Runs the undo steps of a request that failed half-way; each is tried, none hides the error. */
  async function undo(steps: (() => Promise<unknown>)[]): Promise<void> {
    for (const step of steps) {
      try {
        await step();
      } catch (error) {
        log.error({ err: error }, 'lesson rollback step failed');
      }
    }
  }

  async function owned(userId: string, id: string): Promise<LessonRow> {
    const lesson = await repository.find(userId, id);
    if (!lesson) throw new AppError('LESSON_NOT_FOUND');
    return lesson;
  }

  async function summary(userId: string, id: string, timeZone: string): Promise<LessonSummary> {
    const row = await repository.findSummary(userId, id, dueWindow(timeZone));
    if (!row) throw new AppError('LESSON_NOT_FOUND');
    return toSummary(row);
  }

  /** The lesson page's first screen of a lesson: no text, the cards counted, not sent. */
  async function getOwnedLesson(
    userId: string,
    id: string,
    timeZone = 'UTC',
  ): Promise<LessonDetail> {
    // Both reads carry the owner's id, so they can run together: another user's lesson gives
    // no row and no file, and the missing row answers LESSON_NOT_FOUND.
    const [row, files] = await Promise.all([
      repository.findDetail(userId, id, dueWindow(timeZone)),
      repository.fileViews(userId, id),
    ]);
    if (!row) throw new AppError('LESSON_NOT_FOUND');
    return {
      ...toSummary(row),
      sheet: row.sheet,
      sheetUpdatedAt: row.sheetUpdatedAt?.toISOString() ?? null,
      files: files.map((file) => ({
        id: file.id,
        name: file.name,
        kind: file.kind,
        sizeBytes: file.sizeBytes,
      })),
      warnings: row.warnings,
    };
  }

  /**
   * What the lesson page's first screen draws before the app runs (ADR 313): the owner's ready
   * lesson's title, icon and sheet; undefined for another user's lesson, an unknown id, or a
   * lesson still being prepared. One indexed read, none of the page's counts and files.
   */
  async function lessonFirstScreen(
    userId: string,
    id: string,
  ): Promise<{ title: string; emoji: string; sheet: SheetDocument } | undefined> {
    const row = await repository.firstScreen(userId, id);
    if (!row || row.status !== 'ready' || !row.sheet) return undefined;
    return { title: row.title, emoji: row.emoji, sheet: row.sheet };
  }

  /** The lesson's cards in order; another user's lesson is LESSON_NOT_FOUND, not an empty deck. */
  async function lessonFlashcards(userId: string, id: string): Promise<LessonFlashcards> {
    const [owns, cards] = await Promise.all([
      repository.owns(userId, id),
      repository.flashcardViews(userId, id),
    ]);
    if (!owns) throw new AppError('LESSON_NOT_FOUND');
    return { items: cards.map(toLessonFlashcard) };
  }

  /** Queues the job of an accepted generation; when that fails, the work is undone and refunded. */
  async function enqueueOrUndo(data: LessonJobData, undoSteps: (() => Promise<unknown>)[]) {
    try {
      await enqueue(data);
    } catch (error) {
      await undo([...undoSteps, () => entitlements.refund(data.userId, 'generation', data.period)]);
      throw error;
    }
  }

  return {
    getOwnedLesson,
    lessonFirstScreen,
    lessonFlashcards,

    /** The lesson's original text (empty until it has been read from its files). */
    async lessonText(userId: string, id: string): Promise<LessonText> {
      const text = await repository.text(userId, id);
      if (text === undefined) throw new AppError('LESSON_NOT_FOUND');
      return { text };
    },

    /**
     * A missed quiz question goes to the lesson's flashcard review: the card that teaches it
     * comes due now, or, when there is none and the question is not blank, a new card joins.
     */
    queueMistake: (userId: string, card: MistakeCard): Promise<MistakeOutcome> =>
      repository.queueMistake(userId, card),

    /**
     * Checks the upload (fields, pasted text, file count, size and types) before spending a
     * generation, then stores the originals and the lesson and queues its preparation.
     */
    async create(
      userId: string,
      upload: LessonUpload,
      interfaceLanguage: InterfaceLanguage,
      timeZone = 'UTC',
    ): Promise<LessonSummary> {
      const fields = parseOrThrow(createLessonFieldsSchema, upload.fields, interfaceLanguage);
      const lessonId = randomUUID();
      let lesson: Omit<NewLessonRow, 'emoji'>;
      const originals: { row: NewLessonFileRow; bytes: Uint8Array }[] = [];
      if (fields.source === 'text') {
        const pasted = normalizePastedText(fields.text ?? '');
        const title = fields.title ?? usableTitle(pasted.titleGuess) ?? usableTitle(pasted.text);
        lesson = {
          id: lessonId,
          userId,
          source: 'text',
          title: title ?? pasted.text.slice(0, 80),
          titleChosen: fields.title !== undefined,
          language: fields.language ?? pasted.language,
          languageChosen: fields.language !== undefined,
          text: pasted.text,
          pageCount: 1,
          warnings: fields.language ? [] : pasted.warnings,
        };
      } else {
        const kinds = checkUpload(upload.files);
        if (fields.source === 'document' && upload.files.length > documentLimits.maxDocuments) {
          throw new AppError('TOO_MANY_FILES', {
            params: { maxPhotos: documentLimits.maxPhotos },
            details: {
              maxDocuments: documentLimits.maxDocuments,
              maxPhotos: documentLimits.maxPhotos,
            },
          });
        }
        const allowed: readonly FileKind[] =
          fields.source === 'document' ? documentFileKinds : photoFileKinds;
        upload.files.forEach((file, position) => {
          const kind = kinds[position] as FileKind;
          if (!allowed.includes(kind)) {
            throw new AppError('UNSUPPORTED_FILE_TYPE', {
              params: { name: file.name },
              details: { source: fields.source, kind },
            });
          }
          const id = randomUUID();
          originals.push({
            bytes: file.bytes,
            row: {
              id,
              lessonId,
              userId,
              position,
              name: file.name,
              kind,
              sizeBytes: file.bytes.byteLength,
              storageKey: lessonFileKey(userId, lessonId, id),
            },
          });
        });
        const first = upload.files[0]?.name ?? '';
        lesson = {
          id: lessonId,
          userId,
          source: fields.source,
          title: fields.title ?? titleFromFileName(first),
          titleChosen: fields.title !== undefined,
          // Until the text is read, the interface language stands in for the detected one.
          language: fields.language ?? interfaceLanguage,
          languageChosen: fields.language !== undefined,
        };
      }

      const { period } = await entitlements.spend(userId, 'generation');
      const emoji = pickLessonEmoji(lesson.title, lesson.text ?? '');
      try {
        for (const original of originals) {
          await storage.put(
            original.row.storageKey,
            original.bytes,
            fileContentTypes[original.row.kind],
          );
        }
        await repository.insert(
          { ...lesson, emoji },
          originals.map((original) => original.row),
        );
      } catch (error) {
        await undo([
          () => repository.delete(userId, lessonId),
          () => storage.deletePrefix(lessonPrefix(userId, lessonId)),
          () => entitlements.refund(userId, 'generation', period),
        ]);
        throw error;
      }
      // The answer is the lesson as accepted, read before the worker can change it.
      const accepted = await summary(userId, lessonId, timeZone);
      await enqueueOrUndo({ lessonId, userId, generation: 1, target: 'all', period }, [
        () => repository.delete(userId, lessonId),
        () => storage.deletePrefix(lessonPrefix(userId, lessonId)),
      ]);
      return accepted;
    },

    async list(
      userId: string,
      query: z.output<typeof listLessonsQuerySchema>,
      timeZone = 'UTC',
    ): Promise<LessonList> {
      const { rows, total } = await repository.list(
        userId,
        {
          favourite: query.favourite,
          search: query.q ? foldSearchQuery(query.q) : undefined,
          sort: query.sort,
          limit: query.pageSize,
          offset: (query.page - 1) * query.pageSize,
        },
        dueWindow(timeZone),
      );
      return { items: rows.map(toSummary), total, page: query.page, pageSize: query.pageSize };
    },

    /** Renames, re-icons, favourites, changes the language (no regeneration) or saves the sheet. */
    async update(
      userId: string,
      id: string,
      changes: UpdateLesson,
      timeZone = 'UTC',
    ): Promise<LessonDetail> {
      const lesson = await owned(userId, id);
      if (changes.sheet !== undefined && lesson.status !== 'ready') {
        throw new AppError('LESSON_NOT_READY');
      }
      const updated = await repository.update(userId, id, {
        ...(changes.title !== undefined ? { title: changes.title, titleChosen: true } : {}),
        ...(changes.emoji !== undefined ? { emoji: changes.emoji } : {}),
        ...(changes.language !== undefined
          ? { language: changes.language, languageChosen: true }
          : {}),
        ...(changes.favourite !== undefined ? { favourite: changes.favourite } : {}),
        ...(changes.sheet !== undefined
          ? { sheet: changes.sheet, sheetUpdatedAt: new Date() }
          : {}),
      });
      if (!updated) throw new AppError('LESSON_NOT_FOUND');
      await notify(userId, { type: 'lesson.updated', lessonId: id, status: updated.status });
      return getOwnedLesson(userId, id, timeZone);
    },

    /** Deletes the lesson with everything of it: rows (by cascade) and original files. */
    async remove(userId: string, id: string): Promise<void> {
      if (!(await repository.delete(userId, id))) throw new AppError('LESSON_NOT_FOUND');
      try {
        await storage.deletePrefix(lessonPrefix(userId, id));
      } catch (error) {
        log.error({ err: error, lessonId: id }, 'original files of a deleted lesson not deleted');
      }
      await notify(userId, { type: 'lesson.deleted', lessonId: id });
    },

    /**
     * Generates the sheet or the flashcards of a ready lesson again (a generation). The sheet
     * alone is replaced, or every card is; the rest stays.
     */
    async regenerate(
      userId: string,
      id: string,
      target: LessonTask,
      timeZone = 'UTC',
    ): Promise<LessonSummary> {
      const lesson = await owned(userId, id);
      if (lesson.status !== 'ready') throw new AppError('LESSON_NOT_READY');
      if (lesson.task !== null) throw new AppError('LESSON_BUSY');
      const { period } = await entitlements.spend(userId, 'generation');
      const generation = await repository.startRegeneration(userId, id, target);
      if (generation === undefined) {
        // Another request started one between the check and now.
        await entitlements.refund(userId, 'generation', period);
        throw new AppError('LESSON_BUSY');
      }
      const accepted = await summary(userId, id, timeZone);
      await enqueueOrUndo({ lessonId: id, userId, generation, target, period }, [
        () => repository.fail(userId, id, generation, target, 'INTERNAL_ERROR'),
      ]);
      await notify(userId, { type: 'lesson.updated', lessonId: id, status: 'ready' });
      return accepted;
    },

    /**
     * Re-sends the job of every lesson still being prepared since before `before`. A job that is
     * queued or running is not duplicated (one job per lesson generation), and a job that finds its
     * lesson already done writes nothing, so this only revives work a crash kept from being sent.
     * Answers how many lessons it looked at.
     */
    async resumeUnfinished(before: Date, batch = 100): Promise<number> {
      const unfinished = await repository.unfinished(before, batch);
      for (const lesson of unfinished) {
        await enqueue({
          lessonId: lesson.id,
          userId: lesson.userId,
          generation: lesson.generation,
          target: lesson.task ?? 'all',
          // The generation was counted when the lesson was last (re)started.
          period: periodKey('generation', lesson.since),
        });
      }
      if (unfinished.length > 0)
        log.info({ lessons: unfinished.length }, 'unfinished lessons resumed');
      return unfinished.length;
    },

    /** Prepares a failed lesson again from its originals (a generation); otherwise a no-op. */
    async retry(userId: string, id: string, timeZone = 'UTC'): Promise<LessonSummary> {
      const lesson = await owned(userId, id);
      if (lesson.status !== 'failed') return summary(userId, id, timeZone);
      const { period } = await entitlements.spend(userId, 'generation');
      const generation = await repository.startRetry(userId, id);
      if (generation === undefined) {
        await entitlements.refund(userId, 'generation', period);
        return summary(userId, id, timeZone);
      }
      const accepted = await summary(userId, id, timeZone);
      await enqueueOrUndo({ lessonId: id, userId, generation, target: 'all', period }, [
        () => repository.fail(userId, id, generation, 'all', 'INTERNAL_ERROR'),
      ]);
      await notify(userId, { type: 'lesson.updated', lessonId: id, status: 'processing' });
      return accepted;
    },

    /** An original file of the lesson, to download. */
    async file(userId: string, id: string, fileId: string) {
      await owned(userId, id);
      const file = await repository.file(userId, id, fileId);
      if (!file) throw new AppError('LESSON_FILE_NOT_FOUND');
      return {
        name: file.name,
        contentType: fileContentTypes[file.kind],
        bytes: await storage.get(file.storageKey),
      };
    },

    /** The lesson's text (pasted, or read from its files once ready), as a .txt download. */
    async originalText(userId: string, id: string) {
      const lesson = await owned(userId, id);
      if (lesson.text === '') throw new AppError('LESSON_NOT_READY');
      return { name: `${lesson.title}.txt`, text: lesson.text };
    },

    /** Schedules the card's next review with FSRS from "Not yet" (again) or "I knew it" (good). */
    /** Every card due now across the user's lessons, for one review session. */
    async dueFlashcards(userId: string, timeZone = 'UTC'): Promise<DueFlashcards> {
      const due = await repository.dueFlashcards(userId, dueWindow(timeZone), dueReviewMaxCards);
      return {
        items: due.rows.map(({ card, lessonTitle, lessonEmoji }) => ({
          lessonId: card.lessonId,
          lessonTitle,
          lessonEmoji,
          passage: passageAround(due.texts.get(card.lessonId) ?? '', {
            start: card.sourceStart,
            end: card.sourceEnd,
          }),
          card: toLessonFlashcard(card),
        })),
        total: due.total,
        laterToday: due.laterToday,
      };
    },

    async review(
      userId: string,
      id: string,
      cardId: string,
      rating: FlashcardRating,
    ): Promise<LessonFlashcard> {
      await owned(userId, id);
      const card = await repository.flashcard(userId, id, cardId);
      if (!card) throw new AppError('FLASHCARD_NOT_FOUND');
      const updated = await repository.scheduleFlashcard(
        userId,
        cardId,
        reviewFlashcard(card, rating, new Date()),
        { rating, stateBefore: card.state },
      );
      if (!updated) throw new AppError('FLASHCARD_NOT_FOUND');
      return toLessonFlashcard(updated);
    },
  };
}
export type LessonsService = ReturnType<typeof createLessonsService>;
