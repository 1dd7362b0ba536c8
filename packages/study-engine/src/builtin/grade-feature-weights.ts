/**
 * Weights of the grader's credit model: bias first, then one per `gradeFeatureNames` entry, and
 * the probability from which an answer is credited. Fitted by `src/eval/fit-grader.ts` (logistic
 * regression) on the anatomy corpus and the held-out lessons of `src/eval/lessons/held-out/`;
 * psychology, the French corpus and `eval-lessons/` are its measure.
 */
export const gradeFeatureWeights: readonly number[] = [
  -0.354, 1.763, 0.282, 1.816, -0.813, -2.412, 1.388, 0.539, 3.378, -0.927, 0.479, -0.825,
];

export const gradeCreditThreshold = 0.42;
