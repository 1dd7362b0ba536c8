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

describe('fill-in questions', () => {
  it('asks a term the sentence names twice in the clause that names it once', async () => {
    const text = `# Vaccines

## History

Edward Jenner showed in 1796 that cowpox protected people against smallpox; smallpox was declared eradicated by the World Health Organization in 1980. Louis Pasteur made the first rabies vaccine in 1885.

## How a vaccine works

A vaccine is a preparation that trains the immune system without causing the disease. An antigen is a molecule that the immune system recognises as foreign. Antibodies are proteins that bind to one specific antigen. Memory cells are lymphocytes that remember an antigen for years. A booster is a later dose that renews the protection of a vaccine.

## Protecting everyone

Herd immunity is the protection of a whole population when most of its members are immune. An epidemic is a rapid spread of a disease in a population. A pandemic is an epidemic that spreads across several continents. Quarantine is the isolation of people who may carry a pathogen.
`;
    const smallpox: string[] = [];
    const avoid: string[] = [];
    for (let round = 0; round < 4; round++) {
      const quiz = await engine.generateQuiz({ text, language: 'en', type: 'fill', avoid });
      for (const question of quiz.questions) {
        avoid.push(question.prompt);
        if (question.answer.toLowerCase() === 'smallpox') smallpox.push(question.prompt);
      }
    }
    expect(smallpox.length).toBeGreaterThan(0);
    for (const prompt of smallpox) {
      expect(prompt).toBe(
        'Edward Jenner showed in 1796 that cowpox protected people against _____.',
      );
    }
  });
});
