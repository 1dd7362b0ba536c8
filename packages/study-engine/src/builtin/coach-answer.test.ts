import type { CoachEvent, CoachMessage, LessonLanguage } from '@study/shared';
import { describe, expect, it } from 'vitest';
import { createBuiltinEngine } from './builtin-engine.ts';
import { englishLesson, frenchBiologyLesson } from '../test-lessons.ts';

const engine = createBuiltinEngine();

async function answer(
  text: string,
  language: LessonLanguage,
  question: string,
  history: CoachMessage[] = [],
) {
  const events: CoachEvent[] = [];
  for await (const event of engine.answerCoach({ text, language, history, question })) {
    events.push(event);
  }
  const content = events.map((e) => (e.type === 'token' ? e.text : '')).join('');
  const sources = events.flatMap((e) => (e.type === 'sources' ? e.sources : []));
  for (const source of sources) expect(text.slice(source.start, source.end)).toBe(source.text);
  return { content, sources };
}

describe('builtin coach: the suggested prompts of the chat screen', () => {
  it.each([
    ['Quiz me', 'en', englishLesson],
    ['Interroge-moi', 'en', englishLesson],
    ['Quiz me!', 'fr', frenchBiologyLesson],
    ['Interroge-moi', 'fr', frenchBiologyLesson],
  ] as const)(
    '“%s” on a %s lesson asks numbered questions on its key terms',
    async (q, language, text) => {
      const { content, sources } = await answer(text, language, q);
      const intro =
        language === 'en'
          ? 'Test yourself: answer these questions, then check your answers in the sources below.'
          : 'Testez-vous : répondez à ces questions, puis vérifiez vos réponses dans les sources ci-dessous.';
      expect(content.startsWith(`${intro}\n\n1. `)).toBe(true);
      expect(content).toMatch(/\n2\. .+\?/);
      expect(content).toMatch(/\n3\. .+\?/);
      expect(sources.length).toBeGreaterThanOrEqual(2);
    },
  );

  it('asks other questions when asked again in the same conversation', async () => {
    const first = await answer(englishLesson, 'en', 'Quiz me');
    const second = await answer(englishLesson, 'en', 'Quiz me', [
      { role: 'user', content: 'Quiz me' },
      { role: 'assistant', content: first.content },
    ]);
    const questions = (text: string) => text.split('\n').filter((line) => /^\d\. /.test(line));
    expect(questions(second.content)).not.toEqual(questions(first.content));
  });

  it.each([
    ['What should I remember?', 'en', englishLesson, 'The key points of your lesson:'],
    ['Explain the main idea', 'en', englishLesson, 'The key points of your lesson:'],
    ['Que dois-je retenir ?', 'fr', frenchBiologyLesson, 'Les points clés de votre cours :'],
    [
      'Explique-moi l’idée principale',
      'fr',
      frenchBiologyLesson,
      'Les points clés de votre cours :',
    ],
  ] as const)(
    '“%s” on a %s lesson lists its key terms with what the lesson says',
    async (q, language, text, intro) => {
      const { content, sources } = await answer(text, language, q);
      expect(content.startsWith(`${intro}\n\n- **`)).toBe(true);
      expect(
        content.split('\n').filter((line) => line.startsWith('- **')).length,
      ).toBeGreaterThanOrEqual(3);
      expect(sources.length).toBeGreaterThanOrEqual(3);
    },
  );

  it('still answers a precise question from the passages, and says when the lesson is silent', async () => {
    const precise = await answer(englishLesson, 'en', 'What should I remember about the aorta?');
    expect(precise.content).toContain('The aorta is the largest artery of the body.');
    const silent = await answer(englishLesson, 'en', 'What is the capital of France?');
    expect(silent.content).toBe(
      'I could not find this in your lesson. Try asking about one of its terms or sections.',
    );
    expect(silent.sources).toEqual([]);
  });
});
