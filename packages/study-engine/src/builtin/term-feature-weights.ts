import type { TermModelWeights } from './extract-key-terms.ts';

/**
 * Weights of the key-term model, bias first, then one per `termFeatureNames` entry: `rank` over
 * features standardized within each lesson, `count` over raw features. Learned by
 * `src/eval/train-term-weights.ts` (logistic regression on the OpenStax anatomy glossaries).
 */
export const termFeatureWeights: TermModelWeights = {
  rank: [
    -3.714, 0.265, 0.515, 0.629, -0.496, -0.003, 0.098, -0.127, 0.032, 0.057, 0.036, 0.061, 0.077,
    -0.016, 0.078, -0.004, 0.141, 0.084, 0.081, 0.638, -0.253, -0.219, -0.159, -0.01, 0.149, -0.234,
    0.137, -0.066, -0.674, 0.138, 0.06, 0.038, -0.057, 0.253, 0.017, -0.048, 0.016, -0.235, 0.093,
    0.413,
  ],
  count: [
    -2.083, -0.109, 0.603, 0.664, -1.793, -0.349, -0.013, -0.107, 0.668, 0.896, 0.24, 0.112, 0.651,
    0.15, 0.56, 0.148, 0.827, 0.585, 0.422, 1.227, -0.977, -0.372, -0.285, 0, 0.037, -0.549, -0.24,
    -0.328, -1.66, 0.562, -0.522, 0.419, 0.175, 0.671, -0.085, -0.168, -0.091, 0.02, 0.58, 1.601,
  ],
};
