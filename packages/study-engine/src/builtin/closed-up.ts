import type { Flashcard, Quiz, QuizQuestion, Sheet } from '@study/shared';
import { closeBlanks } from '../text/citations.ts';

/**
 * The builtin engine quotes a lesson whose citations are blanked (`blankCitations`): the sheet,
 * cards and quiz its builders return have those blanks closed up ("the manual (Silverstein,
 * 2009)." -> "the manual.").
 */
const closed = (text: string): string => closeBlanks(text).text;

/** A sheet with its blocks' blanks closed up, each mark moved with its words. */
export function closedSheet(sheet: Sheet): Sheet {
  return {
    blocks: sheet.blocks.map((block) => {
      const { text, at } = closeBlanks(block.text);
      if (text === block.text) return block;
      return {
        ...block,
        text,
        marks: block.marks
          .map((mark) => ({ ...mark, start: at(mark.start), end: at(mark.end) }))
          .filter((mark) => mark.start < mark.end),
      };
    }),
  };
}

export function closedCards(cards: Flashcard[]): Flashcard[] {
  return cards.map((card) => ({
    ...card,
    question: closed(card.question),
    answer: closed(card.answer),
  }));
}

function closedQuestion(question: QuizQuestion): QuizQuestion {
  const common = { prompt: closed(question.prompt), answer: closed(question.answer) };
  return question.type === 'mcq'
    ? { ...question, ...common, choices: question.choices.map(closed) }
    : { ...question, ...common };
}

export function closedQuiz(quiz: Quiz): Quiz {
  return { ...quiz, questions: quiz.questions.map(closedQuestion) };
}
