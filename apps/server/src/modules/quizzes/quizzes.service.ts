import {
  answerCounts,
  AppError,
  fillBlank,
  isAppError,
  type AnswerQuestion,
  type AnswerVerdict,
  type CreateQuiz,
  type QuizDetail,
  type QuizList,
  type QuizSummary,
  type RealtimeEvent,
} from '@study/shared';
import { matchesFillAnswer, type StudyEngine } from '@study/study-engine';
import type { Entitlements } from '../usage/entitlements.ts';
import { toQuestionView, toQuizDetail, toQuizSummary } from './quiz-views.ts';
import type {
  NewQuizQuestion,
  QuizQuestionRow,
  QuizzesRepository,
  QuizWithTallies,
} from './quizzes.repository.ts';
import type { MistakeCard, MistakeOutcome } from '../lessons/mistake-card.ts';

/** The job that writes a quiz's questions; `period` is where its generation was counted. */
export interface QuizGenerationJob {
  userId: string;
  quizId: string;
  period: string;
}

/** MCQ without an answer count gets the engine's default: square, 4 answers. */
const defaultAnswerCount = 4;

export interface QuizzesServiceOptions {
  repository: QuizzesRepository;
  engine: StudyEngine;
  entitlements: Entitlements;
  enqueueGeneration: (job: QuizGenerationJob) => Promise<void>;
  /** Sends a missed question to the lesson's flashcard review (the lessons module's deck). */
  queueMistake: (userId: string, card: MistakeCard) => Promise<MistakeOutcome>;
  /** Tells the owner's open tabs; never a reason for the change itself to fail. */
  publish: (userId: string, event: RealtimeEvent) => Promise<void>;
}

/** A user-caused failure (a lesson too short for the type...) fails at once; the rest retries. */
function isFinalError(error: unknown): error is AppError {
  return isAppError(error) && error.status < 500;
}

/** The flashcard question of a missed quiz question: a fill-in's blank shows as an ellipsis. */
function cardQuestion(question: QuizQuestionRow): string {
  return question.type === 'fill' ? question.prompt.replaceAll(fillBlank, '…') : question.prompt;
}

/**
 * The rules of quizzes: a quiz belongs to its owner and to a ready lesson, costs one generation,
 * is scored only from the points the server stored, and sends a missed question to flashcard
 * review.
 */
