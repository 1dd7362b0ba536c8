/**
 * Weights of the grader's credit model: bias first, then one per `gradeFeatureNames` entry, and
 * the probability from which an answer is credited. Fitted by `src/eval/fit-grader.ts` (logistic
 * regression) on the anatomy corpus and the held-out lessons of `src/eval/lessons/held-out/`;
 * psychology, the French corpus and `eval-lessons/` are its measure.
 */
export const gradeFeatureWeights: readonly number[] = [
  -0.366, 1.749, 0.362, 1.778, -0.8, -2.42, 1.407, 0.525, 3.357, -0.926, 0.495,
];

export const gradeCreditThreshold = 0.42;
