/**
 * Weights of the grader's credit model: bias first, then one per `gradeFeatureNames` entry, and
 * the probability from which an answer is credited. Fitted by `src/eval/fit-grader.ts` (logistic
 * regression) on the anatomy corpus and the held-out lessons of `src/eval/lessons/held-out/`;
 * psychology, the French corpus and `eval-lessons/` are its measure.
 */
export const gradeFeatureWeights: readonly number[] = [
  -0.074, 1.572, -0.122, 1.641, -1.026, -2.277, 1.109, 0.804, 3.05, -1.161, 0.537,
];

export const gradeCreditThreshold = 0.43;
