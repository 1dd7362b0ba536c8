/**
 * Weights of the key-term model: bias first, then one per `termFeatureNames` entry. Learned by
 * `src/eval/train-term-weights.ts` (logistic regression on the OpenStax glossary corpus).
 */
export const termFeatureWeights: readonly number[] = [
  -2.172, -0.087, 0.63, 0.73, -1.83, -0.354, -0.039, -0.008, 1.524, 1.688, 0.342, 0.256, 0.716,
  0.427, 0.599, 0.34, 0.813, 0.302, 0.722, 1.262, -0.986, -0.396, -0.264, 0.067, 0.083, -0.568,
  -0.223, -0.312, -1.68, 0.864, -0.081, 0.692, 0.198, 0.709, -0.06, -0.172, -0.067, -0.012,
];
