import type { AnswerVerdict, QuizDetail, QuizSummary } from '@study/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { quizGenerateQueue } from '../src/modules/quizzes/quizzes.plugin.ts';
import {
  createQuizzesRepository,
  type NewQuizQuestion,
} from '../src/modules/quizzes/quizzes.repository.ts';
import type { TestUser } from './auth-helpers.ts';
import {
  type FullLesson,
  createLesson,
  heartLesson,
  userRequest,
  waitForLesson,
} from './lesson-helpers.ts';

/** A lesson of `user`, prepared and ready for quizzes (the heart lesson by default). */
export async function readyLesson(
  app: FastifyInstance,
  user: TestUser,
  text = heartLesson,
): Promise<FullLesson> {
  const created = await createLesson(app, user, { text });
  const lesson = await waitForLesson(app, user, created.id);
  if (lesson.status !== 'ready') throw new Error(`lesson ${lesson.id} is ${lesson.status}`);
  return lesson;
}

export function postQuiz(
  app: FastifyInstance,
  user: TestUser,
  body: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return userRequest(app, user, 'POST', '/api/quizzes', body);
}

/** `POST /api/quizzes` that must answer 202; returns the processing quiz. */
export async function createQuiz(
  app: FastifyInstance,
  user: TestUser,
  body: Record<string, unknown>,
): Promise<QuizSummary> {
  const response = await postQuiz(app, user, body);
  if (response.statusCode !== 202) {
    throw new Error(`quiz not created: ${response.statusCode} ${response.body}`);
  }
  return response.json() as QuizSummary;
}

export async function getQuiz(
  app: FastifyInstance,
  user: TestUser,
  id: string,
): Promise<QuizDetail> {
  const response = await userRequest(app, user, 'GET', `/api/quizzes/${id}`);
  if (response.statusCode !== 200) {
    throw new Error(`quiz not read: ${response.statusCode} ${response.body}`);
  }
  return response.json() as QuizDetail;
}

