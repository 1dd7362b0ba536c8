import { and, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { ErrorCode, LessonLanguage, QuizExerciseType } from '@study/shared';
import type { Db } from '../../db/database.ts';
import { quizQuestions, quizzes } from './quizzes.tables.ts';
import { lessons } from '../lessons/lessons.tables.ts';

export type QuizRow = typeof quizzes.$inferSelect;
export type QuizQuestionRow = typeof quizQuestions.$inferSelect;

/** What a quiz needs of its lesson: read here, never through the lessons module. */
export interface QuizLesson {
  id: string;
  title: string;
  emoji: string;
  language: LessonLanguage;
  status: string;
  text: string;
}

/** A quiz with its lesson's title, emoji and language, and the tallies of its questions. */
export interface QuizWithTallies extends QuizRow {
  lessonTitle: string;
  lessonEmoji: string;
  language: LessonLanguage;
  questionCount: number;
  answeredCount: number;
  pointsDoubled: number;
}

/** A question to store, in quiz order. */
export interface NewQuizQuestion {
  type: QuizExerciseType;
  prompt: string;
  choices: string[] | null;
  answer: string;
  sourceStart: number;
  sourceEnd: number;
}

export interface QuizListFilter {
  favourite?: boolean | undefined;
  lessonId?: string | undefined;
  limit: number;
  offset: number;
}

/** The only SQL on quizzes and their questions; every query carries the owner's id. */
export function createQuizzesRepository(db: Db) {
  const owned = (userId: string, id: string) => and(eq(quizzes.id, id), eq(quizzes.userId, userId));

  // Tallies as scalar subqueries, so that a list page costs one query whatever its length.
  const ofQuiz = sql`${quizQuestions.quizId} = ${quizzes.id} and ${quizQuestions.userId} = ${quizzes.userId}`;
  const withTallies = {
    quiz: quizzes,
    lessonTitle: lessons.title,
    lessonEmoji: lessons.emoji,
    language: lessons.language,
    questionCount: sql<number>`(select count(*)::int from ${quizQuestions} where ${ofQuiz})`,
    answeredCount: sql<number>`(select count(*)::int from ${quizQuestions} where ${ofQuiz} and ${quizQuestions.givenAnswer} is not null)`,
    pointsDoubled: sql<number>`(select coalesce(sum(${quizQuestions.pointsDoubled}), 0)::int from ${quizQuestions} where ${ofQuiz})`,
  };
  const lessonOfQuiz = and(eq(lessons.id, quizzes.lessonId), eq(lessons.userId, quizzes.userId));

  // The reads of playing a quiz (every answer makes them), built once.
  const userIdParam = sql.placeholder('userId');
  const quizIdParam = sql.placeholder('quizId');
  const findQuiz = db
    .select(withTallies)
    .from(quizzes)
    .innerJoin(lessons, lessonOfQuiz)
    .where(and(eq(quizzes.id, quizIdParam), eq(quizzes.userId, userIdParam)))
    .prepare('quizzes_find');
  // A question with its lesson's text, which its source passage is cut from once it is answered:
  // one statement, read beside the quiz itself.
  const findQuestion = db
    .select({ question: quizQuestions, lessonText: lessons.text })
    .from(quizQuestions)
    .innerJoin(
      quizzes,
      and(eq(quizzes.id, quizQuestions.quizId), eq(quizzes.userId, quizQuestions.userId)),
    )
    .innerJoin(lessons, lessonOfQuiz)
    .where(
      and(
        eq(quizQuestions.id, sql.placeholder('questionId')),
        eq(quizQuestions.quizId, quizIdParam),
        eq(quizQuestions.userId, userIdParam),
      ),
    )
    .prepare('quizzes_question');
  const findLesson = db
    .select({
      id: lessons.id,
      title: lessons.title,
      emoji: lessons.emoji,
      language: lessons.language,
      status: lessons.status,
      text: lessons.text,
    })
    .from(lessons)
    .where(and(eq(lessons.id, sql.placeholder('lessonId')), eq(lessons.userId, userIdParam)))
    .prepare('quizzes_lesson');

  // The writes of an answer, built once too.
  const storeAnswer = db
    .update(quizQuestions)
    .set({
      givenAnswer: sql`${sql.placeholder('givenAnswer')}`,
      pointsDoubled: sql`${sql.placeholder('pointsDoubled')}`,
      feedback: sql`${sql.placeholder('feedback')}`,
      answeredAt: sql`now()`,
    })
    .where(
      and(
        eq(quizQuestions.id, sql.placeholder('questionId')),
        eq(quizQuestions.quizId, quizIdParam),
        eq(quizQuestions.userId, userIdParam),
        isNull(quizQuestions.givenAnswer),
      ),
    )
    .returning()
    .prepare('quizzes_store_answer');
  const ofThisQuiz = sql`${quizQuestions.quizId} = ${quizIdParam} and ${quizQuestions.userId} = ${userIdParam}`;
  const completion = db.$with('completion').as(
    db
      .update(quizzes)
      .set({ completedAt: sql`now()` })
      .where(
        and(
          eq(quizzes.id, quizIdParam),
          eq(quizzes.userId, userIdParam),
          isNull(quizzes.completedAt),
          sql`exists (select 1 from ${quizQuestions} where ${ofThisQuiz})`,
          sql`not exists (select 1 from ${quizQuestions} where ${ofThisQuiz} and ${quizQuestions.givenAnswer} is null)`,
        ),
      )
      .returning({ completedAt: quizzes.completedAt }),
  );
  // The completion and the quiz read back in one statement. Its select sees the quiz as it was
  // before the update (PostgreSQL's rule for a statement's parts), hence the completion time taken
  // from the update's own row; the tallies see the answer, committed by the statement before.
  const completeAndFind = db
    .with(completion)
    .select({
      ...withTallies,
      completedNow: sql<Date | null>`(select ${completion.completedAt} from ${completion})`.mapWith(
        quizzes.completedAt,
      ),
    })
    .from(quizzes)
    .innerJoin(lessons, lessonOfQuiz)
    .where(and(eq(quizzes.id, quizIdParam), eq(quizzes.userId, userIdParam)))
    .prepare('quizzes_complete');

  const flatten = (row: {
    quiz: QuizRow;
    lessonTitle: string;
    lessonEmoji: string;
    language: LessonLanguage;
    questionCount: number;
    answeredCount: number;
    pointsDoubled: number;
  }): QuizWithTallies => ({
    ...row.quiz,
    lessonTitle: row.lessonTitle,
    lessonEmoji: row.lessonEmoji,
    language: row.language,
    questionCount: Number(row.questionCount),
    answeredCount: Number(row.answeredCount),
    pointsDoubled: Number(row.pointsDoubled),
  });

  async function insertQuestions(
    tx: Pick<Db, 'insert'>,
    userId: string,
    quizId: string,
    questions: NewQuizQuestion[],
  ) {
    if (questions.length === 0) return;
    await tx
      .insert(quizQuestions)
      .values(questions.map((question, position) => ({ ...question, userId, quizId, position })));
  }

  return {
    async lesson(userId: string, lessonId: string): Promise<QuizLesson | undefined> {
      const [row] = await findLesson.execute({ userId, lessonId });
      return row;
    },

    async insert(quiz: {
      userId: string;
      lessonId: string;
      type: QuizExerciseType;
      answerCount: number | null;
    }): Promise<QuizRow> {
      const [row] = await db.insert(quizzes).values(quiz).returning();
      return row!;
    },

    async find(userId: string, id: string): Promise<QuizWithTallies | undefined> {
      const [row] = await findQuiz.execute({ userId, quizId: id });
      return row && flatten(row);
    },

    async list(
      userId: string,
      filter: QuizListFilter,
    ): Promise<{ rows: QuizWithTallies[]; total: number }> {
      const where = and(
        eq(quizzes.userId, userId),
        filter.favourite === undefined ? undefined : eq(quizzes.favourite, filter.favourite),
        filter.lessonId === undefined ? undefined : eq(quizzes.lessonId, filter.lessonId),
      );
      const [rows, totals] = await Promise.all([
        db
          .select(withTallies)
          .from(quizzes)
          .innerJoin(lessons, lessonOfQuiz)
          .where(where)
          .orderBy(desc(quizzes.createdAt), desc(quizzes.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ total: count() }).from(quizzes).where(where),
      ]);
      return { rows: rows.map(flatten), total: Number(totals[0]?.total ?? 0) };
    },

    async questions(userId: string, quizId: string): Promise<QuizQuestionRow[]> {
      return db
        .select()
        .from(quizQuestions)
        .where(and(eq(quizQuestions.quizId, quizId), eq(quizQuestions.userId, userId)))
        .orderBy(quizQuestions.position);
    },

    /** One question of the quiz, with the text of the quiz's lesson. */
    async question(
      userId: string,
      quizId: string,
      questionId: string,
    ): Promise<{ question: QuizQuestionRow; lessonText: string } | undefined> {
      const [row] = await findQuestion.execute({ userId, quizId, questionId });
      return row;
    },

    /** The prompts of the lesson's other quizzes, for a new quiz to avoid. */
    async otherPrompts(userId: string, lessonId: string, exceptQuizId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ prompt: quizQuestions.prompt })
        .from(quizQuestions)
        .innerJoin(
          quizzes,
          and(eq(quizzes.id, quizQuestions.quizId), eq(quizzes.userId, quizQuestions.userId)),
        )
        .where(
          and(
            eq(quizzes.userId, userId),
            eq(quizzes.lessonId, lessonId),
            ne(quizzes.id, exceptQuizId),
          ),
        );
      return rows.map((row) => row.prompt);
    },

    /**
     * Stores the generated questions and marks the quiz ready, in one transaction, only if it is
     * still processing: a job run twice writes once. False when it wrote nothing.
     */
    async completeGeneration(
      userId: string,
      id: string,
      questions: NewQuizQuestion[],
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(quizzes)
          .set({ status: 'ready', errorCode: null })
          .where(and(owned(userId, id), eq(quizzes.status, 'processing')))
          .returning({ id: quizzes.id });
        if (updated.length === 0) return false;
        await insertQuestions(tx, userId, id, questions);
        return true;
      });
    },

    /** Marks a processing quiz failed with `code`; false when it was no longer processing. */
    async fail(userId: string, id: string, code: ErrorCode): Promise<boolean> {
      const rows = await db
        .update(quizzes)
        .set({ status: 'failed', errorCode: code })
        .where(and(owned(userId, id), eq(quizzes.status, 'processing')))
        .returning({ id: quizzes.id });
      return rows.length > 0;
    },

    /**
     * Stores an answer unless the question already has one: one conditional statement, so that of
     * two concurrent answers only one scores. Undefined when the question was already answered.
     */
    async recordAnswer(
      userId: string,
      quizId: string,
      questionId: string,
      answer: { givenAnswer: string; pointsDoubled: number; feedback: string | null },
    ): Promise<QuizQuestionRow | undefined> {
      const [row] = await storeAnswer.execute({ userId, quizId, questionId, ...answer });
      return row;
    },

    /**
     * Sets `completed_at` once every question has an answer, and reads the quiz back. Run after
     * the answer is committed, so that of two last answers landing together, the later check sees
     * both.
     */
    async completeIfAllAnswered(userId: string, id: string): Promise<QuizWithTallies | undefined> {
      const [row] = await completeAndFind.execute({ userId, quizId: id });
      if (!row) return undefined;
      const { completedNow, ...rest } = row;
      const quiz = flatten(rest);
      return { ...quiz, completedAt: quiz.completedAt ?? completedNow };
    },

    async setFavourite(userId: string, id: string, favourite: boolean): Promise<boolean> {
      const rows = await db
        .update(quizzes)
        .set({ favourite })
        .where(owned(userId, id))
        .returning({ id: quizzes.id });
      return rows.length > 0;
    },

    /** Deletes the quiz; its questions go with it (foreign key cascade). */
    async delete(userId: string, id: string): Promise<boolean> {
      const rows = await db.delete(quizzes).where(owned(userId, id)).returning({ id: quizzes.id });
      return rows.length > 0;
    },

    /** A ready quiz retrying `source`'s mistakes with copies of `questions`, together or not at all. */
    async insertRetry(
      userId: string,
      source: Pick<QuizRow, 'id' | 'lessonId' | 'type' | 'answerCount'>,
      questions: NewQuizQuestion[],
    ): Promise<QuizRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(quizzes)
          .values({
            userId,
            lessonId: source.lessonId,
            type: source.type,
            answerCount: source.answerCount,
            status: 'ready',
            retryOfQuizId: source.id,
          })
          .returning();
        await insertQuestions(tx, userId, row!.id, questions);
        return row!;
      });
    },
  };
}
export type QuizzesRepository = ReturnType<typeof createQuizzesRepository>;
