/**
 * Weights of the key-term model: bias first, then one per `termFeatureNames` entry. Learned by
 * `src/eval/train-term-weights.ts` (logistic regression on the OpenStax glossary corpus).
 */
export const termFeatureWeights: readonly number[] = [
  -2.174, -0.087, 0.632, 0.727, -1.829, -0.351, -0.044, -0.009, 1.535, 1.705, 0.348, 0.255, 0.715,
  0.427, 0.594, 0.337, 0.818, 0.643, 0.706, 1.262, -0.983, -0.396, -0.261, 0.075, 0.079, -0.568,
  -0.227, -0.311, -1.679, 0.862, -0.075, 0.673, 0.201, 0.713, -0.062, -0.176, -0.057, -0.01,
];
