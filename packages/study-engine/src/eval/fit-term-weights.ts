import {
  standardizeFeatures,
  termCandidates,
  type TermModelWeights,
} from '../builtin/extract-key-terms.ts';
import { analyzeLesson } from '../text/analyze-lesson.ts';
import type { CorpusLesson } from './corpus.ts';
import { termKey } from './term-key.ts';

/** One key-term candidate of a lesson: its features (bias first) and whether the glossary has it. */
export interface TermExample {
  lesson: number;
  x: number[];
  y: number;
}

/**
 * The candidates of every lesson, labelled by the lesson's glossary, in the lesson's language:
 * their features standardized within the lesson (for the rank model) or raw (for the count model).
 */
export function termExamples(lessons: CorpusLesson[], standardized = true): TermExample[] {
  const examples: TermExample[] = [];
  lessons.forEach((lesson, index) => {
    const glossary = new Set(lesson.terms.map((t) => termKey(t, lesson.language)));
    const candidates = termCandidates(analyzeLesson(lesson.text, lesson.language));
    const raw = candidates.map((c) => c.features);
    const features = standardized ? standardizeFeatures(raw) : raw;
    // "IRB", shown as "institutional review board (IRB)", and "institutional review board" are
    // one glossary term: the first candidate that names it stands for it, the other is left out
    // (neither a second positive, which would teach the count model to count it twice, nor a
    // negative).
    const claimed = new Set<string>();
    candidates.forEach((candidate, at) => {
      const key = termKey(candidate.surface, lesson.language);
      const y = glossary.has(key) ? 1 : 0;
      if (y === 1 && claimed.has(key)) return;
      claimed.add(key);
      examples.push({ lesson: index, x: [1, ...features[at]!], y });
    });
  });
  return examples;
}

/** Glossary terms are rare among candidates: each counts as three negatives. */
const positiveWeight = 3;

/**
 * Logistic regression (L2, Adam, full batch): the key-term model's weights, bias first (and the
 * grader's credit model's, with its own weight of a positive example).
 */
export function fitTermWeights(
  examples: TermExample[],
  epochs = 400,
  l2 = 1e-3,
  weightOfPositive = positiveWeight,
): number[] {
  const size = examples[0]?.x.length ?? 0;
  const w = new Array<number>(size).fill(0);
  const m = new Array<number>(size).fill(0);
  const v = new Array<number>(size).fill(0);
  const weightOf = (y: number) => (y === 1 ? weightOfPositive : 1);
  for (let epoch = 1; epoch <= epochs; epoch++) {
    const gradient = new Array<number>(size).fill(0);
    let total = 0;
    for (const { x, y } of examples) {
      let z = 0;
      for (let i = 0; i < size; i++) z += (w[i] as number) * (x[i] as number);
      const p = 1 / (1 + Math.exp(-z));
      const scale = weightOf(y) * (p - y);
      total += weightOf(y);
      for (let i = 0; i < size; i++)
        gradient[i] = (gradient[i] as number) + scale * (x[i] as number);
    }
    for (let i = 0; i < size; i++) {
      const g = (gradient[i] as number) / total + (i > 0 ? l2 * (w[i] as number) : 0);
      m[i] = 0.9 * (m[i] as number) + 0.1 * g;
      v[i] = 0.999 * (v[i] as number) + 0.001 * g * g;
      const mHat = (m[i] as number) / (1 - 0.9 ** epoch);
      const vHat = (v[i] as number) / (1 - 0.999 ** epoch);
      w[i] = (w[i] as number) - (0.05 * mHat) / (Math.sqrt(vHat) + 1e-8);
    }
  }
  return w.map((x) => Number(x.toFixed(3)));
}

/** The key-term model fitted on the glossaries of `lessons`: its rank and its count weights. */
export function fitTermModel(lessons: CorpusLesson[]): TermModelWeights {
  return {
    rank: fitTermWeights(termExamples(lessons)),
    count: fitTermWeights(termExamples(lessons, false)),
  };
}
