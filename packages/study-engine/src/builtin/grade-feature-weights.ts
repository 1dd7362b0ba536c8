/**
 * Weights of the grader's credit model: bias first, then one per `gradeFeatureNames` entry, and
 * the probability from which an answer is credited. Fitted by `src/eval/fit-grader.ts` (logistic
 * regression) on the anatomy corpus and the held-out lessons of `src/eval/lessons/held-out/`;
 * psychology, the French corpus and `eval-lessons/` are its measure.
 */
export const gradeFeatureWeights: readonly number[] = [
  0.144, 1.712, 0.391, 1.704, -0.928, -1.268, 0.311, -0.375, 3.006, -0.444, -0.023, -2.088, -2.211,
];

export const gradeCreditThreshold = 0.44;
