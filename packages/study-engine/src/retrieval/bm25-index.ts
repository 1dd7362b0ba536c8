import type { LessonLanguage } from '@study/shared';
import type { LessonAnalysis } from '../text/analyze-lesson.ts';
import { languagePacks } from '../text/language-pack.ts';
import { foldText } from '../text/normalize.ts';
import { stemWord } from '../text/stem.ts';

/** A passage of the lesson: up to three consecutive sentences of one block. */
export interface Chunk {
  start: number;
  end: number;
  terms: Map<string, number>;
  length: number;
}

export interface ScoredChunk {
  chunk: Chunk;
  score: number;
}

const k1 = 1.2;
const b = 0.75;
const sentencesPerChunk = 3;

/** The content-word stems of a query, as the index stores them. */
export function queryTerms(query: string, language: LessonLanguage): string[] {
  const { stopWords } = languagePacks[language];
  const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  const terms: string[] = [];
  for (const piece of segmenter.segment(query)) {
    if (!piece.isWordLike) continue;
    const fold = foldText(piece.segment);
    if (!stopWords.has(fold)) terms.push(stemWord(fold, language));
  }
  return terms;
}

/** A BM25 index over the lesson's passages, to find what a question is about. */
export class Bm25Index {
  readonly chunks: Chunk[] = [];
  private readonly documentFrequency = new Map<string, number>();
  private readonly averageLength: number;

  constructor(analysis: LessonAnalysis) {
    const { sentences, tokens } = analysis;
    for (let i = 0; i < sentences.length;) {
      const first = sentences[i];
      if (!first) break;
      let j = i;
      while (
        j + 1 < sentences.length &&
        j + 1 - i < sentencesPerChunk &&
        sentences[j + 1]?.block === first.block
      ) {
        j++;
      }
      const last = sentences[j] ?? first;
      const terms = new Map<string, number>();
      let length = 0;
      for (let t = first.firstToken; t < last.endToken; t++) {
        const token = tokens[t];
        if (!token || token.stop) continue;
        terms.set(token.stem, (terms.get(token.stem) ?? 0) + 1);
        length++;
      }
      this.chunks.push({ start: first.start, end: last.end, terms, length });
      for (const term of terms.keys()) {
        this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1);
      }
      i = j + 1;
    }
    const total = this.chunks.reduce((sum, c) => sum + c.length, 0);
    this.averageLength = this.chunks.length > 0 ? total / this.chunks.length : 1;
  }

  /** The `limit` best passages for the query terms, best first; passages scoring 0 are left out. */
  search(terms: string[], limit: number): ScoredChunk[] {
    const count = this.chunks.length;
    const unique = [...new Set(terms)];
    const scored: ScoredChunk[] = [];
    for (const chunk of this.chunks) {
      let score = 0;
      for (const term of unique) {
        const frequency = chunk.terms.get(term);
        if (!frequency) continue;
        const df = this.documentFrequency.get(term) ?? 0;
        const idf = Math.log(1 + (count - df + 0.5) / (df + 0.5));
        score +=
          (idf * frequency * (k1 + 1)) /
          (frequency + k1 * (1 - b + (b * chunk.length) / this.averageLength));
      }
      if (score > 0) scored.push({ chunk, score });
    }
    scored.sort((x, y) => y.score - x.score || x.chunk.start - y.chunk.start);
    return scored.slice(0, limit);
  }
}
