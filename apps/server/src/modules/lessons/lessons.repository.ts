import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  lt,
  lte,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  ErrorCode,
  FlashcardRating,
  ExtractionWarning,
  LessonLanguage,
  LessonTask,
  SheetDocument,
} from '@study/shared';
import type { Db } from '../../db/database.ts';
import { lockLessonCards } from '../../db/locks.ts';
import {
  cardForMistake,
  isBlankCard,
  type MistakeCard,
  type MistakeOutcome,
} from './mistake-card.ts';
import { flashcardReviews, flashcards, lessonFiles, lessons } from './lessons.tables.ts';

export type LessonRow = typeof lessons.$inferSelect;
export type NewLessonRow = typeof lessons.$inferInsert;
export type LessonFileRow = typeof lessonFiles.$inferSelect;
export type NewLessonFileRow = typeof lessonFiles.$inferInsert;
export type FlashcardRow = typeof flashcards.$inferSelect;

/** What the lesson page shows of a card: not its other scheduling columns. */
const cardViewColumns = {
  id: flashcards.id,
  position: flashcards.position,
  question: flashcards.question,
  answer: flashcards.answer,
  term: flashcards.term,
  sourceStart: flashcards.sourceStart,
  sourceEnd: flashcards.sourceEnd,
  state: flashcards.state,
  due: flashcards.due,
  reps: flashcards.reps,
  lapses: flashcards.lapses,
  lastReview: flashcards.lastReview,
};
export type FlashcardView = Pick<FlashcardRow, keyof typeof cardViewColumns>;

/** What the lesson page shows of an original file: not where it is stored. */
const fileViewColumns = {
  id: lessonFiles.id,
  name: lessonFiles.name,
  kind: lessonFiles.kind,
  sizeBytes: lessonFiles.sizeBytes,
};
export type LessonFileView = Pick<LessonFileRow, keyof typeof fileViewColumns>;

/** A generated card, in lesson order. */
export interface NewFlashcard {
  question: string;
  answer: string;
  term: string | null;
  sourceStart: number;
  sourceEnd: number;
}

/**
 * The columns a lesson list shows: never the text nor the sheet, which can weigh tens of
 * kilobytes each and would be read, sent by the database and parsed for nothing.
 */
const summaryColumns = {
  id: lessons.id,
  title: lessons.title,
  emoji: lessons.emoji,
  language: lessons.language,
  source: lessons.source,
  status: lessons.status,
  task: lessons.task,
  errorCode: lessons.errorCode,
  pageCount: lessons.pageCount,
  favourite: lessons.favourite,
  createdAt: lessons.createdAt,
  updatedAt: lessons.updatedAt,
};

/** What a lesson list shows of a lesson, with the counts of its cards. */
export type LessonSummaryRow = Pick<LessonRow, keyof typeof summaryColumns> & {
  flashcardCount: number;
  dueCount: number;
  laterTodayCount: number;
};

/** What the lesson page's first screen shows of a lesson: its summary, sheet and warnings. */
export type LessonDetailRow = LessonSummaryRow &
  Pick<LessonRow, 'sheet' | 'sheetUpdatedAt' | 'warnings'>;

/** What the server draws into a lesson's page before the app runs (ADR 313). */
export type LessonFirstScreenRow = Pick<LessonRow, 'title' | 'emoji' | 'status' | 'sheet'>;

/** When cards count as due now (due by `now`) and as due later today (before `endOfDay`). */
export interface DueWindow {
  now: Date;
  endOfDay: Date;
}

export interface LessonListFilter {
  favourite?: boolean | undefined;
  /**
   * Folded (lower case, no accents) words to look for: in the title as written, and in the
   * lesson's text and cards by full-text search in the lesson's language.
   */
  search?: string | undefined;
  sort: 'newest' | 'oldest';
  limit: number;
  offset: number;
}

/** What a finished preparation writes, all at once. */
export interface PreparedLesson {
  text: string;
  pageCount: number;
  /** Replaces the language unless the student chose it. */
  language: LessonLanguage;
  /** Replaces the title unless the student typed it. */
  title: string;
  /** Replaces the emoji unless it changed since the job read `emojiBefore`. */
  emoji: string;
  emojiBefore: string;
  warnings: ExtractionWarning[];
  sheet: SheetDocument;
}

