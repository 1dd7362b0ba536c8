import { flashcardListSchema, quizSchema, sheetSchema } from '@study/shared';
import { describe, expect, it } from 'vitest';
import { createStudyEngine } from './create-study-engine.ts';
import { quizViolations } from './quiz-invariants.ts';
import { detectLessonLanguage } from '@study/shared/language-detection';
import { frenchBiologyLesson, frenchHistoryLesson } from './test-lessons.ts';

const languageOf = (text: string) => detectLessonLanguage(text).language;

const engine = createStudyEngine();
const lesson = { text: frenchBiologyLesson, language: 'fr' as const, title: 'La cellule' };

describe('French lessons', () => {
  it('detects French', () => {
    expect(languageOf(frenchBiologyLesson)).toBe('fr');
    expect(languageOf(frenchHistoryLesson)).toBe('fr');
  });

  it('makes French cards for the terms the lesson defines, from its own sentences', async () => {
    const cards = flashcardListSchema.parse(await engine.generateFlashcards(lesson));
    const terms = cards.map((c) => c.term?.toLowerCase());
    for (const term of ['mitose', 'méiose', 'membrane plasmique', 'réplication', 'photosynthèse']) {
      expect(terms).toContain(term);
    }
    const mitose = cards.find((c) => c.term === 'mitose');
    expect(mitose?.question).toBe('Que désigne « mitose » ?');
    expect(mitose?.answer).toBe(
      'La mitose est la division d’une cellule mère en deux cellules filles identiques.',
    );
    for (const card of cards) {
      expect(frenchBiologyLesson.slice(card.source.start, card.source.end)).toBe(card.answer);
    }
  });

  it('never cuts an elided article into a term', async () => {
    const cards = await engine.generateFlashcards(lesson);
    for (const card of cards) expect(card.term).not.toMatch(/^(l|d|qu)[’']/i);
  });

  it('makes French quizzes that keep every invariant', async () => {
    for (const type of ['mcq', 'fill', 'open', 'mixed'] as const) {
      const quiz = quizSchema.parse(await engine.generateQuiz({ ...lesson, type, answerCount: 3 }));
      expect(quizViolations(quiz, { text: lesson.text, answerCount: 3, extractive: true })).toEqual(
        [],
      );
    }
    const mcq = await engine.generateQuiz({ ...lesson, type: 'mcq', answerCount: 4 });
    // Definition → term, then term → definition: which terms come first follows the ranking.
    expect(mcq.questions[0]?.prompt).toMatch(/^Quel terme désigne ceci : « .+ » \?$/);
    expect(frenchBiologyLesson).toContain(mcq.questions[0]?.answer);
    expect(mcq.questions[1]?.prompt).toMatch(
      /^Laquelle de ces définitions correspond à « .+ » \?$/,
    );
    expect(frenchBiologyLesson).toContain(mcq.questions[1]?.answer);
    const open = await engine.generateQuiz({ ...lesson, type: 'open' });
    expect(open.questions[0]?.prompt).toMatch(/^Expliquez « .+ » avec vos propres mots\.$/);
  });

  it('makes a French sheet that keeps the structure and marks key terms', async () => {
    const sheet = sheetSchema.parse(await engine.generateSheet(lesson));
    expect(sheet.blocks[0]).toEqual({
      type: 'h1',
      text: 'La cellule et la division cellulaire',
      marks: [],
    });
    expect(sheet.blocks.filter((b) => b.type === 'h2').map((b) => b.text)).toEqual([
      'La cellule, unité du vivant',
      'La division cellulaire',
      'Le cycle cellulaire',
    ]);
    const text = sheet.blocks.map((b) => b.text).join(' ');
    expect(text).toContain('La mitose est la division d’une cellule mère');
    expect(sheet.blocks.some((b) => b.marks.some((m) => m.color === 'yellow' && m.bold))).toBe(
      true,
    );
  });

  it('makes history cards from a short French history lesson', async () => {
    const history = { text: frenchHistoryLesson, language: 'fr' as const };
    const cards = await engine.generateFlashcards(history);
    expect(cards.map((c) => c.term)).toEqual(
      expect.arrayContaining(['monarchie constitutionnelle', 'états généraux', 'Terreur']),
    );
    expect(cards.find((c) => c.term === 'états généraux')?.answer).toBe(
      'Les états généraux sont une assemblée des représentants des trois ordres.',
    );
    const quiz = await engine.generateQuiz({ ...history, type: 'mixed', answerCount: 3 });
    expect(
      quizViolations(quiz, { text: frenchHistoryLesson, answerCount: 3, extractive: true }),
    ).toEqual([]);
    const terms = quiz.questions.filter((q) => q.type !== 'open').map((q) => q.answer);
    expect(terms.filter((t) => ['août', 'juillet', 'juin'].includes(t))).toEqual([]);
  });

  it('grades a French open answer with accents and typos forgiven', async () => {
    const expected =
      'La mitose est la division d’une cellule mère en deux cellules filles identiques.';
    const right = await engine.gradeOpenAnswer({
      question: 'Expliquez « mitose » avec vos propres mots.',
      expected,
      answer: 'la division dune cellule mere en deux cellules filles identiques',
      language: 'fr',
    });
    expect(right).toEqual({ score: 1, feedback: 'Exact : votre réponse correspond au cours.' });
    const wrong = await engine.gradeOpenAnswer({
      question: 'Expliquez « mitose » avec vos propres mots.',
      expected,
      answer: 'une réaction chimique',
      language: 'fr',
    });
    expect(wrong.score).toBe(0);
    expect(wrong.feedback).toBe(
      'Pas tout à fait. L’idée clé est : « La mitose est la division d’une cellule mère en deux cellules filles identiques ».',
    );
  });
});
