import { PassThrough } from 'node:stream';
import {
  chatLessonParamsSchema,
  conversationDetailSchema,
  conversationListSchema,
  conversationParamsSchema,
  conversationSummarySchema,
  sendChatMessageSchema,
  type ChatStreamEvent,
} from '@study/shared';
import { z } from 'zod';
import { requestLanguage } from '../../lib/request-language.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import type { ChatService } from './chat.service.ts';
import { authenticated, signedInUser } from '../auth/authenticated.ts';

/** The coach chat: conversations per lesson, and questions answered as server-sent events. */
export const chatRoutes = authenticated<{ service: ChatService }>(async (app, { service }) => {
  app.get(
    '/api/chat/lessons/:lessonId/conversations',
    {
      schema: {
        tags: ['chat'],
        summary: 'The user’s conversations about a lesson, the most recent first',
        params: chatLessonParamsSchema,
        response: { 200: conversationListSchema },
      },
    },
    async (request) => service.list(signedInUser(request).id, request.params.lessonId),
  );

  app.post(
    '/api/chat/lessons/:lessonId/conversations',
    {
      schema: {
        tags: ['chat'],
        summary: 'Start a conversation about a ready lesson',
        params: chatLessonParamsSchema,
        response: { 201: conversationSummarySchema },
      },
    },
    async (request, reply) => {
      const conversation = await service.create(signedInUser(request).id, request.params.lessonId);
      return reply.code(201).send(conversation);
    },
  );

  app.get(
    '/api/chat/conversations/:id',
    {
      schema: {
        tags: ['chat'],
        summary: 'A conversation with its messages in order',
        params: conversationParamsSchema,
        response: { 200: conversationDetailSchema },
      },
    },
    async (request) => service.get(signedInUser(request).id, request.params.id),
  );

  app.delete(
    '/api/chat/conversations/:id',
    {
      schema: {
        tags: ['chat'],
        summary: 'Delete a conversation and its messages',
        params: conversationParamsSchema,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await service.remove(signedInUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/chat/conversations/:id/messages',
    {
      // A failed body is looked at in the handler, so a long message answers its own code.
      attachValidation: true,
      // Each event must leave at once; @fastify/compress would hold them back to fill a block.
      compress: false,
      schema: {
        tags: ['chat'],
        summary:
          'Ask the coach: answers `text/event-stream` (the stored question, tokens, sources, then the stored answer or an error)',
        params: conversationParamsSchema,
        body: sendChatMessageSchema,
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const { id } = parseOrThrow(conversationParamsSchema, request.params, language);
      const { content } = parseOrThrow(sendChatMessageSchema, request.body, language);
      // Refusals (limit, busy, not found) happen here, before the stream opens: plain JSON errors.
      const turn = await service.ask(signedInUser(request).id, id, content);

      const stream = new PassThrough();
      const emit = (event: ChatStreamEvent) => {
        if (!stream.destroyed && !stream.writableEnded) {
          stream.write(`data: ${JSON.stringify(event)}\n\n`);
        }
      };
      // The connection closing before the answer ends is the student pressing "Stop generating".
      const stop = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) stop.abort();
      });
      void reply
        .code(200)
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(stream);

      emit({ type: 'user-message', message: turn.question });
      await turn.answer({ emit, signal: stop.signal, language });
      stream.end();
      return reply;
    },
  );
});
