import { flashcardListSchema, sheetSchema } from '@study/shared';
import { describe, expect, it } from 'vitest';
import { loadCorpus } from './eval/corpus.ts';
import { evaluateLesson } from './eval/evaluate-lesson.ts';
import { createStudyEngine } from './create-study-engine.ts';
import { sheetShareCeiling, wordCount } from './builtin/build-sheet.ts';
import { blankCitations, closeBlanks } from './text/citations.ts';
import { fillBlank } from '@study/shared';

const lessons = loadCorpus();
const engine = createStudyEngine();

describe('builtin engine on every corpus lesson', () => {
  it('finds the corpus', () => {
    expect(lessons.length).toBeGreaterThanOrEqual(140);
  });

  it.each(lessons.map((l) => [`${l.corpus}/${l.id}`, l] as const))(
    '%s: quizzes keep every invariant, sheet and cards are valid and grounded',
    async (_name, lesson) => {
      const score = await evaluateLesson(lesson);
      expect(score.violations).toEqual([]);
      expect(score.sheetChars / score.lessonChars).toBeGreaterThanOrEqual(0.1);
      const input = { text: lesson.text, language: lesson.language };
      const sheet = sheetSchema.parse(await engine.generateSheet(input));
      // 30 % of the lesson, more for a short one, lists of key dates apart (ADR 275); past it
      // only when every section keeps its best sentence (m46680: 11 short sections, 0.35).
      const dates = sheet.blocks
        .filter(
          (b) => b.type === 'bullet' && b.marks[0]?.start === 0 && b.marks[0].color === 'green',
        )
        .reduce((n, b) => n + b.text.length + 1, 0);
      expect((score.sheetChars - dates) / score.lessonChars).toBeLessThanOrEqual(
        sheetShareCeiling(wordCount(lesson.text)) + 0.07,
      );
      const cards = flashcardListSchema.parse(await engine.generateFlashcards(input));
      expect(cards.length).toBeGreaterThan(0);
      // Each answer is the lesson's words at its source, the sources it cites aside.
      const quoted = blankCitations(lesson.text);
      for (const card of cards) {
        expect(closeBlanks(quoted.slice(card.source.start, card.source.end)).text).toBe(
          card.answer,
        );
      }
    },
  );

  it('asks no half of a name: no blank beside another capitalised part of it ("Randy _____")', async () => {
    const halves: string[] = [];
    for (const lesson of lessons.filter((l) => l.corpus === 'openstax-psychology')) {
      const input = { text: lesson.text, language: lesson.language };
      const quiz = await engine.generateQuiz({ ...input, type: 'mcq', answerCount: 4 });
      for (const { prompt } of quiz.questions) {
        const at = prompt.indexOf(fillBlank);
        if (at < 0) continue;
        const head = prompt.slice(0, at);
        const after = prompt.slice(at + fillBlank.length);
        // A capitalised word that opens no sentence ("Randy _____", not "“The _____" nor
        // "…inputs. The _____"), or one right after the blank ("_____ Saunders").
        const named =
          (/(?<![.!?“"]\s*)(?<=\s)\p{Lu}\p{Ll}+ $/u.test(head) && !/[.!?]\s+\S+ $/u.test(head)) ||
          /^ \p{Lu}\p{Ll}/u.test(after);
        if (named) halves.push(`${lesson.id}: ${prompt}`);
      }
    }
    expect(halves).toEqual([]);
  });
});
