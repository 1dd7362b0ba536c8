import type { CoachEvent, CoachSource, Flashcard } from '@study/shared';
import type { CoachInput } from '../engine-types.ts';
import { Bm25Index, queryTerms } from '../retrieval/bm25-index.ts';
import { buildFlashcards } from './build-flashcards.ts';
import { coachIntent } from './coach-intents.ts';
import type { LessonModel } from './lesson-model.ts';

/** Questions in one answer to "quiz me"; key terms in one answer to "what should I remember?". */
const quizQuestions = 3;
const keyPoints = 5;

const indexes = new WeakMap<LessonModel, Bm25Index>();

/** The BM25 index of a lesson model, built once. */
export function lessonIndex(model: LessonModel): Bm25Index {
  let index = indexes.get(model);
  if (!index) {
    index = new Bm25Index(model.analysis);
    indexes.set(model, index);
  }
  return index;
}

/** The passages of the lesson that answer a question, with the last user turn as extra context. */
export function retrieveSources(model: LessonModel, input: CoachInput, limit = 3): CoachSource[] {
  const language = model.analysis.language;
  let terms = queryTerms(input.question, language);
  const found = lessonIndex(model).search(terms, limit);
  if (found.length === 0) {
    const previous = [...input.history].reverse().find((m) => m.role === 'user');
    if (previous) {
      terms = queryTerms(previous.content, language);
      found.push(...lessonIndex(model).search(terms, limit));
    }
  }
  return found
    .sort((a, b) => a.chunk.start - b.chunk.start)
    .map(({ chunk }) => ({
      start: chunk.start,
      end: chunk.end,
      text: model.analysis.text.slice(chunk.start, chunk.end),
    }));
}

function sourceOf(model: LessonModel, card: Flashcard): CoachSource {
  const { start, end } = card.source;
  return { start, end, text: model.analysis.text.slice(start, end) };
}

/** The passages of `cards`, each once, in the order of the cards. */
function sourcesOf(model: LessonModel, cards: Flashcard[]): CoachSource[] {
  const seen = new Set<string>();
  return cards
    .map((card) => sourceOf(model, card))
    .filter((source) => {
      const key = `${source.start}:${source.end}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/**
 * "Quiz me": questions on the lesson's key terms, the next ones each time it is asked again in the
 * conversation, with the passages that answer them as sources.
 */
function quizAnswer(model: LessonModel, input: CoachInput, cards: Flashcard[]) {
  const { coachQuiz } = model.analysis.pack.templates;
  const asked = input.history.filter(
    (m) => m.role === 'assistant' && m.content.startsWith(coachQuiz),
  ).length;
  const count = Math.min(quizQuestions, cards.length);
  const picked = Array.from(
    { length: count },
    (_, i) => cards[(asked * count + i) % cards.length] as Flashcard,
  );
  const questions = picked.map((card, i) => `${i + 1}. ${card.question}`).join('\n');
  return { text: `${coachQuiz}\n\n${questions}`, sources: sourcesOf(model, picked) };
}

/** "What should I remember?": the key terms, defined ones first, with what the lesson says. */
function keyPointsAnswer(model: LessonModel, cards: Flashcard[]) {
  const picked = cards.slice(0, keyPoints);
  const points = picked
    .map((card) => (card.term ? `- **${card.term}**: ${card.answer}` : `- ${card.answer}`))
    .join('\n');
  return {
    text: `${model.analysis.pack.templates.coachKeyPoints}\n\n${points}`,
    sources: sourcesOf(model, picked),
  };
}

/** The passages that answer the question, quoted. */
function passagesAnswer(model: LessonModel, input: CoachInput) {
  const { templates } = model.analysis.pack;
  const sources = retrieveSources(model, input);
  const text =
    sources.length === 0
      ? templates.coachNothing
      : `${templates.coachIntro}\n\n${sources.map((s) => `> ${s.text}`).join('\n\n')}`;
  return { text, sources };
}

/**
 * The builtin coach: asked to quiz the student or for the key points of the lesson, it answers
 * from the lesson's key terms; otherwise it quotes the passages that best match the question
 * (BM25), or says the lesson does not cover it. Streamed word by word, then its sources; stops
 * quietly when `signal` aborts.
 */
export async function* builtinCoachAnswer(
  model: LessonModel,
  input: CoachInput,
): AsyncIterable<CoachEvent> {
  const intent = coachIntent(input.question);
  const cards = intent ? buildFlashcards(model) : [];
  const { text, sources } =
    intent === 'quiz' && cards.length > 0
      ? quizAnswer(model, input, cards)
      : intent === 'key-points' && cards.length > 0
        ? keyPointsAnswer(model, cards)
        : passagesAnswer(model, input);
  for (const piece of text.match(/\S+\s*/g) ?? []) {
    if (input.signal?.aborted) return;
    yield { type: 'token', text: piece };
  }
  if (input.signal?.aborted) return;
  yield { type: 'sources', sources };
  yield { type: 'done' };
}
