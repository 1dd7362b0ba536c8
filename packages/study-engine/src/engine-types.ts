import type {
  AnswerCount,
  CoachEvent,
  CoachMessage,
  Flashcard,
  LessonLanguage,
  OpenAnswerGrade,
  Quiz,
  QuizType,
  Sheet,
} from '@study/shared';

/** A lesson as the engine reads it: text with Markdown-style `#`, `##`, `- ` structure. */
export interface LessonInput {
  text: string;
  language: LessonLanguage;
  title?: string;
}

export interface QuizInput extends LessonInput {
  type: QuizType;
  answerCount?: AnswerCount;
  /** Prompts already asked on this lesson; a new quiz avoids them while the lesson allows. */
  avoid?: string[];
}

export interface GradeInput {
  question: string;
  expected: string;
  answer: string;
  language: LessonLanguage;
}

export interface CoachInput extends LessonInput {
  history: CoachMessage[];
  question: string;
  signal?: AbortSignal;
}

/** What every provider does; outputs match the zod schemas of `@study/shared`. */
export interface StudyEngine {
  readonly provider: 'builtin' | 'openai';
  generateSheet(input: LessonInput): Promise<Sheet>;
  generateFlashcards(input: LessonInput): Promise<Flashcard[]>;
  generateQuiz(input: QuizInput): Promise<Quiz>;
  gradeOpenAnswer(input: GradeInput): Promise<OpenAnswerGrade>;
  answerCoach(input: CoachInput): AsyncIterable<CoachEvent>;
}
