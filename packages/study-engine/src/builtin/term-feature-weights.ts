/**
 * Weights of the key-term model: bias first, then one per `termFeatureNames` entry. Learned by
 * `src/eval/train-term-weights.ts` (logistic regression on the OpenStax glossary corpus).
 */
export const termFeatureWeights: readonly number[] = [
  -2.166, -0.079, 0.642, 0.723, -1.829, -0.356, -0.002, -0.051, 1.523, 1.677, 0.346, 0.249, 0.73,
  0.414, 0.587, 0.342, 0.831, 0.639, 0.719, 1.265, -1.001, -0.409, -0.27, 0.097, 0.075, -0.57,
  -0.248, -0.314, -1.679, 0.861, -0.047, 0.69, 0.195, 0.707, -0.059, -0.242, -0.066, -0.022,
];