// Accented Latin letters and their plain forms: titles are searched without case or accents.
const accented = 'àáâãäåāăąçćčďèéêëēėęěìíîïīįıñńňòóôõöøōőùúûüūůűųýÿžźżśšşţťŕřłğ';
const plain = 'aaaaaaaaacccdeeeeeeeeiiiiiiinnnoooooooouuuuuuuuyyzzzsssttrrlg';

/** `value` in lower case with its accented letters plain, as searches compare it. */
function folded(value: SQL | AnyPgColumn): SQL {
  return sql`translate(lower(${value}), ${accented}, ${plain})`;
}

/** The PostgreSQL text-search configuration of each lesson language (`simple` where none). */
const searchConfigs: Record<LessonLanguage, string> = {
  fr: 'french',
  en: 'english',
  es: 'spanish',
  de: 'german',
  it: 'italian',
  pt: 'portuguese',
  ar: 'arabic',
  ru: 'russian',
  zh: 'simple',
  ja: 'simple',
  hi: 'hindi',
};

/** The lesson row's search configuration, as SQL. */
function searchConfig(): SQL {
  const cases = Object.entries(searchConfigs).map(
    ([language, config]) => sql`when ${language} then ${config}`,
  );
  return sql`(case ${lessons.language} ${sql.join(cases, sql` `)} else 'simple' end)::regconfig`;
}

/**
 * Lessons whose title contains `search`, or whose text or one of whose cards holds its words
 * (stemmed in the lesson's language, case and accents aside). Languages written without spaces
 * (Chinese, Japanese) are also searched as plain text, having no words to stem.
 */
function searchCondition(userId: string, search: string): SQL {
  const pattern = `%${likeLiteral(search)}%`;
  const config = searchConfig();
  const query = sql`plainto_tsquery(${config}, ${search})`;
  return sql`(
    ${folded(lessons.title)} like ${pattern}
    or to_tsvector(${config}, ${folded(lessons.text)}) @@ ${query}
    or (${lessons.language} in ('zh', 'ja') and ${folded(lessons.text)} like ${pattern})
    or exists (
      select 1 from ${flashcards}
      where ${flashcards.lessonId} = ${lessons.id} and ${flashcards.userId} = ${userId}
        and to_tsvector(${config}, ${folded(sql`${flashcards.question} || ' ' || ${flashcards.answer}`)}) @@ ${query}
    )
  )`;
}

/** A search folded the way SQL compares it: lower case, accented letters plain. */
export function foldSearchQuery(query: string): string {
  return [...query.normalize('NFC').toLowerCase()]
    .map((char) => {
      const index = accented.indexOf(char);
      return index >= 0 ? plain[index] : char;
    })
    .join('');
}

/** `value` for a LIKE pattern, with its wildcards taken literally. */
function likeLiteral(value: string): string {
  return value.replace(/[\\%_]/g, '\\$&');
}

/** A due window as the timestamps SQL compares the cards' due dates with. */
function isoWindow(window: DueWindow): { now: string; endOfDay: string } {
  return { now: window.now.toISOString(), endOfDay: window.endOfDay.toISOString() };
}

