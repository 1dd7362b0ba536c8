import {
  AppError,
  dueFlashcardsSchema,
  flashcardParamsSchema,
  lessonDetailSchema,
  lessonFlashcardSchema,
  lessonFlashcardsSchema,
  lessonIdSchema,
  lessonListSchema,
  lessonParamsSchema,
  lessonSummarySchema,
  lessonTextSchema,
  listLessonsQuerySchema,
  maxSheetJsonChars,
  regenerateLessonSchema,
  reviewFlashcardSchema,
  sheetDocumentSchema,
  updateLessonSchema,
} from '@study/shared';
import { z } from 'zod';
import { requestTimeZone } from '../../lib/request-time-zone.ts';
import { serializerTrusting } from '../../lib/serializer-trusting.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import { attachmentDisposition } from './content-disposition.ts';
import { readLessonUpload } from './lesson-upload.ts';
import type { LessonsService } from './lessons.service.ts';
import { authenticated, signedInUser } from '../auth/authenticated.ts';

const fileParamsSchema = z.object({ id: lessonIdSchema, fileId: z.uuid() });

// A sheet at its maximum length in characters, each up to 3 UTF-8 bytes, with room for the rest.
const patchBodyLimit = maxSheetJsonChars * 3 + 64 * 1024;

/** The sheet field of a PATCH body as sent, before any schema. */
function sentSheet(body: unknown): unknown {
  return typeof body === 'object' && body !== null
    ? (body as { sheet?: unknown }).sheet
    : undefined;
}

