import type { LessonLanguage } from '@study/shared';
import { analyzeLesson, type LessonAnalysis } from '../text/analyze-lesson.ts';
import { extractKeyTerms, type KeyTerm } from './extract-key-terms.ts';

/** The analysed lesson with its ranked key terms: computed once, used by every generator. */
export interface LessonModel {
  analysis: LessonAnalysis;
  /** Every key term worth marking or quizzing, best first. */
  terms: KeyTerm[];
  /** How many of `terms` become flashcards. */
  cardCount: number;
}

/** Characters of lesson per flashcard: a dense textbook section defines a term every 340 or so. */
const charsPerCard = 330;
const maxCharsPerCard = 100;

const cache = new Map<string, LessonModel>();
const cacheSize = 8;

/** The lesson model of `text`, from a small cache so that sheet, cards and quiz share one analysis. */
export function lessonModel(text: string, language: LessonLanguage): LessonModel {
  const key = `${language}\u0000${text}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const analysis = analyzeLesson(text, language);
  const base = Math.max(6, Math.round(text.length / charsPerCard));
  const terms = extractKeyTerms(analysis, base * 4);
  // Every term the lesson explicitly defines deserves a card, within a hard ceiling.
  const defined = terms.slice(0, base * 2).filter((t) => t.defined).length;
  const ceiling = Math.max(base, Math.round(text.length / maxCharsPerCard));
  const cardCount = Math.min(Math.max(base, defined), ceiling, terms.length);
  const model = { analysis, terms, cardCount };
  if (cache.size >= cacheSize) cache.delete(cache.keys().next().value as string);
  cache.set(key, model);
  return model;
}

/** The span and text of sentence `index`. */
export function sentenceText(
  model: LessonModel,
  index: number,
): { start: number; end: number; text: string } {
  const sentence = model.analysis.sentences[index];
  if (!sentence) return { start: 0, end: 0, text: '' };
  return {
    start: sentence.start,
    end: sentence.end,
    text: model.analysis.text.slice(sentence.start, sentence.end),
  };
}
