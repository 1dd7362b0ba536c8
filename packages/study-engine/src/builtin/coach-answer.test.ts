import type { CoachEvent, CoachMessage, CoachQuiz, LessonLanguage } from '@study/shared';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBuiltinEngine } from './builtin-engine.ts';
import {
  englishLesson,
  englishWaterCycleLesson,
  frenchBiologyLesson,
  frenchRevolutionCoachLesson,
  photosynthesisCoachLesson,
  waterCycleLesson,
} from '../test-lessons.ts';

const engine = createBuiltinEngine();

async function answer(
  text: string,
  language: LessonLanguage,
  question: string,
  history: CoachMessage[] = [],
  quiz: CoachQuiz | null = null,
) {
  const events: CoachEvent[] = [];
  for await (const event of engine.answerCoach({ text, language, history, question, quiz })) {
    events.push(event);
  }
  const content = events.map((e) => (e.type === 'token' ? e.text : '')).join('');
  const sources = events.flatMap((e) => (e.type === 'sources' ? e.sources : []));
  const quizEvent = events.find((e) => e.type === 'quiz');
  for (const source of sources) expect(text.slice(source.start, source.end)).toBe(source.text);
  return {
    content,
    sources: sources.map((s) => s.text),
    quiz: quizEvent?.type === 'quiz' ? quizEvent.quiz : undefined,
  };
}

describe('builtin coach: answers of the kind asked', () => {
  it('“Why did the French Revolution start?” gives the causes paragraph, not its end', async () => {
    const { content, sources } = await answer(
      frenchRevolutionCoachLesson,
      'en',
      'Why did the French Revolution start?',
    );
    expect(content.startsWith('Your lesson gives these reasons:\n\n1. ')).toBe(true);
    expect(sources).toContain(
      'The Third Estate, the vast majority of the population, paid most of the taxes while the clergy and the nobility were exempt.',
    );
    expect(sources).toContain(
      'Because the treasury was empty, Louis XVI had to call the Estates-General in May 1789.',
    );
    expect(content).not.toContain('Napoleon');
    expect(content).not.toContain('# ');
  });

  it('“How does CAM photosynthesis work in cacti?” says the lesson does not cover it', async () => {
    const { content, sources } = await answer(
      photosynthesisCoachLesson,
      'en',
      'How does CAM photosynthesis work in cacti?',
    );
    expect(content).toBe(
      'Your lesson does not cover this. Nearby, it covers: What photosynthesis is, The light-dependent reactions, The Calvin cycle. Ask me about one of them.',
    );
    expect(sources).toEqual([]);
  });

  it('“Explain the Calvin cycle simply” gives the definition, then one example', async () => {
    const { content, sources } = await answer(
      photosynthesisCoachLesson,
      'en',
      'Explain the Calvin cycle simply',
    );
    expect(content).toBe(
      'In short: The Calvin cycle is the second stage of photosynthesis, in which the plant uses ATP and NADPH to fix carbon dioxide into glucose.\n\nFor example, a carbon atom from the air ends up in a sugar molecule after several turns of the cycle.',
    );
    expect(sources).toHaveLength(2);
  });

  it.each(['C’est quoi l’infiltration ?', 'Qu’est-ce que l’infiltration ?', 'infiltration'])(
    '“%s” cites the sentence that defines it',
    async (question) => {
      const { content, sources } = await answer(waterCycleLesson, 'fr', question);
      expect(
        content.startsWith('L’infiltration est la pénétration de l’eau de pluie dans le sol.'),
      ).toBe(true);
      expect(sources[0]).toBe('L’infiltration est la pénétration de l’eau de pluie dans le sol.');
    },
  );

  it('reads a question in French on a lesson in English', async () => {
    const { sources } = await answer(englishLesson, 'en', 'Qu’est-ce que le myocardium ?');
    expect(sources[0]).toBe('The myocardium is the thick muscular layer of the heart wall.');
  });

  it('reads “What’s X?” in English on a lesson in French', async () => {
    const { sources } = await answer(frenchBiologyLesson, 'fr', 'What’s méiose?');
    expect(sources[0]).toBe('La méiose est une division particulière qui produit les gamètes.');
  });

  it('answers “why is X important?” from X’s own sentence, not from a “Causes” section', async () => {
    const lesson = readFileSync(
      path.join(import.meta.dirname, '../eval/lessons/held-out/premiere-guerre-mondiale.md'),
      'utf8',
    );
    const { sources } = await answer(
      lesson,
      'fr',
      'Pourquoi la guerre de mouvement est importante ?',
    );
    expect(sources[0]).toBe(
      'La guerre de mouvement est la phase de 1914 pendant laquelle les armées avancent rapidement.',
    );
  });

  it('answers a French question outside the lesson in French', async () => {
    const { content, sources } = await answer(
      waterCycleLesson,
      'fr',
      'Qu’est-ce que la photosynthèse ?',
    );
    expect(content.startsWith('Votre cours n’en parle pas. Il parle en revanche de : ')).toBe(true);
    expect(sources).toEqual([]);
  });

  it('compares both sides', async () => {
    const { sources } = await answer(
      englishLesson,
      'en',
      'What is the difference between systole and diastole?',
    );
    expect(sources).toEqual([
      'Systole is the phase of contraction of the ventricles.',
      'Diastole is the phase of relaxation during which the chambers fill with blood.',
    ]);
  });

  it('still answers a precise question, and says when the lesson is silent', async () => {
    const precise = await answer(englishLesson, 'en', 'What should I remember about the aorta?');
    expect(precise.content).toContain('The aorta is the largest artery of the body.');
    const silent = await answer(englishLesson, 'en', 'What is the capital of France?');
    expect(silent.content.startsWith('Your lesson does not cover this.')).toBe(true);
    expect(silent.sources).toEqual([]);
  });

  it.each([
    ['What should I remember?', 'en', englishLesson, 'The key points of your lesson:'],
    ['Que dois-je retenir ?', 'fr', frenchBiologyLesson, 'Les points clés de votre cours :'],
  ] as const)('“%s” lists the key terms', async (q, language, text, intro) => {
    const { content } = await answer(text, language, q);
    expect(content.startsWith(`${intro}\n\n- **`)).toBe(true);
  });
});