/** The lessons API: every route is the signed-in owner's, another user's lesson is a 404. */
export const lessonRoutes = authenticated<{ service: LessonsService }>(async (app, { service }) => {
  app.post(
    '/api/lessons',
    {
      schema: {
        tags: ['lessons'],
        summary:
          'Add a lesson from a document, pasted text or photos (multipart); it is prepared in the background',
        consumes: ['multipart/form-data'],
        response: { 202: lessonSummarySchema },
      },
    },
    async (request, reply) => {
      const upload = await readLessonUpload(request);
      const lesson = await service.create(
        signedInUser(request).id,
        upload,
        requestLanguage(request),
        requestTimeZone(request),
      );
      return reply.code(202).send(lesson);
    },
  );

  app.get(
    '/api/lessons',
    {
      schema: {
        tags: ['lessons'],
        summary: 'The user’s lessons: favourites filter, title search, by date, paginated',
        querystring: listLessonsQuerySchema,
        response: { 200: lessonListSchema },
      },
    },
    async (request) =>
      service.list(signedInUser(request).id, request.query, requestTimeZone(request)),
  );

  app.get(
    '/api/lessons/:id',
    {
      schema: {
        tags: ['lessons'],
        summary:
          'A lesson with its sheet, files and card counts (its text and flashcards are asked apart)',
        params: lessonParamsSchema,
        response: { 200: lessonDetailSchema },
      },
      // The stored sheet was checked when it was written: a read does not walk it again.
      serializerCompiler: serializerTrusting('sheet'),
    },
    async (request) =>
      service.getOwnedLesson(signedInUser(request).id, request.params.id, requestTimeZone(request)),
  );

  app.get(
    '/api/lessons/:id/text',
    {
      schema: {
        tags: ['lessons'],
        summary: 'The lesson’s original text, as extracted or pasted',
        params: lessonParamsSchema,
        response: { 200: lessonTextSchema },
      },
    },
    async (request) => service.lessonText(signedInUser(request).id, request.params.id),
  );

  app.get(
    '/api/lessons/:id/flashcards',
    {
      schema: {
        tags: ['lessons'],
        summary: 'The lesson’s flashcards in order, with their review schedule',
        params: lessonParamsSchema,
        response: { 200: lessonFlashcardsSchema },
      },
    },
    async (request) => service.lessonFlashcards(signedInUser(request).id, request.params.id),
  );

  app.patch(
    '/api/lessons/:id',
    {
      // A failed body is looked at in the handler: a sheet that fails is SHEET_INVALID.
      attachValidation: true,
      bodyLimit: patchBodyLimit,
      schema: {
        tags: ['lessons'],
        summary: 'Rename, change the emoji or language, favourite, or save the edited sheet',
        params: lessonParamsSchema,
        body: updateLessonSchema,
        response: { 200: lessonDetailSchema },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      const { id } = parseOrThrow(lessonParamsSchema, request.params, language);
      const sheet = sentSheet(request.body);
      if (sheet !== undefined) {
        if (JSON.stringify(sheet).length > maxSheetJsonChars) throw new AppError('SHEET_TOO_LARGE');
        if (!sheetDocumentSchema.safeParse(sheet).success) throw new AppError('SHEET_INVALID');
      }
      const changes = request.validationError
        ? parseOrThrow(updateLessonSchema, request.body, language)
        : request.body;
      return service.update(signedInUser(request).id, id, changes, requestTimeZone(request));
    },
  );

  app.delete(
    '/api/lessons/:id',
    {
      schema: {
        tags: ['lessons'],
        summary: 'Delete a lesson with its sheet, flashcards, quizzes and files',
        params: lessonParamsSchema,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await service.remove(signedInUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/lessons/:id/regenerate',
    {
      schema: {
        tags: ['lessons'],
        summary:
          'Generate the sheet (cards and quizzes kept) or the flashcards (all replaced) again',
        params: lessonParamsSchema,
        body: regenerateLessonSchema,
        response: { 202: lessonSummarySchema },
      },
    },
    async (request, reply) => {
      const lesson = await service.regenerate(
        signedInUser(request).id,
        request.params.id,
        request.body.target,
        requestTimeZone(request),
      );
      return reply.code(202).send(lesson);
    },
  );

  app.post(
    '/api/lessons/:id/retry',
    {
      schema: {
        tags: ['lessons'],
        summary: 'Prepare a failed lesson again from its originals',
        params: lessonParamsSchema,
        response: { 202: lessonSummarySchema },
      },
    },
    async (request, reply) => {
      const lesson = await service.retry(
        signedInUser(request).id,
        request.params.id,
        requestTimeZone(request),
      );
      return reply.code(202).send(lesson);
    },
  );

  app.get(
    '/api/lessons/:id/files/:fileId',
    {
      schema: {
        tags: ['lessons'],
        summary: 'Download an original file of the lesson',
        params: fileParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await service.file(
        signedInUser(request).id,
        request.params.id,
        request.params.fileId,
      );
      return reply
        .type(file.contentType)
        .header('content-disposition', attachmentDisposition(file.name))
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
    },
  );

  app.get(
    '/api/lessons/:id/original.txt',
    {
      schema: {
        tags: ['lessons'],
        summary: 'Download the lesson’s text (pasted, or read from its files)',
        params: lessonParamsSchema,
      },
    },
    async (request, reply) => {
      const original = await service.originalText(signedInUser(request).id, request.params.id);
      return reply
        .type('text/plain; charset=utf-8')
        .header('content-disposition', attachmentDisposition(original.name))
        .header('cache-control', 'private, no-store')
        .send(original.text);
    },
  );

  app.get(
    '/api/flashcards/due',
    {
      schema: {
        tags: ['lessons'],
        summary: 'Every flashcard due now across lessons, for one review session',
        response: { 200: dueFlashcardsSchema },
      },
    },
    async (request) => service.dueFlashcards(signedInUser(request).id, requestTimeZone(request)),
  );

  app.post(
    '/api/lessons/:id/flashcards/:cardId/review',
    {
      schema: {
        tags: ['lessons'],
        summary: '“Not yet” (again) or “I knew it” (good): schedules the card’s next review (FSRS)',
        params: flashcardParamsSchema,
        body: reviewFlashcardSchema,
        response: { 200: lessonFlashcardSchema },
      },
    },
    async (request) =>
      service.review(
        signedInUser(request).id,
        request.params.id,
        request.params.cardId,
        request.body.rating,
      ),
  );
});
