import type { SourceSpan } from '@study/shared';
import type { LessonModel } from '../builtin/lesson-model.ts';
import { queryTerms } from '../retrieval/bm25-index.ts';

const vocabularies = new WeakMap<LessonModel, Set<string>>();

function vocabulary(model: LessonModel): Set<string> {
  let words = vocabularies.get(model);
  if (!words) {
    words = new Set(model.analysis.tokens.filter((t) => !t.stop).map((t) => t.stem));
    vocabularies.set(model, words);
  }
  return words;
}

/** Whether the lesson supports a generated answer: most of its content words are the lesson's. */
export function isSupported(model: LessonModel, answer: string, share = 0.6): boolean {
  const words = queryTerms(answer, model.analysis.language);
  if (words.length === 0) return false;
  const known = vocabulary(model);
  return words.filter((w) => known.has(w)).length / words.length >= share;
}

/** The span of the lesson a quote comes from: exact when it is verbatim, else the closest sentence. */
export function locateQuote(model: LessonModel, quote: string | undefined): SourceSpan | undefined {
  const { text, sentences, tokens, language } = model.analysis;
  const trimmed = quote?.trim();
  if (!trimmed) return undefined;
  const exact = text.indexOf(trimmed);
  if (exact >= 0) return { start: exact, end: exact + trimmed.length };
  const wanted = new Set(queryTerms(trimmed, language));
  if (wanted.size === 0) return undefined;
  let best: SourceSpan | undefined;
  let bestShare = 0.6;
  for (const sentence of sentences) {
    const have = new Set<string>();
    for (let i = sentence.firstToken; i < sentence.endToken; i++) {
      const token = tokens[i];
      if (token && !token.stop) have.add(token.stem);
    }
    const share = [...wanted].filter((w) => have.has(w)).length / wanted.size;
    if (share > bestShare) {
      bestShare = share;
      best = { start: sentence.start, end: sentence.end };
    }
  }
  return best;
}
