import type { QuizExerciseType, QuizStatus } from '@study/shared';
import {
  boolean,
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
import { createdAt } from '../../db/columns.ts';
import { users } from '../auth/auth.tables.ts';
import { lessons } from '../lessons/lessons.tables.ts';

/** A quiz of one lesson; its score is computed by the server from its questions' points. */
export const quizzes = pgTable(
  'quizzes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    type: text('type').$type<QuizExerciseType>().notNull(),
    answerCount: smallint('answer_count'),
    status: text('status').$type<QuizStatus>().notNull().default('processing'),
    errorCode: text('error_code'),
    /** The quiz whose mistakes this one retries, if any. */
    retryOfQuizId: uuid('retry_of_quiz_id'),
    favourite: boolean('favourite').notNull().default(false),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('quizzes_user_created_idx').on(table.userId, table.createdAt),
    index('quizzes_lesson_idx').on(table.lessonId),
  ],
);

/** The questions of a quiz, with the student's answer once given. Points are stored doubled (0, 1, 2). */
export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: text('type').$type<QuizExerciseType>().notNull(),
    prompt: text('prompt').notNull(),
    choices: jsonb('choices').$type<string[]>(),
    answer: text('answer').notNull(),
    sourceStart: integer('source_start').notNull(),
    sourceEnd: integer('source_end').notNull(),
    givenAnswer: text('given_answer'),
    pointsDoubled: smallint('points_doubled'),
    feedback: text('feedback'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('quiz_questions_quiz_position_idx').on(table.quizId, table.position)],
);