export function createQuizzesService(options: QuizzesServiceOptions) {
  const { repository, engine, entitlements, enqueueGeneration, queueMistake, publish } = options;

  async function owned(userId: string, id: string): Promise<QuizWithTallies> {
    const quiz = await repository.find(userId, id);
    if (!quiz) throw new AppError('QUIZ_NOT_FOUND');
    return quiz;
  }

  async function lessonText(userId: string, lessonId: string): Promise<string> {
    return (await repository.lesson(userId, lessonId))?.text ?? '';
  }

  /** Points (doubled) and feedback of an answer; MCQ answers must be one of the choices. */
  async function grade(
    question: QuizQuestionRow,
    answer: string,
    quiz: QuizWithTallies,
    lesson: string,
  ): Promise<{ pointsDoubled: number; feedback: string | null }> {
    const { language } = quiz;
    if (question.type === 'mcq') {
      const choices = (question.choices ?? []).map((choice) => choice.trim());
      if (!choices.includes(answer)) throw new AppError('QUIZ_ANSWER_NOT_A_CHOICE');
      return { pointsDoubled: answer === question.answer.trim() ? 2 : 0, feedback: null };
    }
    if (question.type === 'fill') {
      const right = matchesFillAnswer(question.prompt, question.answer, answer);
      return { pointsDoubled: right ? 2 : 0, feedback: null };
    }
    const graded = await engine.gradeOpenAnswer({
      question: question.prompt,
      expected: question.answer,
      answer,
      language,
      lesson,
    });
    return { pointsDoubled: graded.score * 2, feedback: graded.feedback };
  }

  async function failGeneration(job: QuizGenerationJob, code: AppError['code']): Promise<void> {
    if (!(await repository.fail(job.userId, job.quizId, code))) return;
    await entitlements.refund(job.userId, 'generation', job.period);
    await publish(job.userId, { type: 'quiz.updated', quizId: job.quizId, status: 'failed' });
  }

  return {
    /** Counts a generation and queues the quiz's questions; the quiz answers `processing`. */
    async create(userId: string, input: CreateQuiz): Promise<QuizSummary> {
      const lesson = await repository.lesson(userId, input.lessonId);
      if (!lesson) throw new AppError('LESSON_NOT_FOUND');
      if (lesson.status !== 'ready') throw new AppError('LESSON_NOT_READY');
      const { period } = await entitlements.spend(userId, 'generation');
      let quizId: string | undefined;
      try {
        const quiz = await repository.insert({
          userId,
          lessonId: lesson.id,
          type: input.type,
          answerCount: input.type === 'mcq' ? (input.answerCount ?? defaultAnswerCount) : null,
        });
        quizId = quiz.id;
        await enqueueGeneration({ userId, quizId, period });
      } catch (error) {
        // Nothing was queued: the quiz would wait forever, so it goes, and so does the spending.
        if (quizId) await repository.delete(userId, quizId);
        await entitlements.refund(userId, 'generation', period);
        throw error;
      }
      return toQuizSummary(await owned(userId, quizId));
    },

    /**
     * The job: generates the questions, avoiding the lesson's earlier prompts, and stores them
     * with the ready status at once. A quiz no longer processing (done, failed, deleted) is left
     * alone, so a job run twice writes once. Errors the user caused fail the quiz now and refund;
     * others are thrown for the queue to retry.
     */
    async generate(job: QuizGenerationJob): Promise<void> {
      const quiz = await repository.find(job.userId, job.quizId);
      if (!quiz || quiz.status !== 'processing') return;
      const lesson = await repository.lesson(job.userId, quiz.lessonId);
      if (!lesson) return;
      const avoid = await repository.otherPrompts(job.userId, lesson.id, quiz.id);
      const answerCount = answerCounts.find((count) => count === quiz.answerCount);
      let questions: NewQuizQuestion[];
      try {
        const generated = await engine.generateQuiz({
          text: lesson.text,
          language: lesson.language,
          title: lesson.title,
          type: quiz.type,
          ...(answerCount === undefined ? {} : { answerCount }),
          avoid,
        });
        questions = generated.questions.map((question) => ({
          type: question.type,
          prompt: question.prompt,
          choices: question.type === 'mcq' ? question.choices : null,
          answer: question.answer,
          sourceStart: question.source.start,
          sourceEnd: question.source.end,
        }));
      } catch (error) {
        if (!isFinalError(error)) throw error;
        await failGeneration(job, error.code);
        return;
      }
      if (await repository.completeGeneration(job.userId, job.quizId, questions)) {
        await publish(job.userId, { type: 'quiz.updated', quizId: job.quizId, status: 'ready' });
      }
    },

    /** After the queue's last attempt: the quiz shows the generation error and the spending returns. */
    async generationGaveUp(job: QuizGenerationJob): Promise<void> {
      await failGeneration(job, 'QUIZ_GENERATION_FAILED');
    },

    async list(
      userId: string,
      query: {
        favourite?: boolean | undefined;
        lessonId?: string | undefined;
        page: number;
        pageSize: number;
      },
    ): Promise<QuizList> {
      const { rows, total } = await repository.list(userId, {
        favourite: query.favourite,
        lessonId: query.lessonId,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return { items: rows.map(toQuizSummary), total, page: query.page, pageSize: query.pageSize };
    },

    async get(userId: string, id: string): Promise<QuizDetail> {
      const quiz = await owned(userId, id);
      const [questions, text] = await Promise.all([
        repository.questions(userId, id),
        lessonText(userId, quiz.lessonId),
      ]);
      return toQuizDetail(quiz, questions, text);
    },

    /**
     * Scores one answer server-side and stores it once; the 10th answer completes the quiz. A
     * wrong or half answer puts the question in the lesson's flashcard review.
     */
    async answer(userId: string, id: string, input: AnswerQuestion): Promise<AnswerVerdict> {
      // Both reads carry the owner's id: together, and the quiz's answer decides first.
      const [quiz, found] = await Promise.all([
        owned(userId, id),
        repository.question(userId, id, input.questionId),
      ]);
      if (quiz.status !== 'ready') throw new AppError('QUIZ_NOT_READY');
      if (!found) throw new AppError('QUIZ_QUESTION_NOT_FOUND');
      const { question, lessonText: text } = found;
      if (question.givenAnswer !== null) throw new AppError('QUIZ_ALREADY_ANSWERED');
      const graded = await grade(question, input.answer, quiz, text);
      const answered = await repository.recordAnswer(userId, id, question.id, {
        givenAnswer: input.answer,
        ...graded,
      });
      if (!answered) throw new AppError('QUIZ_ALREADY_ANSWERED');
      if (graded.pointsDoubled < 2) {
        await queueMistake(userId, {
          lessonId: quiz.lessonId,
          question: cardQuestion(answered),
          answer: answered.answer,
          sourceStart: answered.sourceStart,
          sourceEnd: answered.sourceEnd,
        });
      }
      const after = await repository.completeIfAllAnswered(userId, id);
      // Deleted between the answer and now: the quiz is gone for its owner too.
      if (!after) throw new AppError('QUIZ_NOT_FOUND');
      await publish(userId, { type: 'quiz.updated', quizId: id, status: after.status });
      return { question: toQuestionView(answered, text), quiz: toQuizSummary(after) };
    },

    async setFavourite(userId: string, id: string, favourite: boolean): Promise<QuizSummary> {
      if (!(await repository.setFavourite(userId, id, favourite))) {
        throw new AppError('QUIZ_NOT_FOUND');
      }
      const quiz = await owned(userId, id);
      await publish(userId, { type: 'quiz.updated', quizId: id, status: quiz.status });
      return toQuizSummary(quiz);
    },

    async delete(userId: string, id: string): Promise<void> {
      if (!(await repository.delete(userId, id))) throw new AppError('QUIZ_NOT_FOUND');
    },

    /** A new ready quiz of the missed (not full-point) questions of a completed quiz; no generation spent. */
    async retryMistakes(userId: string, id: string): Promise<QuizSummary> {
      const quiz = await owned(userId, id);
      const missed =
        quiz.completedAt === null
          ? []
          : (await repository.questions(userId, id)).filter(
              (question) => question.pointsDoubled !== null && question.pointsDoubled < 2,
            );
      if (missed.length === 0) throw new AppError('QUIZ_NO_MISTAKES');
      const retry = await repository.insertRetry(
        userId,
        quiz,
        missed.map((question) => ({
          type: question.type,
          prompt: question.prompt,
          choices: question.choices,
          answer: question.answer,
          sourceStart: question.sourceStart,
          sourceEnd: question.sourceEnd,
        })),
      );
      await publish(userId, { type: 'quiz.updated', quizId: retry.id, status: retry.status });
      return toQuizSummary(await owned(userId, retry.id));
    },
  };
}
export type QuizzesService = ReturnType<typeof createQuizzesService>;
