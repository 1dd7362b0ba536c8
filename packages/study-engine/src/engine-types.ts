import type {
  AnswerCount,
  CoachEvent,
  CoachMessage,
  CoachQuiz,
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
  /**
   * Another selection than the usual one (a regeneration): 0 or none is the engine's best choice;
   * other numbers swap some of the chosen terms for the next best, the most important ones kept.
   */
  variant?: number;
  /**
   * What the student already has, as text (a regeneration): a model-backed engine is asked for
   * something else; the builtin engine moves along its variants instead.
   */
  previous?: string;
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
  /** The lesson's text: its vocabulary and its other ideas help tell a paraphrase from a mistake. */
  lesson?: string;
}

export interface CoachInput extends LessonInput {
  history: CoachMessage[];
  question: string;
  /** The quiz question the conversation waits for an answer to, if any. */
  quiz?: CoachQuiz | null;
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
