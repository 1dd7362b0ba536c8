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
import { z } from 'zod';
import type { QuizzesService } from './quizzes.service.ts';
import { authenticated, signedInUser } from '../auth/authenticated.ts';

/** The signed-in user's quizzes: create, list, play, score, favourite, delete, retry mistakes. */
export const quizzesRoutes = authenticated<{ service: QuizzesService }>(
  async (app, { service: quizzes }) => {
    app.post(
      '/api/quizzes',
      {
        schema: {
          tags: ['quizzes'],
          summary: 'Create a 10-question quiz on a lesson (one generation); answers 202 processing',
          body: createQuizSchema,
          response: { 202: quizSummarySchema },
        },
      },
      async (request, reply) => {
        const quiz = await quizzes.create(signedInUser(request).id, request.body);
        return reply.code(202).send(quiz);
      },
    );

    app.get(
      '/api/quizzes',
      {
        schema: {
          tags: ['quizzes'],
          summary: 'The user’s quizzes, newest first, by favourite and by lesson',
          querystring: listQuizzesQuerySchema,
          response: { 200: quizListSchema },
        },
      },
      async (request) => quizzes.list(signedInUser(request).id, request.query),
    );

    app.get(
      '/api/quizzes/:id',
      {
        schema: {
          tags: ['quizzes'],
          summary: 'A quiz to play or review; unanswered questions carry no answer',
          params: quizParamsSchema,
          response: { 200: quizDetailSchema },
        },
      },
      async (request) => quizzes.get(signedInUser(request).id, request.params.id),
    );

    app.post(
      '/api/quizzes/:id/answers',
      {
        schema: {
          tags: ['quizzes'],
          summary: 'Answer one question; the server scores it and returns the verdict',
          params: quizParamsSchema,
          body: answerQuestionSchema,
          response: { 200: answerVerdictSchema },
        },
      },
      async (request) => quizzes.answer(signedInUser(request).id, request.params.id, request.body),
    );

    app.patch(
      '/api/quizzes/:id',
      {
        schema: {
          tags: ['quizzes'],
          summary: 'Mark or unmark a quiz as a favourite',
          params: quizParamsSchema,
          body: updateQuizSchema,
          response: { 200: quizSummarySchema },
        },
      },
      async (request) =>
        quizzes.setFavourite(signedInUser(request).id, request.params.id, request.body.favourite),
    );

    app.delete(
      '/api/quizzes/:id',
      {
        schema: {
          tags: ['quizzes'],
          summary: 'Delete a quiz and its answers',
          params: quizParamsSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await quizzes.delete(signedInUser(request).id, request.params.id);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/api/quizzes/:id/retry-mistakes',
      {
        schema: {
          tags: ['quizzes'],
          summary: 'A new quiz of the questions a completed quiz missed (no generation counted)',
          params: quizParamsSchema,
          response: { 201: quizSummarySchema },
        },
      },
      async (request, reply) => {
        const quiz = await quizzes.retryMistakes(signedInUser(request).id, request.params.id);
        return reply.code(201).send(quiz);
      },
    );
  },
);
