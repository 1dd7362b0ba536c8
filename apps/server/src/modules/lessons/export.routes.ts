import {
  AppError,
  lessonParamsSchema,
  type InterfaceLanguage,
  type LessonDetail,
  type LessonFlashcards,
} from '@study/shared';
import {
  flashcardsToApkg,
  flashcardsToCsv,
  SheetPdfRenderer,
  type ExportedFlashcard,
  type SheetPdfLabels,
} from '@study/exports';
import { requestLanguage } from '../../lib/request-language.ts';
import { authenticated, signedInUser } from '../auth/authenticated.ts';
import { attachmentDisposition } from './content-disposition.ts';

export interface LessonExportDeps {
  lessons: {
    getOwnedLesson(userId: string, id: string): Promise<LessonDetail>;
    lessonFlashcards(userId: string, id: string): Promise<LessonFlashcards>;
  };
}

const pdfLabels: Record<InterfaceLanguage, SheetPdfLabels> = {
  en: { page: 'Page {page} of {pages}' },
  fr: { page: 'Page {page} sur {pages}' },
};

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The lesson's cards in their order; a lesson without any has nothing to export. */
function exportableCards({ items }: LessonFlashcards): ExportedFlashcard[] {
  if (items.length === 0) throw new AppError('FLASHCARDS_EMPTY');
  return [...items]
    .sort((a, b) => a.position - b.position)
    .map(({ question, answer }) => ({ question, answer }));
}

/**
 * Exports of a lesson, for its owner only: flashcards as CSV and as an Anki package, and the sheet
 * as a PDF, which Premium pays for with one `pdf_export` (given back when rendering fails),
 * rendered off the event loop by a few worker threads.
 */
export const lessonExportRoutes = authenticated<LessonExportDeps>(async (app, { lessons }) => {
  const renderer = new SheetPdfRenderer();
  app.addHook('onClose', () => renderer.close());

  app.get(
    '/api/lessons/:id/flashcards.csv',
    {
      schema: {
        tags: ['lessons'],
        summary: 'Download the lesson’s flashcards as CSV (UTF-8, question and answer columns)',
        params: lessonParamsSchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      const [lesson, cards] = await Promise.all([
        lessons.getOwnedLesson(userId, request.params.id),
        lessons.lessonFlashcards(userId, request.params.id),
      ]);
      const csv = flashcardsToCsv(exportableCards(cards));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(`${lesson.title}.csv`))
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  app.get(
    '/api/lessons/:id/flashcards.apkg',
    {
      schema: {
        tags: ['lessons'],
        summary: 'Download the lesson’s flashcards as an Anki deck (.apkg) named after the lesson',
        params: lessonParamsSchema,
        produces: ['application/apkg'],
      },
    },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      const [lesson, cards] = await Promise.all([
        lessons.getOwnedLesson(userId, request.params.id),
        lessons.lessonFlashcards(userId, request.params.id),
      ]);
      const apkg = await flashcardsToApkg({
        deckName: lesson.title,
        cards: exportableCards(cards),
      });
      return reply
        .type('application/apkg')
        .header('content-disposition', attachmentDisposition(`${lesson.title}.apkg`))
        .header('cache-control', 'private, no-store')
        .send(asBuffer(apkg));
    },
  );

  app.post(
    '/api/lessons/:id/sheet.pdf',
    {
      schema: {
        tags: ['lessons'],
        summary:
          'Download the revision sheet as a PDF (Premium; counts one export of the month, refunded when rendering fails)',
        params: lessonParamsSchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      const lesson = await lessons.getOwnedLesson(userId, request.params.id);
      if (lesson.status !== 'ready' || !lesson.sheet) throw new AppError('LESSON_NOT_READY');
      const { period } = await app.entitlements.spend(userId, 'pdf_export');
      let pdf: Uint8Array;
      try {
        pdf = await renderer.render({
          title: lesson.title,
          emoji: lesson.emoji,
          language: lesson.language,
          sheet: lesson.sheet,
          labels: pdfLabels[requestLanguage(request)],
        });
      } catch (error) {
        await app.entitlements
          .refund(userId, 'pdf_export', period)
          .catch((refundError: unknown) => {
            request.log.error({ err: refundError }, 'refunding a failed PDF export failed');
          });
        throw error;
      }
      return reply
        .type('application/pdf')
        .header('content-disposition', attachmentDisposition(`${lesson.title}.pdf`))
        .header('cache-control', 'private, no-store')
        .send(asBuffer(pdf));
    },
  );
});