describe('builtin coach: “Quiz me” keeps the question and grades the reply', () => {
  it('asks one question and hands the conversation the question to keep', async () => {
    const { content, quiz } = await answer(englishLesson, 'en', 'Quiz me');
    expect(content.startsWith('Let’s test you: answer in your own words.\n\nQuestion 1: ')).toBe(
      true,
    );
    expect(quiz?.asked).toBe(1);
    expect(content.endsWith(quiz!.question)).toBe(true);
  });

  it('grades a right reply, then asks the next question', async () => {
    const first = await answer(englishLesson, 'en', 'Quiz me');
    const reply = await answer(englishLesson, 'en', first.quiz!.expected, [], first.quiz!);
    expect(
      reply.content.startsWith(
        'Correct: your answer matches the lesson.\n\nNext one. Question 2: ',
      ),
    ).toBe(true);
    expect(reply.quiz?.asked).toBe(2);
    expect(reply.sources).toEqual([first.quiz!.expected]);
  });

  it('grades a wrong reply with the key idea, in French on a French lesson', async () => {
    const first = await answer(frenchBiologyLesson, 'fr', 'Interroge-moi');
    expect(
      first.content.startsWith(
        'Testons vos connaissances : répondez avec vos propres mots.\n\nQuestion 1 : ',
      ),
    ).toBe(true);
    const reply = await answer(frenchBiologyLesson, 'fr', 'aucune idée', [], first.quiz!);
    expect(reply.content.startsWith('Pas tout à fait. L’idée clé est : « ')).toBe(true);
    expect(reply.content).toContain('Question suivante. Question 2 : ');
  });

  it.each([
    'Plants use the energy of sunlight to turn carbon dioxide and water into sugar (glucose), and they give off oxygen.',
    'It is how green plants make glucose out of water and carbon dioxide with the energy of light, and oxygen is released.',
    'Using sunlight’s energy, a plant changes water and carbon dioxide into glucose; oxygen comes out.',
    'The process where plants turn light energy, water and carbon dioxide into glucose and oxygen.',
  ])('credits “%s” in the student’s own words, with the grader of open answers', async (reply) => {
    // The coach asks the cards in the ranking's order; the question on photosynthesis is among
    // the first ones.
    let turn = await answer(photosynthesisCoachLesson, 'en', 'Quiz me');
    while (turn.quiz && turn.quiz.question !== 'What does “photosynthesis” mean?') {
      expect(turn.quiz.asked).toBeLessThan(3);
      turn = await answer(photosynthesisCoachLesson, 'en', turn.quiz.expected, [], turn.quiz);
    }
    const graded = await answer(photosynthesisCoachLesson, 'en', reply, [], turn.quiz!);
    expect(graded.content.startsWith('Correct: your answer matches the lesson.\n\n')).toBe(true);
    expect(graded.quiz?.asked).toBe(turn.quiz!.asked + 1);
  });

  it('refuses the misconception about the Calvin cycle and says what the lesson states', async () => {
    let turn = await answer(photosynthesisCoachLesson, 'en', 'Quiz me');
    while (turn.quiz && turn.quiz.question !== 'What does “Calvin cycle” mean?') {
      turn = await answer(photosynthesisCoachLesson, 'en', turn.quiz.expected, [], turn.quiz);
    }
    const graded = await answer(
      photosynthesisCoachLesson,
      'en',
      'The reactions that happen at night.',
      [],
      turn.quiz!,
    );
    expect(graded.content.split('\n\n')[0]).toBe(
      'Not quite: the lesson says otherwise: “Despite their name, the light-independent reactions do not happen at night”.',
    );
    expect(graded.sources).toEqual([turn.quiz!.expected]);
  });

  it('stops on “stop”, and answers a question of the student’s own without grading it', async () => {
    const first = await answer(englishLesson, 'en', 'Quiz me');
    const stopped = await answer(englishLesson, 'en', 'stop', [], first.quiz!);
    expect(stopped.quiz).toBeNull();
    expect(stopped.content).toBe(
      'Quiz stopped. Ask me anything about the lesson, or say “Quiz me” to start again.',
    );
    const aside = await answer(englishLesson, 'en', 'What is the aorta?', [], first.quiz!);
    expect(aside.quiz).toBeUndefined();
    expect(aside.content).toContain('The aorta is the largest artery of the body.');
  });
});

describe('builtin coach: why, how and who on a lesson that does not say "because"', () => {
  const text = englishWaterCycleLesson;

  it('answers why and how with what leads to it, not with a list of types that names it', async () => {
    const why = await answer(text, 'en', 'Why do clouds form?');
    expect(why.sources).toEqual([
      'As moist air rises, it expands and cools.',
      'When it cools to its dew point, the water vapour condenses into tiny droplets around particles of dust or salt, called condensation nuclei.',
      'Billions of these droplets form a cloud.',
    ]);
    const how = await answer(text, 'en', 'How do clouds form?');
    expect(how.sources).toEqual(why.sources);
    expect(how.content).not.toMatch(/steps/i);
  });

  it('answers "how does X change Y" with what the lesson says of X, not its whole section', async () => {
    const how = await answer(text, 'en', 'How does deforestation change the water cycle?');
    expect(how.content).toContain('Deforestation reduces transpiration and increases runoff');
    expect(how.content).not.toContain('Cities');
  });

  it('says the lesson does not cover who did something when it names nobody', async () => {
    const who = await answer(text, 'en', 'Who discovered the water cycle?');
    expect(who.content).toMatch(/^Your lesson does not cover this\./);
    expect(who.sources).toEqual([]);
  });
});
