/**
 * `tsx packages/study-engine/src/eval/fit-grader.ts`: fits the grader's credit model (logistic
 * regression over `gradeSignals`, see `builtin/grade-open-answer.ts`) on the `fit` part of the
 * lessons only, the anatomy corpus and `lessons/held-out/` (see `evalPart`), and prints the
 * weights and the credit threshold for `builtin/grade-feature-weights.ts`. The `measure` part
 * (psychology, the French corpus, `eval-lessons/`) is read by `npm run eval`, never here.
 *
 * Right answers are the authors' definitions and rule-made paraphrases, wrong ones other terms'
 * definitions, negations and confusions, as in the evaluation. The threshold is the probability
 * that best meets both targets (0.90 of right answers credited, 0.95 of wrong ones refused) on
 * the fit part, the answers the rules decide alone included.
 */
import { gradeFeatureNames, gradeSignals } from '../builtin/grade-open-answer.ts';
import { loadCorpus } from './corpus.ts';
import {
  corpusLanguage,
  definitionsOf,
  evalPart,
  goldTerms,
  gradingAnswers,
  isRightKind,
  loadHeldOutLessons,
} from './evaluate-coach.ts';
import { fitTermWeights, type TermExample } from './fit-term-weights.ts';

const lessons = [...loadCorpus(), ...loadHeldOutLessons()].filter(
  (lesson) => evalPart(lesson.corpus) === 'fit',
);
const examples: TermExample[] = [];
let decidedRight = 0;
let decidedRightCredited = 0;
let decidedWrong = 0;
let decidedWrongRefused = 0;
lessons.forEach((lesson, index) => {
  const language = corpusLanguage(lesson);
  const gold = goldTerms(lesson, definitionsOf(lesson), language);
  for (const { kind, request } of gradingAnswers(lesson, gold, language)) {
    const right = isRightKind(kind);
    const signals = gradeSignals(request);
    if ('decided' in signals) {
      if (right) {
        decidedRight++;
        if (signals.decided.score >= 0.5) decidedRightCredited++;
      } else {
        decidedWrong++;
        if (signals.decided.score === 0) decidedWrongRefused++;
      }
      continue;
    }
    examples.push({ lesson: index, x: [1, ...signals.features], y: right ? 1 : 0 });
  }
});

const positives = examples.filter((e) => e.y === 1).length;
const weights = fitTermWeights(examples, 600, 1e-3, (examples.length - positives) / positives);
const probability = (x: number[]) =>
  1 / (1 + Math.exp(-x.reduce((z, v, i) => z + v * (weights[i] ?? 0), 0)));
const scored = examples.map((e) => ({ p: probability(e.x), y: e.y }));
const right = positives + decidedRight;
const wrong = examples.length - positives + decidedWrong;
let best = { threshold: 0.5, credited: 0, refused: 0, margin: -Infinity };
for (let t = 0.05; t < 0.96; t += 0.01) {
  const credited =
    (decidedRightCredited + scored.filter((s) => s.y === 1 && s.p >= t).length) / right;
  const refused = (decidedWrongRefused + scored.filter((s) => s.y === 0 && s.p < t).length) / wrong;
  const margin = Math.min(credited - 0.9, refused - 0.95);
  if (margin > best.margin) best = { threshold: Number(t.toFixed(2)), credited, refused, margin };
}
console.log(
  `fit part: ${lessons.length} lessons, ${examples.length} answers for the model, ${decidedRight + decidedWrong} decided by the rules`,
);
console.log(['bias', ...gradeFeatureNames].map((n, i) => `${n}: ${weights[i]}`).join('\n'));
console.log(
  `threshold ${best.threshold}: right credited ${best.credited.toFixed(3)}, wrong refused ${best.refused.toFixed(3)} (fit part)`,
);
console.log(JSON.stringify(weights), best.threshold);
