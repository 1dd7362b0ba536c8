import {
  answerQuestionSchema,
  answerVerdictSchema,
  createQuizSchema,
  listQuizzesQuerySchema,
  quizDetailSchema,
  quizListSchema,
  quizParamsSchema,
  quizSummarySchema,
  updateQuizSchema,
} from '@study/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { QuizzesService } from './quizzes.service.ts';

/** The signed-in user's quizzes: create, list, play, score, favourite, delete, retry mistakes. */
export const quizzesRoutes: FastifyPluginAsyncZod<{ service: QuizzesService }> = async (
  app,
  { service: quizzes },
) => {
  app.post(
    '/api/quizzes',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['quizzes'],
        summary: 'Create a 10-question quiz on a lesson (one generation); answers 202 processing',
        body: createQuizSchema,
        response: { 202: quizSummarySchema },
      },
    },
    async (request, reply) => {
      const quiz = await quizzes.create(request.user!.id, request.body);
      return reply.code(202).send(quiz);
    },
  );

  app.get(
    '/api/quizzes',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['quizzes'],
        summary: 'The user’s quizzes, newest first, by favourite and by lesson',
        querystring: listQuizzesQuerySchema,
        response: { 200: quizListSchema },
      },
    },
    async (request) => quizzes.list(request.user!.id, request.query),
  );

  app.get(
    '/api/quizzes/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['quizzes'],
        summary: 'A quiz to play or review; unanswered questions carry no answer',
        params: quizParamsSchema,
        response: { 200: quizDetailSchema },
      },
    },
    async (request) => quizzes.get(request.user!.id, request.params.id),
  );

  app.post(
    '/api/quizzes/:id/answers',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['quizzes'],
        summary: 'Answer one question; the server scores it and returns the verdict',
        params: quizParamsSchema,
        body: answerQuestionSchema,
        response: { 200: answerVerdictSchema },
      },
    },
    async (request) => quizzes.answer(request.user!.id, request.params.id, request.body),
  );

  app.patch(
    '/api/quizzes/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['quizzes'],
        summary: 'Mark or unmark a quiz as a favourite',
        params: quizParamsSchema,
        body: updateQuizSchema,
        response: { 200: quizSummarySchema },
      },
    },
    async (request) =>
      quizzes.setFavourite(request.user!.id, request.params.id, request.body.favourite),
  );

  app.delete(
    '/api/quizzes/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['quizzes'],
        summary: 'Delete a quiz and its answers',
        params: quizParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await quizzes.delete(request.user!.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/quizzes/:id/retry-mistakes',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['quizzes'],
        summary: 'A new quiz of the questions a completed quiz missed (no generation counted)',
        params: quizParamsSchema,
        response: { 201: quizSummarySchema },
      },
    },
    async (request, reply) => {
      const quiz = await quizzes.retryMistakes(request.user!.id, request.params.id);
      return reply.code(201).send(quiz);
    },
  );
};
