/**
 * Weights of the key-term model: bias first, then one per `termFeatureNames` entry. Learned by
 * `src/eval/train-term-weights.ts` (logistic regression on the OpenStax glossary corpus).
 */
export const termFeatureWeights: readonly number[] = [
  -2.083, -0.109, 0.603, 0.664, -1.793, -0.349, -0.013, -0.107, 0.668, 0.896, 0.24, 0.112, 0.651,
  0.15, 0.56, 0.148, 0.827, 0.585, 0.422, 1.227, -0.977, -0.372, -0.285, 0, 0.037, -0.549, -0.24,
  -0.328, -1.66, 0.562, -0.522, 0.419, 0.175, 0.671, -0.085, -0.168, -0.091, 0.02, 0.58, 1.601,
];
