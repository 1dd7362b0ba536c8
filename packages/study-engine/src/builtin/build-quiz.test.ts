import { describe, expect, it } from 'vitest';
import { frenchRevolutionLesson } from '../test-lessons.ts';
import { createBuiltinEngine } from './builtin-engine.ts';

const engine = createBuiltinEngine();

describe('quiz distractors', () => {
  it('offers as terms only words the lesson’s sentences use, never a heading’s alone ("Key dates")', async () => {
    const input = { text: frenchRevolutionLesson, language: 'en' as const };
    const body = frenchRevolutionLesson
      .split('\n')
      .filter((line) => !line.startsWith('#'))
      .join('\n');
    const choices: string[] = [];
    for (const answerCount of [2, 3, 4] as const) {
      const avoid: string[] = [];
      for (let round = 0; round < 6; round++) {
        const quiz = await engine.generateQuiz({ ...input, type: 'mcq', answerCount, avoid });
        for (const question of quiz.questions) {
          avoid.push(question.prompt);
          if (question.type === 'mcq' && /^Which term/.test(question.prompt)) {
            choices.push(...question.choices);
          }
        }
      }
    }
    expect(choices.length).toBeGreaterThan(50);
    expect(choices.filter((choice) => !body.includes(choice))).toEqual([]);
  });
});
