export { createStudyEngine, type StudyEngineConfig } from './create-study-engine.ts';
export type {
  CoachInput,
  GradeInput,
  LessonInput,
  QuizInput,
  StudyEngine,
} from './engine-types.ts';
export type { OpenAiConfig } from './openai/openai-client.ts';
export { detectLessonLanguage } from '@study/shared/language-detection';
export { matchesAnswer, matchesFillAnswer } from './match-answer.ts';
export { quizViolations, similarLength, type QuizExpectation } from './quiz-invariants.ts';
export { minimumLessonLength } from './builtin/builtin-engine.ts';
export { sheetToProseMirror } from '@study/shared';
