export const lessonTitleMinChars = 3;
export const lessonTitleMaxChars = 200;

/** How a lesson was added: the three tabs of the add-lesson modal. */
export const lessonSources = ['document', 'text', 'photos'] as const;
export type LessonSource = (typeof lessonSources)[number];

/** `processing` until the first sheet and flashcards are stored, then `ready`, or `failed`. */
export const lessonStatuses = ['processing', 'ready', 'failed'] as const;
export type LessonStatus = (typeof lessonStatuses)[number];

/** What is being generated for a ready lesson right now, if anything. */
export const lessonTasks = ['sheet', 'flashcards'] as const;
export type LessonTask = (typeof lessonTasks)[number];

/**
 * A lesson id as `lessonIdSchema` (zod's `uuid()`, RFC 9562) accepts it, checked without zod so a
 * screen can read its address before the schemas are downloaded.
 */
const lessonIdPattern =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
export function isLessonId(value: string): boolean {
  return lessonIdPattern.test(value);
}
