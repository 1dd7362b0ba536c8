/**
 * `tsx packages/study-engine/src/eval/train-term-weights.ts`: fits the key-term model (logistic
 * regression, L2, Adam) on the corpus glossaries and prints the weights for
 * `builtin/term-feature-weights.ts`. It first fits on even lessons and reports the recall on odd
 * ones, so that the figure is measured on lessons the weights never saw.
 */
import { analyzeLesson } from '../text/analyze-lesson.ts';
import { termCandidates, termFeatureNames } from '../builtin/extract-key-terms.ts';
import { loadCorpus, type CorpusLesson } from './corpus.ts';
import { termKey } from './term-key.ts';

interface Example {
  lesson: number;
  x: number[];
  y: number;
}

function examplesOf(lessons: CorpusLesson[]): Example[] {
  const examples: Example[] = [];
  lessons.forEach((lesson, index) => {
    const glossary = new Set(lesson.terms.map((t) => termKey(t, 'en')));
    for (const candidate of termCandidates(analyzeLesson(lesson.text, 'en'))) {
      const y = glossary.has(termKey(candidate.surface, 'en')) ? 1 : 0;
      examples.push({ lesson: index, x: [1, ...candidate.features], y });
    }
  });
  return examples;
}

/** Glossary terms are rare among candidates: each counts as three negatives. */
const positiveWeight = 3;

function fit(examples: Example[], epochs = 400, l2 = 1e-3): number[] {
  const size = examples[0]?.x.length ?? 0;
  const w = new Array<number>(size).fill(0);
  const m = new Array<number>(size).fill(0);
  const v = new Array<number>(size).fill(0);
  const weightOf = (y: number) => (y === 1 ? positiveWeight : 1);
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
  return w;
}

function recallAt(
  examples: Example[],
  lessons: CorpusLesson[],
  w: number[],
  cardsPerChar: number,
  include: (index: number) => boolean,
  byScore = false,
) {
  let found = 0;
  let terms = 0;
  let cards = 0;
  lessons.forEach((lesson, index) => {
    if (!include(index)) return;
    const mine = examples
      .filter((e) => e.lesson === index)
      .map((e) => ({ y: e.y, s: e.x.reduce((sum, x, i) => sum + x * (w[i] as number), 0) }))
      .sort((a, b) => b.s - a.s);
    // The engine's rule (builtin/lesson-model.ts): 1.07 cards per term scoring above -1.
    const confident = mine.filter((e) => e.s > -1).length;
    const k = Math.max(
      6,
      Math.round(byScore ? confident * 1.07 : lesson.text.length * cardsPerChar),
    );
    found += mine.slice(0, k).filter((e) => e.y === 1).length;
    cards += Math.min(k, mine.length);
    terms += lesson.terms.length;
  });
  return { recall: found / terms, cardsPerTerm: cards / terms };
}

const lessons = loadCorpus();
const examples = examplesOf(lessons);
const even = examples.filter((e) => e.lesson % 2 === 0);
const odd = examples.filter((e) => e.lesson % 2 === 1);
const held = fit(even);
const onOdd = (rate: number) => recallAt(odd, lessons, held, rate, (i) => i % 2 === 1);
console.log('held-out (fit on even lessons, measured on odd ones):');
for (const rate of [1 / 400, 1 / 340, 1 / 300])
  console.log(`1 card per ${1 / rate} chars`, onOdd(rate));
console.log(
  'engine rule',
  recallAt(odd, lessons, held, 0, (i) => i % 2 === 1, true),
);
const weights = fit(examples);
console.log(
  ['bias', ...termFeatureNames].map((n, i) => `${n}: ${weights[i]?.toFixed(3)}`).join('\n'),
);
console.log(JSON.stringify(weights.map((w) => Number(w.toFixed(3)))));
if (process.argv.includes('--diagnose')) {
  let covered = 0;
  let oracleFound = 0;
  let total = 0;
  lessons.forEach((lesson, index) => {
    const mine = examples
      .filter((e) => e.lesson === index)
      .map((e) => ({ y: e.y, s: e.x.reduce((sum, x, i) => sum + x * (weights[i] as number), 0) }))
      .sort((a, b) => b.s - a.s);
    covered += mine.filter((e) => e.y === 1).length;
    oracleFound += mine.slice(0, lesson.terms.length * 2).filter((e) => e.y === 1).length;
    total += lesson.terms.length;
  });
  console.log({ candidateCoverage: covered / total, oracleBudgetRecall: oracleFound / total });
}
