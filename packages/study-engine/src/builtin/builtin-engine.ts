import { AppError, type LessonLanguage } from '@study/shared';
import type { LessonInput, StudyEngine } from '../engine-types.ts';
import { buildFlashcards } from './build-flashcards.ts';
import { buildQuiz } from './build-quiz.ts';
import { buildSheet } from './build-sheet.ts';
import { builtinCoachAnswer } from './coach-answer.ts';
import { gradeOpenAnswer } from './grade-open-answer.ts';
import { lessonModel, modelVariant, type LessonModel } from './lesson-model.ts';
import type { TermModelWeights } from './extract-key-terms.ts';

/**
 * Below this many characters a lesson has too little to condense or quiz on; Chinese and Japanese
 * say as much in fewer characters.
 */
export function minimumLessonLength(language: LessonLanguage): number {
  return language === 'zh' || language === 'ja' ? 80 : 200;
}

export interface BuiltinEngineOptions {
  /** Key-term model weights other than the shipped ones (the evaluation's held-out fits). */
  termWeights?: TermModelWeights;
}

/** The lesson model of an input, refusing lessons too short to study from. */
export function modelFor(input: LessonInput, options: BuiltinEngineOptions = {}): LessonModel {
  if (input.text.trim().length < minimumLessonLength(input.language)) {
    throw new AppError('STUDY_LESSON_TOO_SHORT');
  }
  return modelVariant(lessonModel(input.text, input.language, options.termWeights), input.variant);
}

/** The offline, deterministic engine: extractive NLP in the lesson's language. */
export function createBuiltinEngine(options: BuiltinEngineOptions = {}): StudyEngine {
  const model = (input: LessonInput) => modelFor(input, options);
  return {
    provider: 'builtin',
    generateSheet: async (input) => buildSheet(model(input)),
    generateFlashcards: async (input) => buildFlashcards(model(input)),
    generateQuiz: async (input) => buildQuiz(model(input), input),
    gradeOpenAnswer: async (input) => gradeOpenAnswer(input),
    answerCoach: (input) => builtinCoachAnswer(model(input), input),
  };
}
