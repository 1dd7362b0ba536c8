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