/** Runs the queued generations and returns the quiz once it is no longer processing. */
export async function waitForQuiz(
  app: FastifyInstance,
  user: TestUser,
  id: string,
  timeoutMs = 60_000,
): Promise<QuizDetail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await app.jobs.drain(quizGenerateQueue);
    const quiz = await getQuiz(app, user, id);
    if (quiz.status !== 'processing') return quiz;
    if (Date.now() > deadline) throw new Error(`quiz ${id} still processing`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** `POST /api/quizzes/:id/answers` as the play screen sends it, plus any `extra` body fields. */
export function postAnswer(
  app: FastifyInstance,
  user: TestUser,
  quizId: string,
  questionId: string,
  answer: string,
  extra: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  return userRequest(app, user, 'POST', `/api/quizzes/${quizId}/answers`, {
    questionId,
    answer,
    ...extra,
  });
}

/** An answer that must be accepted; returns the verdict. */
export async function answer(
  app: FastifyInstance,
  user: TestUser,
  quizId: string,
  questionId: string,
  given: string,
): Promise<AnswerVerdict> {
  const response = await postAnswer(app, user, quizId, questionId, given);
  if (response.statusCode !== 200) {
    throw new Error(`answer refused: ${response.statusCode} ${response.body}`);
  }
  return response.json() as AnswerVerdict;
}

/** The span of `passage` in the lesson text, as the engine would point at it. */
export function spanOf(text: string, passage: string): { sourceStart: number; sourceEnd: number } {
  const start = text.indexOf(passage);
  if (start < 0) throw new Error(`passage not in the lesson: ${passage}`);
  return { sourceStart: start, sourceEnd: start + passage.length };
}

/**
 * A ready quiz with exactly these questions, written through the quizzes repository as the
 * generation job writes them: tests choose the types and answers they grade.
 */
export async function insertReadyQuiz(
  app: FastifyInstance,
  user: TestUser,
  lesson: Pick<FullLesson, 'id'>,
  questions: NewQuizQuestion[],
  type: NewQuizQuestion['type'] = 'open',
): Promise<string> {
  const repository = createQuizzesRepository(app.database.db);
  const quiz = await repository.insert({
    userId: user.id,
    lessonId: lesson.id,
    type,
    answerCount: type === 'mcq' ? 3 : null,
  });
  if (!(await repository.completeGeneration(user.id, quiz.id, questions))) {
    throw new Error('quiz not completed');
  }
  return quiz.id;
}

/**
 * Ten questions on the heart lesson, of all three types, with the answers that score them:
 * `right` earns the point, `half` half of it (open questions only), `wrong` nothing.
 */
export function heartQuestions(text: string) {
  const question = (
    fields: Omit<NewQuizQuestion, 'sourceStart' | 'sourceEnd' | 'choices'> & {
      choices?: string[];
      passage: string;
      right: string;
      wrong: string;
      half?: string;
    },
  ) => ({
    question: {
      type: fields.type,
      prompt: fields.prompt,
      choices: fields.choices ?? null,
      answer: fields.answer,
      ...spanOf(text, fields.passage),
    },
    right: fields.right,
    wrong: fields.wrong,
    half: fields.half,
  });
  return [
    question({
      type: 'mcq',
      prompt: 'How many chambers does the heart have?',
      choices: ['Two', 'Three', 'Four'],
      answer: 'Four',
      passage: 'The heart has four chambers: two atria and two ventricles.',
      right: 'Four',
      wrong: 'Two',
    }),
    question({
      type: 'mcq',
      prompt: 'Which is the largest artery of the body?',
      choices: ['The vena cava', 'The aorta', 'A capillary'],
      answer: 'The aorta',
      passage: 'The aorta is the largest artery of the body.',
      right: 'The aorta',
      wrong: 'A capillary',
    }),
    question({
      type: 'fill',
      prompt: 'The _____ is the membrane that surrounds the heart.',
      answer: 'pericardium',
      passage: 'The pericardium is the membrane that surrounds the heart.',
      right: 'Péricardium',
      wrong: 'aorta',
    }),
    question({
      type: 'fill',
      prompt: 'The _____ is the thick muscular layer of the heart wall.',
      answer: 'myocardium',
      passage: 'The myocardium is the thick muscular layer of the heart wall.',
      right: 'myocardum',
      wrong: 'ventricle',
    }),
    question({
      type: 'open',
      prompt: 'What do heart valves do?',
      answer: 'Heart valves prevent the backflow of blood.',
      passage: 'Heart valves prevent the backflow of blood.',
      right: 'They prevent the backflow of blood',
      half: 'They stop blood',
      wrong: 'They make sounds',
    }),
    question({
      type: 'open',
      prompt: 'What does the systemic circulation carry?',
      answer:
        'The systemic circulation carries oxygenated blood from the heart to the rest of the body.',
      passage:
        'The systemic circulation carries oxygenated blood from the heart to the rest of the body.',
      right: 'Oxygenated blood from the heart to the rest of the body',
      half: 'oxygenated blood',
      wrong: 'Air to the lungs',
    }),
    question({
      type: 'open',
      prompt: 'What are capillaries?',
      answer:
        'Capillaries are the smallest blood vessels, where exchange with the tissues takes place.',
      passage:
        'Capillaries are the smallest blood vessels, where exchange with the tissues takes place.',
      right: 'The smallest blood vessels, where exchange with the tissues takes place',
      half: 'The smallest blood vessels',
      wrong: 'Muscles of the arm',
    }),
    question({
      type: 'mcq',
      prompt: 'What are the atria?',
      choices: ['The lower chambers', 'The upper chambers', 'The valves'],
      answer: 'The upper chambers',
      passage: 'The atria are the upper chambers that receive blood returning to the heart.',
      right: 'The upper chambers',
      wrong: 'The valves',
    }),
    question({
      type: 'fill',
      prompt: 'The _____ circulation carries blood between the heart and the lungs.',
      answer: 'pulmonary',
      passage: 'The pulmonary circulation carries blood between the heart and the lungs.',
      right: 'Pulmonary',
      wrong: 'systemic',
    }),
    question({
      type: 'open',
      prompt: 'What is the heart?',
      answer: 'The heart is a muscular organ that pumps blood through the body.',
      passage: 'The heart is a muscular organ that pumps blood through the body.',
      right: 'A muscular organ that pumps blood through the body',
      half: 'A muscular organ',
      wrong: 'A bone',
    }),
  ];
}
