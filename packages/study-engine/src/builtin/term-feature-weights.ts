/**
 * Weights of the key-term model: bias first, then one per `termFeatureNames` entry. Learned by
 * `src/eval/train-term-weights.ts` (logistic regression on the OpenStax glossary corpus).
 */
export const termFeatureWeights: readonly number[] = [
  -2.209, -0.061, 0.658, 0.875, -1.881, -0.363, -0.032, 0.002, 1.567, 1.689, 0.369, 0.264, 0.371,
  0.801, 0.3, 0.668, 1.275, -0.993, -0.396, -0.294, 0.028, 0.069, -0.563, -0.227, -0.325, -1.692,
  0.69, -0.107, 0.716, 0.185, 0.736, -0.051, -0.184, -0.039, -0.008,
];
