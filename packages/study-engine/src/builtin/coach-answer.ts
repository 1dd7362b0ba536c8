import type { CoachEvent, CoachSource } from '@study/shared';
import type { CoachInput } from '../engine-types.ts';
import { Bm25Index, queryTerms } from '../retrieval/bm25-index.ts';
import type { LessonModel } from './lesson-model.ts';

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

/**
 * The builtin coach: quotes the passages of the lesson that best match the question (BM25),
 * streamed word by word, then names its sources; stops quietly when `signal` aborts.
 */
export async function* builtinCoachAnswer(
  model: LessonModel,
  input: CoachInput,
): AsyncIterable<CoachEvent> {
  const { templates } = model.analysis.pack;
  const sources = retrieveSources(model, input);
  const answer =
    sources.length === 0
      ? templates.coachNothing
      : `${templates.coachIntro}\n\n${sources.map((s) => `> ${s.text}`).join('\n\n')}`;
  for (const piece of answer.match(/\S+\s*/g) ?? []) {
    if (input.signal?.aborted) return;
    yield { type: 'token', text: piece };
  }
  if (input.signal?.aborted) return;
  yield { type: 'sources', sources };
  yield { type: 'done' };
}
