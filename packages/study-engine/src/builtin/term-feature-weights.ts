/**
 * Weights of the key-term model: bias first, then one per `termFeatureNames` entry. Learned by
 * `src/eval/train-term-weights.ts` (logistic regression on the OpenStax glossary corpus).
 */
export const termFeatureWeights: readonly number[] = [
  -2.141, -0.104, 0.605, 0.627, -1.807, -0.354, 0.022, -0.037, 0.678, 0.916, 0.24, 0.123, 0.667,
  0.15, 0.581, 0.151, 0.829, 0.617, 0.419, 1.271, -0.984, -0.398, -0.319, -0.02, 0.064, -0.551,
  -0.235, -0.31, -1.62, 0.551, -0.075, 0.412, 0.167, 0.702, -0.049, -0.252, -0.105, 0.012, 0.592,
  1.633,
];
