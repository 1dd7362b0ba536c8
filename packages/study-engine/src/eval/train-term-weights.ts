/**
 * `tsx packages/study-engine/src/eval/train-term-weights.ts [corpus]`: fits the key-term model
 * (logistic regression, L2, Adam) on the glossaries of one corpus (the anatomy corpus by default)
 * and prints the rank and count weights for `builtin/term-feature-weights.ts`. The other corpora are its held-out
 * check: `npm run eval` measures them, and refits leave-one-corpus-out.
 */
import { termFeatureNames } from '../builtin/extract-key-terms.ts';
import { loadCorpus } from './corpus.ts';
import { fitTermModel } from './fit-term-weights.ts';

const corpus = process.argv[2] ?? 'openstax-anatomy-physiology';
const lessons = loadCorpus().filter((l) => l.corpus === corpus);
if (lessons.length === 0) throw new Error(`No lesson in corpus ${corpus}`);
const { rank, count } = fitTermModel(lessons);
console.log(
  ['bias', ...termFeatureNames]
    .map((n, i) => `${n}: rank ${rank[i]}, count ${count[i]}`)
    .join('\n'),
);
console.log(JSON.stringify({ rank, count }));
