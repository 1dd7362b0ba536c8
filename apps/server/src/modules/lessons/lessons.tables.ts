import { sql } from 'drizzle-orm';
import type {
  FlashcardRating,
  ExtractionWarning,
  FileKind,
  LessonLanguage,
  LessonSource,
  LessonStatus,
  LessonTask,
  SheetDocument,
} from '@study/shared';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.ts';
import { users } from '../auth/auth.tables.ts';

/** A lesson: its source, the text read from it, and the sheet generated then edited. */
export const lessons = pgTable(
  'lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    emoji: text('emoji').notNull(),
    language: text('language').$type<LessonLanguage>().notNull(),
    /** Whether the language was chosen by the student (kept) or detected (replaced by the job). */
    languageChosen: boolean('language_chosen').notNull().default(false),
    /** Whether the title was typed by the student (kept) or should come from the source. */
    titleChosen: boolean('title_chosen').notNull().default(true),
    source: text('source').$type<LessonSource>().notNull(),
    status: text('status').$type<LessonStatus>().notNull().default('processing'),
    task: text('task').$type<LessonTask>(),
    errorCode: text('error_code'),
    /** Bumped by every accepted generation request; a job only writes when its number matches. */
    generation: integer('generation').notNull().default(1),
    pageCount: integer('page_count').notNull().default(0),
    text: text('text').notNull().default(''),
    sheet: jsonb('sheet').$type<SheetDocument>(),
    sheetUpdatedAt: timestamp('sheet_updated_at', { withTimezone: true }),
    warnings: jsonb('warnings').$type<ExtractionWarning[]>().notNull().default([]),
    favourite: boolean('favourite').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('lessons_user_created_idx').on(table.userId, table.createdAt),
    index('lessons_user_title_idx').on(table.userId, sql`lower(${table.title})`),
  ],
);

/** The original files of a lesson, kept in object storage under `storageKey`. */
export const lessonFiles = pgTable(
  'lesson_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    kind: text('kind').$type<FileKind>().notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [index('lesson_files_lesson_idx').on(table.lessonId)],
);

/** Flashcards of a lesson with their FSRS scheduling state (ts-fsrs `Card`). */
export const flashcards = pgTable(
  'flashcards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    term: text('term'),
    sourceStart: integer('source_start').notNull(),
    sourceEnd: integer('source_end').notNull(),
    due: timestamp('due', { withTimezone: true }).notNull().defaultNow(),
    stability: doublePrecision('stability').notNull().default(0),
    difficulty: doublePrecision('difficulty').notNull().default(0),
    elapsedDays: integer('elapsed_days').notNull().default(0),
    scheduledDays: integer('scheduled_days').notNull().default(0),
    learningSteps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull().default(0),
    lapses: integer('lapses').notNull().default(0),
    /** ts-fsrs `State`: 0 new, 1 learning, 2 review, 3 relearning. */
    state: smallint('state').notNull().default(0),
    lastReview: timestamp('last_review', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('flashcards_lesson_idx').on(table.lessonId, table.position),
    index('flashcards_user_due_idx').on(table.userId, table.due),
    // One card per question in a deck; hashed, since a question may outgrow an index entry.
    uniqueIndex('flashcards_lesson_question_idx').on(
      table.lessonId,
      sql`md5(lower(${table.question}))`,
    ),
  ],
);

/**
 * Every review of a card, kept after the card and its lesson are gone (the study days and the
 * streak are the student's history, not the deck's). `state` is the card's FSRS state before the
 * review, `scheduledDays` the interval it gave: what an FSRS optimiser would need later.
 */
export const flashcardReviews = pgTable(
  'flashcard_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    flashcardId: uuid('flashcard_id').references(() => flashcards.id, { onDelete: 'set null' }),
    rating: text('rating').$type<FlashcardRating>().notNull(),
    state: smallint('state').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('flashcard_reviews_user_day_idx').on(table.userId, table.reviewedAt)],
);
