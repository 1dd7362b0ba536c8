import type { QuizQuestionView } from '@study/shared';
import { describe, expect, it } from 'vitest';
import { firstUnansweredIndex, hasMistakes, nextUnansweredId } from './quiz-progress.ts';

function question(id: string, givenAnswer: string | null, points: 0 | 0.5 | 1 | null = null) {
  return {
    id,
    position: Number(id),
    type: 'fill',
    prompt: 'The _____ pumps blood.',
    choices: null,
    state: points === null ? 'not_started' : points === 1 ? 'acquired' : 'not_acquired',
    givenAnswer,
    expectedAnswer: givenAnswer === null ? null : 'heart',
    points,
    feedback: null,
    source: null,
  } satisfies QuizQuestionView;
}

describe('quiz progress', () => {
  it('resumes at the first unanswered question, or nowhere once all are answered', () => {
    expect(firstUnansweredIndex([question('0', null), question('1', null)])).toBe(0);
    expect(firstUnansweredIndex([question('0', 'heart', 1), question('1', null)])).toBe(1);
    expect(firstUnansweredIndex([question('0', 'heart', 1), question('1', 'lung', 0)])).toBe(-1);
  });

  it('goes on to the next unanswered question, coming back to a skipped one, then to none', () => {
    const questions = [
      question('0', null),
      question('1', 'heart', 1),
      question('2', null),
      question('3', 'heart', 1),
    ];
    expect(nextUnansweredId(questions, '0')).toBe('2');
    expect(nextUnansweredId(questions, '2')).toBe('0');
    expect(nextUnansweredId([question('0', 'a', 1), question('1', 'b', 0)], '1')).toBeNull();
  });

  it('has mistakes when any answer fell short of full points', () => {
    expect(hasMistakes([question('0', 'heart', 1), question('1', 'heart', 1)])).toBe(false);
    expect(hasMistakes([question('0', 'heart', 1), question('1', 'lung', 0.5)])).toBe(true);
    expect(hasMistakes([question('0', null)])).toBe(false);
  });
});
