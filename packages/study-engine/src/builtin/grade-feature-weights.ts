/**
 * Weights of the grader's credit model: bias first, then one per `gradeFeatureNames` entry, and
 * the probability from which an answer is credited. Fitted by `src/eval/fit-grader.ts` (logistic
 * regression) on the anatomy corpus and the held-out lessons of `src/eval/lessons/held-out/`;
 * psychology, the French corpus and `eval-lessons/` are its measure.
 */
export const gradeFeatureWeights: readonly number[] = [
  0.114, 1.731, 0.436, 1.72, -0.904, -1.287, 0.347, -0.383, 3.036, -0.437, -0.039, -2.079, -2.171,
];

export const gradeCreditThreshold = 0.44;
