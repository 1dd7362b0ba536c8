import { z } from '../zod.ts';
import { lessonLanguages } from '../languages.ts';
import { flashcardListSchema } from './flashcard.ts';
import { quizSchema } from './quiz.ts';
import { sheetSchema } from './sheet.ts';

/** Everything generated from one lesson at once: what the CLI prints. */
export const studyMaterialSchema = z.object({
  language: z.enum(lessonLanguages),
  title: z.string(),
  sheet: sheetSchema,
  flashcards: flashcardListSchema,
  quiz: quizSchema,
});
export type StudyMaterial = z.infer<typeof studyMaterialSchema>;
