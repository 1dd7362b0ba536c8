import { describe, expect, it } from 'vitest';
import {
  answerCountName,
  fillPromptParts,
  formatPercent,
  formatPoints,
  newQuizPath,
  quizPath,
} from './quiz-format.ts';

describe('quiz format', () => {
  it('names the MCQ answer counts duo, trio and square', () => {
    expect(answerCountName(2)).toBe('duo');
    expect(answerCountName(3)).toBe('trio');
    expect(answerCountName(4)).toBe('square');
    expect(answerCountName(null)).toBeNull();
  });

  it('cuts a fill-in prompt around its blank', () => {
    expect(fillPromptParts('The _____ pumps blood.')).toEqual({
      before: 'The ',
      after: ' pumps blood.',
    });
    expect(fillPromptParts('_____ are reflexes.')).toEqual({ before: '', after: ' are reflexes.' });
    expect(fillPromptParts('Explain “reflex” in your own words.')).toBeNull();
  });

  it('writes half points and percentages the way each interface language does', () => {
    expect(formatPoints(7.5, 'en')).toBe('7.5');
    expect(formatPoints(7.5, 'fr')).toBe('7,5');
    expect(formatPoints(10, 'fr')).toBe('10');
    expect(formatPercent(75, 'en')).toBe('75%');
    // ICU puts a no-break space (narrow or not, by version) before the sign.
    expect(formatPercent(75, 'fr')).toMatch(/^75[\u00a0\u202f]%$/);
  });

  it('opens a finished quiz on its result, any other on its questions', () => {
    const id = '6f1c2a1e-7d43-4c1b-9a59-0d3f7b1e2c11';
    expect(quizPath({ id, progress: 'completed' })).toBe(`/quizzes/${id}/result`);
    expect(quizPath({ id, progress: 'in_progress' })).toBe(`/quizzes/${id}`);
    expect(quizPath({ id, progress: 'not_started' })).toBe(`/quizzes/${id}`);
    expect(newQuizPath()).toBe('/quizzes?new=1');
    expect(newQuizPath(id)).toBe(`/quizzes?new=1&lessonId=${id}`);
  });
});