/** The only SQL on lessons, their files and flashcards; every query carries the owner's id. */
export function createLessonsRepository(db: Db) {
  const owned = (userId: string, id: string) => and(eq(lessons.id, id), eq(lessons.userId, userId));

  // The lesson page's three reads, built once: after the list, it is the page students open most.
  const lessonIdParam = sql.placeholder('lessonId');
  const userIdParam = sql.placeholder('userId');
  const findLesson = db
    .select()
    .from(lessons)
    .where(and(eq(lessons.id, lessonIdParam), eq(lessons.userId, userIdParam)))
    .prepare('lessons_find');
  // Only the columns the page shows: every other one would be sent, parsed and mapped for nothing.
  const lessonFilesOf = db
    .select(fileViewColumns)
    .from(lessonFiles)
    .where(and(eq(lessonFiles.lessonId, lessonIdParam), eq(lessonFiles.userId, userIdParam)))
    .orderBy(asc(lessonFiles.position))
    .prepare('lessons_file_views');
  const flashcardsOf = db
    .select(cardViewColumns)
    .from(flashcards)
    .where(and(eq(flashcards.lessonId, lessonIdParam), eq(flashcards.userId, userIdParam)))
    .orderBy(asc(flashcards.position))
    .prepare('lessons_card_views');

  // The lesson page's first screen: every column it shows but the text, the cards only counted.
  const findDetail = db
    .select({
      ...withCounts(userIdParam, {
        now: sql.placeholder('now'),
        endOfDay: sql.placeholder('endOfDay'),
      }),
      sheet: lessons.sheet,
      sheetUpdatedAt: lessons.sheetUpdatedAt,
      warnings: lessons.warnings,
    })
    .from(lessons)
    .where(and(eq(lessons.id, lessonIdParam), eq(lessons.userId, userIdParam)))
    .prepare('lessons_find_detail');
  const firstScreenOf = db
    .select({
      title: lessons.title,
      emoji: lessons.emoji,
      status: lessons.status,
      sheet: lessons.sheet,
    })
    .from(lessons)
    .where(and(eq(lessons.id, lessonIdParam), eq(lessons.userId, userIdParam)))
    .prepare('lessons_first_screen');
  const textOf = db
    .select({ text: lessons.text })
    .from(lessons)
    .where(and(eq(lessons.id, lessonIdParam), eq(lessons.userId, userIdParam)))
    .prepare('lessons_text');
  const lessonOwned = db
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(eq(lessons.id, lessonIdParam), eq(lessons.userId, userIdParam)))
    .prepare('lessons_owned');

  // Written out in full: inside a subquery, drizzle would render columns without their table.
  // The values are given, or placeholders of a statement prepared once.
  function withCounts(
    userId: string | Placeholder,
    window: { now: string | Placeholder; endOfDay: string | Placeholder },
  ) {
    const { now, endOfDay } = window;
    return {
      lesson: summaryColumns,
      flashcardCount: sql<number>`(select count(*)::int from "flashcards" as "f" where "f"."lesson_id" = "lessons"."id" and "f"."user_id" = ${userId})`,
      dueCount: sql<number>`(select count(*)::int from "flashcards" as "f" where "f"."lesson_id" = "lessons"."id" and "f"."user_id" = ${userId} and "f"."due" <= ${now}::timestamptz)`,
      laterTodayCount: sql<number>`(select count(*)::int from "flashcards" as "f" where "f"."lesson_id" = "lessons"."id" and "f"."user_id" = ${userId} and "f"."due" > ${now}::timestamptz and "f"."due" < ${endOfDay}::timestamptz)`,
    };
  }

  const flatten = (row: {
    lesson: Omit<LessonSummaryRow, 'flashcardCount' | 'dueCount' | 'laterTodayCount'>;
    flashcardCount: number;
    dueCount: number;
    laterTodayCount: number;
  }): LessonSummaryRow => ({
    ...row.lesson,
    flashcardCount: Number(row.flashcardCount),
    dueCount: Number(row.dueCount),
    laterTodayCount: Number(row.laterTodayCount),
  });

  function listQuery(
    userId: string | Placeholder,
    where: SQL | undefined,
    sort: LessonListFilter['sort'],
    window: { now: string | Placeholder; endOfDay: string | Placeholder },
  ) {
    const order = sort === 'newest' ? desc : asc;
    return db
      .select({
        ...withCounts(userId, window),
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(lessons)
      .where(where)
      .orderBy(order(lessons.createdAt), order(lessons.id))
      .$dynamic();
  }

  // A page without a search, the list every student opens, is prepared once per order and
  // favourite filter rather than built again on every request.
  const listPages = new Map<string, ReturnType<typeof prepareListPage>>();
  function prepareListPage(sort: LessonListFilter['sort'], favourite: boolean | undefined) {
    const where = and(
      eq(lessons.userId, userIdParam),
      favourite === undefined ? undefined : eq(lessons.favourite, favourite),
    );
    const window = { now: sql.placeholder('now'), endOfDay: sql.placeholder('endOfDay') };
    return listQuery(userIdParam, where, sort, window)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`lessons_list_${sort}_${String(favourite ?? 'all')}`);
  }
  function listPage(sort: LessonListFilter['sort'], favourite: boolean | undefined) {
    const key = `${sort}:${String(favourite)}`;
    let prepared = listPages.get(key);
    if (!prepared) {
      prepared = prepareListPage(sort, favourite);
      listPages.set(key, prepared);
    }
    return prepared;
  }

  async function insertCards(
    tx: Pick<Db, 'insert'>,
    userId: string,
    lessonId: string,
    cards: NewFlashcard[],
  ) {
    // A deck holds a question once (a unique index says so): a repeated one is left out.
    const seen = new Set<string>();
    const distinct = cards.filter((card) => {
      const key = card.question.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    if (distinct.length === 0) return;
    await tx
      .insert(flashcards)
      .values(distinct.map((card, position) => ({ ...card, userId, lessonId, position })));
  }

  return {
    /** The lesson and its original files, together or not at all. */
    async insert(lesson: NewLessonRow, files: NewLessonFileRow[]): Promise<LessonRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(lessons).values(lesson).returning();
        if (files.length > 0) await tx.insert(lessonFiles).values(files);
        return row!;
      });
    },

    async find(userId: string, id: string): Promise<LessonRow | undefined> {
      const [row] = await findLesson.execute({ userId, lessonId: id });
      return row;
    },

    /**
     * Lessons of every user still being prepared (or regenerated) since before `before`: the
     * repair sweep re-sends their jobs, which a crash between the write and the send would have
     * lost. The one query not scoped to an owner: it belongs to no request, and only reads ids.
     */
    async unfinished(
      before: Date,
      limit: number,
    ): Promise<
      { id: string; userId: string; generation: number; task: LessonTask | null; since: Date }[]
    > {
      return db
        .select({
          id: lessons.id,
          userId: lessons.userId,
          generation: lessons.generation,
          task: lessons.task,
          since: lessons.updatedAt,
        })
        .from(lessons)
        .where(
          and(
            sql`(${lessons.status} = 'processing' or ${lessons.task} is not null)`,
            sql`${lessons.updatedAt} < ${before.toISOString()}`,
          ),
        )
        .orderBy(asc(lessons.updatedAt))
        .limit(limit);
    },

    /**
     * What the lesson page's first screen shows of a lesson (no text, cards counted), or nothing
     * when the user owns no such lesson.
     */
    async findDetail(
      userId: string,
      id: string,
      window: DueWindow,
    ): Promise<LessonDetailRow | undefined> {
      const [row] = await findDetail.execute({ userId, lessonId: id, ...isoWindow(window) });
      return (
        row && {
          ...flatten(row),
          sheet: row.sheet,
          sheetUpdatedAt: row.sheetUpdatedAt,
          warnings: row.warnings,
        }
      );
    },

    /** The lesson's title, icon, status and sheet: one row, no counts, no files. */
    async firstScreen(userId: string, id: string): Promise<LessonFirstScreenRow | undefined> {
      const [row] = await firstScreenOf.execute({ userId, lessonId: id });
      return row;
    },

    /** The lesson's text, or undefined when the user owns no such lesson. */
    async text(userId: string, id: string): Promise<string | undefined> {
      const [row] = await textOf.execute({ userId, lessonId: id });
      return row?.text;
    },

    /** Whether the user owns this lesson. */
    async owns(userId: string, id: string): Promise<boolean> {
      const rows = await lessonOwned.execute({ userId, lessonId: id });
      return rows.length > 0;
    },

    /** What a list shows of one lesson, or nothing when the user owns no such lesson. */
    async findSummary(
      userId: string,
      id: string,
      window: DueWindow,
    ): Promise<LessonSummaryRow | undefined> {
      const [row] = await db
        .select(withCounts(userId, isoWindow(window)))
        .from(lessons)
        .where(owned(userId, id));
      return row && flatten(row);
    },

    /**
     * One page of the user's lessons and how many match in all, in one query: the total rides
     * on each row as a window count. A page past the end has no row to carry it, so only then
     * is it counted apart.
     */
    async list(
      userId: string,
      filter: LessonListFilter,
      window: DueWindow,
    ): Promise<{ rows: LessonSummaryRow[]; total: number }> {
      const where = () =>
        and(
          eq(lessons.userId, userId),
          filter.favourite === undefined ? undefined : eq(lessons.favourite, filter.favourite),
          filter.search ? searchCondition(userId, filter.search) : undefined,
        );
      const rows = filter.search
        ? await listQuery(userId, where(), filter.sort, isoWindow(window))
            .limit(filter.limit)
            .offset(filter.offset)
        : await listPage(filter.sort, filter.favourite).execute({
            userId,
            ...isoWindow(window),
            limit: filter.limit,
            offset: filter.offset,
          });
      if (rows.length > 0) {
        return { rows: rows.map(flatten), total: rows[0]!.total };
      }
      const [totals] = await db.select({ total: count() }).from(lessons).where(where());
      return { rows: [], total: Number(totals?.total ?? 0) };
    },

    /**
     * Cards due by `window.now` over every lesson, longest overdue first, up to `limit`, each
     * with its lesson's title and emoji; the texts of their lessons; and the counts of cards due
     * now and later today.
     */
    async dueFlashcards(
      userId: string,
      window: DueWindow,
      limit: number,
    ): Promise<{
      rows: { card: FlashcardRow; lessonTitle: string; lessonEmoji: string }[];
      texts: Map<string, string>;
      total: number;
      laterToday: number;
    }> {
      const [rows, [counts]] = await Promise.all([
        db
          .select({
            card: flashcards,
            lessonTitle: lessons.title,
            lessonEmoji: lessons.emoji,
          })
          .from(flashcards)
          .innerJoin(lessons, and(eq(lessons.id, flashcards.lessonId), eq(lessons.userId, userId)))
          .where(and(eq(flashcards.userId, userId), lte(flashcards.due, window.now)))
          .orderBy(asc(flashcards.due), asc(flashcards.lessonId), asc(flashcards.position))
          .limit(limit),
        db
          .select({
            total: sql<number>`count(*) filter (where ${flashcards.due} <= ${window.now.toISOString()}::timestamptz)`,
            laterToday: sql<number>`count(*) filter (where ${flashcards.due} > ${window.now.toISOString()}::timestamptz)`,
          })
          .from(flashcards)
          .innerJoin(lessons, and(eq(lessons.id, flashcards.lessonId), eq(lessons.userId, userId)))
          .where(and(eq(flashcards.userId, userId), lt(flashcards.due, window.endOfDay))),
      ]);
      const lessonIds = [...new Set(rows.map((row) => row.card.lessonId))];
      const texts =
        lessonIds.length === 0
          ? []
          : await db
              .select({ id: lessons.id, text: lessons.text })
              .from(lessons)
              .where(and(eq(lessons.userId, userId), inArray(lessons.id, lessonIds)));
      return {
        rows,
        texts: new Map(texts.map((lesson) => [lesson.id, lesson.text])),
        total: Number(counts?.total ?? 0),
        laterToday: Number(counts?.laterToday ?? 0),
      };
    },

    async files(userId: string, lessonId: string): Promise<LessonFileRow[]> {
      return db
        .select()
        .from(lessonFiles)
        .where(and(eq(lessonFiles.lessonId, lessonId), eq(lessonFiles.userId, userId)))
        .orderBy(asc(lessonFiles.position));
    },

    /** The lesson page's view of its original files, in order. */
    async fileViews(userId: string, lessonId: string): Promise<LessonFileView[]> {
      return lessonFilesOf.execute({ userId, lessonId });
    },

    async file(userId: string, lessonId: string, fileId: string) {
      const [row] = await db
        .select()
        .from(lessonFiles)
        .where(
          and(
            eq(lessonFiles.id, fileId),
            eq(lessonFiles.lessonId, lessonId),
            eq(lessonFiles.userId, userId),
          ),
        );
      return row;
    },

    async flashcards(userId: string, lessonId: string): Promise<FlashcardRow[]> {
      return db
        .select()
        .from(flashcards)
        .where(and(eq(flashcards.lessonId, lessonId), eq(flashcards.userId, userId)))
        .orderBy(asc(flashcards.position));
    },

    /** The lesson page's view of its cards, in order. */
    async flashcardViews(userId: string, lessonId: string): Promise<FlashcardView[]> {
      return flashcardsOf.execute({ userId, lessonId });
    },

    async flashcard(
      userId: string,
      lessonId: string,
      cardId: string,
    ): Promise<FlashcardRow | undefined> {
      const [row] = await db
        .select()
        .from(flashcards)
        .where(
          and(
            eq(flashcards.id, cardId),
            eq(flashcards.lessonId, lessonId),
            eq(flashcards.userId, userId),
          ),
        );
      return row;
    },

    async scheduleFlashcard(
      userId: string,
      cardId: string,
      schedule: Pick<
        FlashcardRow,
        | 'due'
        | 'stability'
        | 'difficulty'
        | 'elapsedDays'
        | 'scheduledDays'
        | 'learningSteps'
        | 'reps'
        | 'lapses'
        | 'state'
        | 'lastReview'
      >,
      review: { rating: FlashcardRating; stateBefore: number },
    ): Promise<FlashcardRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(flashcards)
          .set(schedule)
          .where(and(eq(flashcards.id, cardId), eq(flashcards.userId, userId)))
          .returning();
        if (!row) return undefined;
        await tx.insert(flashcardReviews).values({
          userId,
          flashcardId: cardId,
          rating: review.rating,
          state: review.stateBefore,
          scheduledDays: row.scheduledDays,
          reviewedAt: row.lastReview ?? new Date(),
        });
        return row;
      });
    },

    async update(
      userId: string,
      id: string,
      changes: Partial<
        Pick<
          LessonRow,
          | 'title'
          | 'titleChosen'
          | 'emoji'
          | 'language'
          | 'languageChosen'
          | 'favourite'
          | 'sheet'
          | 'sheetUpdatedAt'
        >
      >,
    ): Promise<LessonRow | undefined> {
      const [row] = await db
        .update(lessons)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(owned(userId, id))
        .returning();
      return row;
    },

    /** Deletes the lesson; its files, cards and quizzes go with it (foreign keys cascade). */
    async delete(userId: string, id: string): Promise<boolean> {
      const rows = await db.delete(lessons).where(owned(userId, id)).returning({ id: lessons.id });
      return rows.length > 0;
    },

    /**
     * Starts a regeneration of a ready, idle lesson: bumps its generation so that any older job
     * writes nothing. Undefined when the lesson is not ready or already busy.
     */
    async startRegeneration(
      userId: string,
      id: string,
      target: LessonTask,
    ): Promise<number | undefined> {
      const [row] = await db
        .update(lessons)
        .set({
          generation: sql`${lessons.generation} + 1`,
          task: target,
          errorCode: null,
          updatedAt: sql`now()`,
        })
        .where(and(owned(userId, id), eq(lessons.status, 'ready'), sql`${lessons.task} is null`))
        .returning({ generation: lessons.generation });
      return row?.generation;
    },

    /** Puts a failed lesson back to processing under a new generation; undefined unless failed. */
    async startRetry(userId: string, id: string): Promise<number | undefined> {
      const [row] = await db
        .update(lessons)
        .set({
          generation: sql`${lessons.generation} + 1`,
          status: 'processing',
          task: null,
          errorCode: null,
          updatedAt: sql`now()`,
        })
        .where(and(owned(userId, id), eq(lessons.status, 'failed')))
        .returning({ generation: lessons.generation });
      return row?.generation;
    },

    /**
     * Stores a finished preparation (lesson fields, sheet and cards) in one transaction, only if
     * the lesson is still processing under `generation`. False when it wrote nothing.
     */
    async completePreparation(
      userId: string,
      id: string,
      generation: number,
      prepared: PreparedLesson,
      cards: NewFlashcard[],
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lockLessonCards(tx, id);
        const updated = await tx
          .update(lessons)
          .set({
            text: prepared.text,
            pageCount: prepared.pageCount,
            language: sql`case when ${lessons.languageChosen} then ${lessons.language} else ${prepared.language} end`,
            title: sql`case when ${lessons.titleChosen} then ${lessons.title} else ${prepared.title} end`,
            emoji: sql`case when ${lessons.emoji} = ${prepared.emojiBefore} then ${prepared.emoji} else ${lessons.emoji} end`,
            warnings: prepared.warnings,
            sheet: prepared.sheet,
            sheetUpdatedAt: sql`now()`,
            status: 'ready',
            task: null,
            errorCode: null,
            updatedAt: sql`now()`,
          })
          .where(
            and(
              owned(userId, id),
              eq(lessons.generation, generation),
              eq(lessons.status, 'processing'),
            ),
          )
          .returning({ id: lessons.id });
        if (updated.length === 0) return false;
        await tx
          .delete(flashcards)
          .where(and(eq(flashcards.lessonId, id), eq(flashcards.userId, userId)));
        await insertCards(tx, userId, id, cards);
        return true;
      });
    },

    /** Replaces the sheet of a sheet regeneration still current; cards and quizzes stay. */
    async completeSheet(
      userId: string,
      id: string,
      generation: number,
      sheet: SheetDocument,
    ): Promise<boolean> {
      const rows = await db
        .update(lessons)
        .set({
          sheet,
          sheetUpdatedAt: sql`now()`,
          task: null,
          errorCode: null,
          updatedAt: sql`now()`,
        })
        .where(
          and(owned(userId, id), eq(lessons.generation, generation), eq(lessons.task, 'sheet')),
        )
        .returning({ id: lessons.id });
      return rows.length > 0;
    },

    /** Deletes every card of the lesson and stores the new ones, for a regeneration still current. */
    async completeFlashcards(
      userId: string,
      id: string,
      generation: number,
      cards: NewFlashcard[],
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lockLessonCards(tx, id);
        const updated = await tx
          .update(lessons)
          .set({ task: null, errorCode: null, updatedAt: sql`now()` })
          .where(
            and(
              owned(userId, id),
              eq(lessons.generation, generation),
              eq(lessons.task, 'flashcards'),
            ),
          )
          .returning({ id: lessons.id });
        if (updated.length === 0) return false;
        await tx
          .delete(flashcards)
          .where(and(eq(flashcards.lessonId, id), eq(flashcards.userId, userId)));
        await insertCards(tx, userId, id, cards);
        return true;
      });
    },

    /**
     * Records that the work of `generation` failed: a preparation leaves the lesson failed, a
     * regeneration leaves its content as it was. False when that work is no longer current.
     */
    async fail(
      userId: string,
      id: string,
      generation: number,
      target: LessonTask | 'all',
      code: ErrorCode,
    ): Promise<boolean> {
      const current = and(owned(userId, id), eq(lessons.generation, generation));
      const rows =
        target === 'all'
          ? await db
              .update(lessons)
              .set({ status: 'failed', task: null, errorCode: code, updatedAt: sql`now()` })
              .where(and(current, eq(lessons.status, 'processing')))
              .returning({ id: lessons.id })
          : await db
              .update(lessons)
              .set({ task: null, errorCode: code, updatedAt: sql`now()` })
              .where(and(current, eq(lessons.task, target)))
              .returning({ id: lessons.id });
      return rows.length > 0;
    },

    /**
     * Sends a missed question to review: the card of the lesson that teaches it comes due now;
     * only when there is none, and the question is not blank, a new card joins the deck.
     */
    async queueMistake(userId: string, card: MistakeCard): Promise<MistakeOutcome> {
      return db.transaction(async (tx) => {
        // Mistakes of one lesson land one at a time: two at once would both find no such card, or
        // read the same last position, and add the card twice or two cards at one place.
        await lockLessonCards(tx, card.lessonId);
        const deck = await tx
          .select({
            id: flashcards.id,
            question: flashcards.question,
            answer: flashcards.answer,
            term: flashcards.term,
            sourceStart: flashcards.sourceStart,
            sourceEnd: flashcards.sourceEnd,
          })
          .from(flashcards)
          .where(and(eq(flashcards.lessonId, card.lessonId), eq(flashcards.userId, userId)))
          .orderBy(asc(flashcards.position));
        const existing = cardForMistake(card, deck);
        if (existing) {
          await tx
            .update(flashcards)
            .set({ due: sql`least(${flashcards.due}, now())` })
            .where(and(eq(flashcards.id, existing.id), eq(flashcards.userId, userId)));
          return 'strengthened';
        }
        if (isBlankCard(card)) return 'skipped';
        const [lesson] = await tx
          .select({ id: lessons.id })
          .from(lessons)
          .where(and(eq(lessons.id, card.lessonId), eq(lessons.userId, userId)));
        if (!lesson) return 'skipped';
        const [last] = await tx
          .select({ position: sql<number | null>`max(${flashcards.position})` })
          .from(flashcards)
          .where(and(eq(flashcards.lessonId, card.lessonId), eq(flashcards.userId, userId)));
        // The unique card question per lesson is the last guard against a duplicate.
        const inserted = await tx
          .insert(flashcards)
          .values({
            lessonId: card.lessonId,
            userId,
            position: last?.position === null || last === undefined ? 0 : Number(last.position) + 1,
            question: card.question,
            answer: card.answer,
            sourceStart: card.sourceStart,
            sourceEnd: card.sourceEnd,
            due: sql`now()`,
          })
          .onConflictDoNothing()
          .returning({ id: flashcards.id });
        return inserted.length > 0 ? 'created' : 'skipped';
      });
    },
  };
}
export type LessonsRepository = ReturnType<typeof createLessonsRepository>;
