import fp from 'fastify-plugin';
import { createQuizzesRepository } from './quizzes.repository.ts';
import { quizzesRoutes } from './quizzes.routes.ts';
import {
  createQuizzesService,
  type QuizGenerationJob,
  type QuizzesServiceOptions,
} from './quizzes.service.ts';

/** The queue of quiz generations: one job per quiz. */
export const quizGenerateQueue = 'quiz-generate';

/** Quizzes: the API and the generation job, on the study engine, jobs, realtime and plan limits. */
export const quizzesPlugin = fp(
  async (app) => {
    const publish: QuizzesServiceOptions['publish'] = async (userId, event) => {
      try {
        await app.realtime.publish(userId, event);
      } catch (error) {
        app.log.warn({ err: error }, 'quiz event not published');
      }
    };
    const service = createQuizzesService({
      repository: createQuizzesRepository(app.database.db),
      engine: app.studyEngine,
      entitlements: app.entitlements,
      queueMistake: (userId, card) => app.lessons.queueMistake(userId, card),
      enqueueGeneration: async (job) => {
        await app.jobs.send(quizGenerateQueue, job, { singletonKey: `quiz:${job.quizId}` });
      },
      publish,
    });
    app.jobs.define<QuizGenerationJob>(quizGenerateQueue, {
      handler: ({ data }) => service.generate(data),
      onFinalFailure: ({ data }) => service.generationGaveUp(data),
    });
    await app.register(quizzesRoutes, { service });
  },
  {
    name: 'quizzes',
    dependencies: [
      'database',
      'auth',
      'jobs',
      'realtime',
      'entitlements',
      'study-engine',
      'lessons',
    ],
  },
);
