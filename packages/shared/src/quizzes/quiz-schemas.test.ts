import { describe, expect, it } from 'vitest';
import { createQuizSchema, quizResultTier, quizScorePercent } from './quiz-schemas.ts';

describe('quiz scoring rules', () => {
  it('puts each percentage in its tier, 45 tiers from 0 to 44', () => {
    expect(quizResultTier(0)).toBe(0);
    expect(quizResultTier(2.2)).toBe(0);
    expect(quizResultTier(2.23)).toBe(1);
    expect(quizResultTier(50)).toBe(22);
    expect(quizResultTier(97.7)).toBe(43);
    expect(quizResultTier(97.8)).toBe(44);
    expect(quizResultTier(100)).toBe(44);
    // Exact edges reached through floating-point percentages: 1/3 is tier 15, 2/3 tier 30.
    expect(quizResultTier(quizScorePercent(1, 3))).toBe(15);
    expect(quizResultTier(quizScorePercent(4, 6))).toBe(30);
  });

  it('computes the percentage with half points', () => {
    expect(quizScorePercent(7.5, 10)).toBe(75);
    expect(quizScorePercent(0, 10)).toBe(0);
    expect(quizScorePercent(3, 3)).toBe(100);
  });

  it('takes an answer count for MCQ only', () => {
    const lessonId = '4d7b0f3e-6a55-4f67-9d1e-2a5c3f2b9a10';
    expect(createQuizSchema.safeParse({ lessonId, type: 'mcq', answerCount: 3 }).success).toBe(
      true,
    );
    expect(createQuizSchema.safeParse({ lessonId, type: 'open', answerCount: 3 }).success).toBe(
      false,
    );
    expect(createQuizSchema.safeParse({ lessonId, type: 'mcq', answerCount: 5 }).success).toBe(
      false,
    );
  });
});
