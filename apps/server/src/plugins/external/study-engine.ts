import { createStudyEngine, type StudyEngine } from '@study/study-engine';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Text -> sheet, flashcards, quizzes, coach: the built-in engine or an OpenAI-compatible model. */
    studyEngine: StudyEngine;
  }
}

/** The study engine of the configured AI provider, shared by every module that generates. */
export const studyEnginePlugin = fp(
  async (app) => {
    app.decorate('studyEngine', createStudyEngine(app.config.ai));
  },
  { name: 'study-engine' },
);
