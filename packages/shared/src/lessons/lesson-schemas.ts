import { z } from '../zod.ts';
import { lessonLanguages } from '../languages.ts';
import { extractionWarnings } from '../documents/extraction-result.ts';
import { fileKinds } from '../documents/file-kinds.ts';
import { sheetDocumentSchema } from './sheet-document.ts';
import {
  lessonSources,
  lessonStatuses,
  lessonTasks,
  lessonTitleMaxChars,
  lessonTitleMinChars,
} from './lesson-rules.ts';

/** Field rule shared by the modal, the rename form and the API; messages are error codes. */
export const lessonTitleSchema = z
  .string()
  .trim()
  .min(lessonTitleMinChars, 'LESSON_TITLE_TOO_SHORT')
  .max(lessonTitleMaxChars, 'LESSON_TITLE_TOO_LONG');

// One emoji as Unicode defines them (skin tones, flags and joined sequences included).
// Built at run time: the `v` flag is newer than the ES2023 target, but every supported runtime has it.
const emojiPattern = new RegExp('^\\p{RGI_Emoji}$', 'v');
export const lessonEmojiSchema = z
  .string()
  .max(32, 'LESSON_EMOJI_INVALID')
  .regex(emojiPattern, 'LESSON_EMOJI_INVALID');

export const lessonIdSchema = z.uuid();
export const lessonParamsSchema = z.object({ id: lessonIdSchema });

/** The text fields of `POST /api/lessons` (multipart); files come as `files` parts. */
export const createLessonFieldsSchema = z.object({
  source: z.enum(lessonSources, { error: 'LESSON_SOURCE_INVALID' }),
  /** Optional for documents and photos: the title found in the source is used when absent. */
  title: lessonTitleSchema.optional(),
  /** Absent: detected from the text. */
  language: z.enum(lessonLanguages).optional(),
  /** Required for `text`. */
  text: z.string().optional(),
});
export type CreateLessonFields = z.infer<typeof createLessonFieldsSchema>;

export const lessonFileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(fileKinds),
  sizeBytes: z.number().int().nonnegative(),
});
export type LessonFile = z.infer<typeof lessonFileSchema>;

export const lessonSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  emoji: z.string(),
  language: z.enum(lessonLanguages),
  source: z.enum(lessonSources),
  status: z.enum(lessonStatuses),
  /** The current regeneration of a ready lesson, if any. */
  task: z.enum(lessonTasks).nullable(),
  /** Error code of the last failure: the lesson's when `failed`, else the last regeneration's. */
  errorCode: z.string().nullable(),
  pageCount: z.number().int().nonnegative(),
  favourite: z.boolean(),
  flashcardCount: z.number().int().nonnegative(),
  /** Flashcards due for review now. */
  dueCount: z.number().int().nonnegative(),
  /** Flashcards that come back later today (UTC), such as those on a learning step. */
  laterTodayCount: z.number().int().nonnegative(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LessonSummary = z.infer<typeof lessonSummarySchema>;

/** FSRS card states (ts-fsrs `State`). */
export const flashcardStates = ['new', 'learning', 'review', 'relearning'] as const;
export type FlashcardState = (typeof flashcardStates)[number];

export const lessonFlashcardSchema = z.object({
  id: z.uuid(),
  position: z.number().int().nonnegative(),
  question: z.string(),
  answer: z.string(),
  term: z.string().nullable(),
  /** The passage of the lesson text it came from. */
  source: z.object({ start: z.number().int(), end: z.number().int() }),
  state: z.enum(flashcardStates),
  due: z.string(),
  reps: z.number().int().nonnegative(),
  lapses: z.number().int().nonnegative(),
  lastReview: z.string().nullable(),
});
export type LessonFlashcard = z.infer<typeof lessonFlashcardSchema>;

/**
 * `GET /api/lessons/:id`: what the lesson page's first screen shows (header, sheet, counts). The
 * text and the cards, most of a lesson's weight, are asked for by the tabs that show them.
 */
export const lessonDetailSchema = lessonSummarySchema.extend({
  /** The sheet as the editor stores it; null until the lesson is ready. */
  sheet: sheetDocumentSchema.nullable(),
  sheetUpdatedAt: z.string().nullable(),
  files: z.array(lessonFileSchema),
  warnings: z.array(z.enum(extractionWarnings)),
});
export type LessonDetail = z.infer<typeof lessonDetailSchema>;

/** `GET /api/lessons/:id/text`: the lesson's original text, as extracted or pasted. */
export const lessonTextSchema = z.object({ text: z.string() });
export type LessonText = z.infer<typeof lessonTextSchema>;

/** `GET /api/lessons/:id/flashcards`: the lesson's cards, in order. */
export const lessonFlashcardsSchema = z.object({ items: z.array(lessonFlashcardSchema) });
export type LessonFlashcards = z.infer<typeof lessonFlashcardsSchema>;

export const lessonSorts = ['newest', 'oldest'] as const;

export const listLessonsQuerySchema = z.object({
  favourite: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  /** Words of the title, the lesson's text or its cards, case and accents aside. */
  q: z.string().trim().max(200).optional(),
  sort: z.enum(lessonSorts).default('newest'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type ListLessonsQuery = z.input<typeof listLessonsQuerySchema>;

export const lessonListSchema = z.object({
  items: z.array(lessonSummarySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type LessonList = z.infer<typeof lessonListSchema>;

export const updateLessonSchema = z
  .object({
    title: lessonTitleSchema,
    emoji: lessonEmojiSchema,
    language: z.enum(lessonLanguages),
    favourite: z.boolean(),
    sheet: sheetDocumentSchema,
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'VALIDATION_FAILED' });
export type UpdateLesson = z.infer<typeof updateLessonSchema>;

/** `POST /api/lessons/:id/regenerate`: what to generate again (a generation, plan limits apply). */
export const regenerateLessonSchema = z.object({ target: z.enum(lessonTasks) });

/** "Not yet" and "I knew it" on a flashcard, as FSRS ratings Again and Good. */
export const flashcardRatings = ['again', 'good'] as const;
export type FlashcardRating = (typeof flashcardRatings)[number];
export const flashcardParamsSchema = z.object({ id: lessonIdSchema, cardId: z.uuid() });
export const reviewFlashcardSchema = z.object({ rating: z.enum(flashcardRatings) });

/** How many due cards one review session across lessons holds at most. */
export const dueReviewMaxCards = 200;

/** A card due now, with the lesson it belongs to and the passage it came from. */
export const dueFlashcardSchema = z.object({
  lessonId: z.uuid(),
  lessonTitle: z.string(),
  lessonEmoji: z.string(),
  /** The passage of the lesson the card came from; null when its span does not fit the text. */
  passage: z.string().nullable(),
  card: lessonFlashcardSchema,
});
export type DueFlashcard = z.infer<typeof dueFlashcardSchema>;

/** `GET /api/flashcards/due`: every card due now across lessons, longest overdue first. */
export const dueFlashcardsSchema = z.object({
  items: z.array(dueFlashcardSchema).max(dueReviewMaxCards),
  /** Cards due now in all, which may pass the session's maximum. */
  total: z.number().int().nonnegative(),
  /** Cards that come back later today (UTC). */
  laterToday: z.number().int().nonnegative(),
});
export type DueFlashcards = z.infer<typeof dueFlashcardsSchema>;
