import type { LessonAnalysis, Token } from '../text/analyze-lesson.ts';
import { commonWordRanks } from '../text/common-words.ts';
import { canBePresentVerb, isMostlyNotNominal } from '../text/english-lexicon.ts';

/** A key term of the lesson with where it occurs and the sentence that best defines it. */
export interface KeyTerm {
  /** Stems of its words: the identity used to compare terms. */
  key: string;
  /** The term as the lesson writes it. */
  surface: string;
  words: number;
  score: number;
  /** Offsets of every occurrence in the lesson text. */
  occurrences: Array<{ start: number; end: number; sentence: number }>;
  /** The sentence that defines it best, and whether a definitional pattern found it. */
  definitionSentence: number;
  defined: boolean;
}

interface Candidate {
  key: string;
  words: number;
  count: number;
  surfaces: Map<string, number>;
  occurrences: Array<{ start: number; end: number; sentence: number }>;
  evidence: number;
  /** Best definitional evidence per sentence index. */
  definitions: Map<number, number>;
  nestedSum: number;
  nestedIn: number;
  folds: string[];
  /** Words written with a capital inside a sentence, at the first occurrence: names of people. */
  capitals: number;
  abbreviation: string | undefined;
  /** Times it was a whole run of content words, not a piece of a longer one. */
  whole: number;
}

/** How much each definitional pattern says "this is a term the lesson defines". */
const weights = {
  naming: 4,
  copulaDefinite: 3.5,
  copula: 1.2,
  listHead: 4,
  apposition: 1.5,
  heading: 1.5,
  parenthesis: 1,
} as const;

const maxWords = 4;

function gapJoins(text: string, left: Token, right: Token, spaced: boolean): boolean {
  const gap = text.slice(left.end, right.start);
  return spaced ? /^[ \t]*(?:[-‐][ \t]*)?$/.test(gap) && gap.length > 0 : gap === '';
}

function isWeakWord(token: Token, spaced: boolean, text: string): boolean {
  return (
    token.stop ||
    (spaced && token.fold.length < 2) ||
    /^\p{N}+$/u.test(token.fold) ||
    // A lower-case possessive ("the body's") qualifies the next noun; eponyms ("Broca's") stay.
    (token.fold.endsWith("'s") && !/\p{Lu}/u.test(text[token.start] ?? ''))
  );
}

/** Maximal runs of content words inside one sentence, broken by stop words and punctuation. */
function sentenceRuns(analysis: LessonAnalysis, first: number, end: number): number[][] {
  const { tokens, text, pack } = analysis;
  const runs: number[][] = [];
  let run: number[] = [];
  const english = analysis.language === 'en';
  for (let i = first; i < end; i++) {
    const token = tokens[i] as Token;
    const previous = tokens[i - 1];
    const next = tokens[i + 1];
    const verb =
      english &&
      (isMostlyNotNominal(token.fold) ||
        // "the tract projects from": a noun, a present verb, then a function word.
        (run.length > 0 && canBePresentVerb(token.fold) && (next === undefined || next.stop)));
    if (verb || isWeakWord(token, pack.spaced, text)) {
      if (run.length) runs.push(run);
      run = [];
      continue;
    }
    if (run.length && previous && !gapJoins(text, previous, token, pack.spaced)) {
      runs.push(run);
      run = [];
    }
    run.push(i);
  }
  if (run.length) runs.push(run);
  return runs;
}

function keyOf(tokens: Token[], from: number, to: number, spaced: boolean): string {
  let key = '';
  for (let i = from; i < to; i++) key += (i > from && spaced ? ' ' : '') + (tokens[i] as Token).stem;
  return key;
}

/** The index of the content-free token before `index`, skipping determiners; -1 if none. */
function cueBefore(analysis: LessonAnalysis, index: number, sentenceStart: number): number {
  const { tokens, pack, text } = analysis;
  let i = index - 1;
  while (i >= sentenceStart && pack.determiners.has((tokens[i] as Token).fold)) i--;
  if (i < sentenceStart) return -1;
  const gap = text.slice((tokens[i] as Token).end, (tokens[index] as Token).start);
  return /^[\s“”"«»'‘’]*$/.test(gap) || /^[\s]*(?:the|a|an)?[\s“”"«»]*$/i.test(gap) ? i : -1;
}

/**
 * Ranks the lesson's key-term candidates (runs of content words and their n-grams) by
 * definitional patterns, position in headings and lists, and C-value frequency, and keeps the best.
 */
export function extractKeyTerms(analysis: LessonAnalysis, limit: number): KeyTerm[] {
  const { tokens, text, pack, sentences, blocks } = analysis;
  const candidates = new Map<string, Candidate>();
  const spaced = pack.spaced;
  const gramLimit = spaced ? maxWords : 3;

  const touch = (from: number, to: number, sentence: number): Candidate => {
    sentence = sentences[sentence]?.heading ? Infinity : (sentences[sentence]?.firstToken ?? 0);
    const key = keyOf(tokens, from, to, spaced);
    let candidate = candidates.get(key);
    if (!candidate) {
      candidate = {
        key,
        words: to - from,
        count: 0,
        surfaces: new Map(),
        occurrences: [],
        evidence: 0,
        definitions: new Map(),
        nestedSum: 0,
        nestedIn: 0,
        folds: tokens.slice(from, to).map((t) => t.fold),
        capitals: tokens
          .slice(from, to)
          .filter(
            (t, i) =>
              (i > 0 || from > sentence) && /^\p{Lu}\p{Ll}/u.test(text.slice(t.start, t.start + 2)),
          ).length,
        abbreviation: undefined,
        whole: 0,
      };
      candidates.set(key, candidate);
    }
    return candidate;
  };

  const addEvidence = (
    from: number,
    to: number,
    sentence: number,
    weight: number,
    defines: boolean,
  ) => {
    if (to - from > gramLimit || to <= from) return;
    const candidate = touch(from, to, sentence);
    candidate.evidence += weight;
    if (defines) {
      const best = candidate.definitions.get(sentence) ?? 0;
      candidate.definitions.set(sentence, Math.max(best, weight));
    }
  };

  for (const sentence of sentences) {
    const runs = sentenceRuns(analysis, sentence.firstToken, sentence.endToken);
    const block = blocks[sentence.block];
    for (const run of runs) {
      const first = run[0] as number;
      const last = run[run.length - 1] as number;
      for (let from = first; from <= last; from++) {
        for (let to = from + 1; to <= Math.min(last + 1, from + gramLimit); to++) {
          const candidate = touch(from, to, sentence.index);
          candidate.count++;
          if (from === first && to === last + 1) candidate.whole++;
          const startToken = tokens[from] as Token;
          const endToken = tokens[to - 1] as Token;
          candidate.occurrences.push({
            start: startToken.start,
            end: endToken.end,
            sentence: sentence.index,
          });
          if (from > sentence.firstToken || sentence.heading) {
            const surface = text.slice(startToken.start, endToken.end);
            candidate.surfaces.set(surface, (candidate.surfaces.get(surface) ?? 0) + 1);
          }
        }
      }
      if (sentence.heading) {
        addEvidence(first, last + 1, sentence.index, weights.heading, false);
        continue;
      }
      const cue = cueBefore(analysis, first, sentence.firstToken);
      if (cue >= 0) {
        const cueToken = tokens[cue] as Token;
        if (pack.namingCues.has(cueToken.fold)) {
          const introducedBy = tokens[cue - 1]?.fold;
          const strong =
            cueToken.fold !== 'as' || introducedBy === 'known' || introducedBy === 'referred';
          const span = Math.min(run.length, gramLimit);
          addEvidence(
            first,
            first + span,
            sentence.index,
            strong ? weights.naming : weights.apposition,
            strong,
          );
        }
      }
      const from = Math.max(first, last + 1 - gramLimit);
      const lastEnd = (tokens[last] as Token).end;
      const parenthetical = /^\s*\(([^()]{1,60})\)/.exec(text.slice(lastEnd, lastEnd + 64));
      let nextIndex = last + 1;
      if (parenthetical) {
        const abbreviation = parenthetical[1] as string;
        if (/^[\p{L}\p{N}-]{1,8}$/u.test(abbreviation) && /\p{Lu}/u.test(abbreviation)) {
          touch(from, last + 1, sentence.index).abbreviation ??= abbreviation;
        }
        const skipTo = lastEnd + parenthetical[0].length;
        while (nextIndex < sentence.endToken && (tokens[nextIndex] as Token).start < skipTo) {
          nextIndex++;
        }
      }
      const next = tokens[nextIndex];
      const afterNext = tokens[nextIndex + 1];
      if (next && nextIndex < sentence.endToken && pack.copulas.has(next.fold)) {
        const gap = text.slice(lastEnd + (parenthetical?.[0].length ?? 0), next.start);
        if (/^\s+$/.test(gap) || !spaced) {
          const atStart = cueBefore(analysis, first, sentence.firstToken) < 0 || first === sentence.firstToken;
          const definite = afterNext !== undefined && pack.determiners.has(afterNext.fold);
          const weight = definite ? weights.copulaDefinite : weights.copula;
          addEvidence(from, last + 1, sentence.index, atStart ? weight : weight / 2, definite);
        }
      }
      const after = text.slice((tokens[last] as Token).end, (tokens[last] as Token).end + 4);
      if (first === sentence.firstToken && block?.type === 'bullet' && /^\s*[:—–]/.test(after)) {
        addEvidence(from, last + 1, sentence.index, weights.listHead, true);
      } else if (/^\s*[—–:]/.test(after) && first === sentence.firstToken) {
        addEvidence(from, last + 1, sentence.index, weights.listHead / 2, true);
      } else if (/^,\s/.test(after) && afterNext && pack.determiners.has(afterNext.fold)) {
        addEvidence(from, last + 1, sentence.index, weights.apposition, true);
      } else if (/^\s\(/.test(after)) {
        addEvidence(from, last + 1, sentence.index, weights.parenthesis, false);
      }
    }
  }

  for (const candidate of candidates.values()) {
    if (!spaced || candidate.words < 2 || candidate.count < 2) continue;
    const parts = candidate.key.split(' ');
    const seen = new Set<string>();
    for (let from = 0; from < parts.length; from++) {
      for (let to = from + 1; to <= parts.length; to++) {
        if (to - from === parts.length) continue;
        const sub = parts.slice(from, to).join(' ');
        if (seen.has(sub)) continue;
        seen.add(sub);
        const nested = candidates.get(sub);
        if (nested) {
          nested.nestedSum += candidate.count;
          nested.nestedIn++;
        }
      }
    }
  }

  const ranks = commonWordRanks(analysis.language);
  const everyday = (fold: string) => ranks.get(fold) ?? Infinity;
  const scored: Array<{ candidate: Candidate; score: number }> = [];
  for (const candidate of candidates.values()) {
    const generality =
      candidate.words === 1
        ? everyday(candidate.folds[0] as string) < 1000
          ? 2.5
          : everyday(candidate.folds[0] as string) < 3000
            ? 1.5
            : everyday(candidate.folds[0] as string) < 6000
              ? 0.5
              : 0
        : candidate.folds.every((fold) => everyday(fold) < 3000)
          ? 1
          : 0;
    const own =
      candidate.nestedIn > 0
        ? candidate.count - candidate.nestedSum / candidate.nestedIn
        : candidate.count;
    const frequency = Math.log2(1 + Math.max(0, own)) * (1 + 0.6 * (candidate.words - 1));
    const rare = candidate.folds.filter((fold) => everyday(fold) >= 10000).length;
    const specificity = Math.min(2, rare * 0.8);
    // Eponyms ("Broca's area") keep one capital; a run of capitals is a person's name.
    const names = candidate.capitals >= 2 ? 2.5 : 0;
    const score = candidate.evidence + frequency + specificity - generality - names;
    if (own <= 0 && candidate.evidence === 0) continue;
    if (candidate.count === 1 && candidate.whole === 0 && candidate.evidence === 0) continue;
    scored.push({ candidate, score });
  }
  scored.sort((a, b) => b.score - a.score || a.candidate.key.localeCompare(b.candidate.key));

  const chosen: KeyTerm[] = [];
  for (const { candidate, score } of scored) {
    if (chosen.length >= limit) break;
    chosen.push(toKeyTerm(analysis, candidate, score));
  }
  return chosen;
}

function toKeyTerm(analysis: LessonAnalysis, candidate: Candidate, score: number): KeyTerm {
  let surface = '';
  let best = 0;
  for (const [form, count] of candidate.surfaces) {
    if (count > best) {
      surface = form;
      best = count;
    }
  }
  const firstOccurrence = candidate.occurrences[0] as { start: number; end: number };
  if (!surface) {
    surface = analysis.text.slice(firstOccurrence.start, firstOccurrence.end);
    if (/^\p{Lu}\p{Ll}+(?:\s\p{Ll}+)*$/u.test(surface)) surface = surface.toLowerCase();
  }
  if (candidate.abbreviation && !surface.includes('(')) {
    surface = `${surface} (${candidate.abbreviation})`;
  }
  let definitionSentence = -1;
  let strength = 0;
  for (const [sentence, weight] of candidate.definitions) {
    if (weight > strength || (weight === strength && sentence < definitionSentence)) {
      definitionSentence = sentence;
      strength = weight;
    }
  }
  const defined = definitionSentence >= 0;
  if (!defined) definitionSentence = fallbackSentence(analysis, candidate);
  return {
    key: candidate.key,
    surface,
    words: candidate.words,
    score,
    occurrences: candidate.occurrences,
    definitionSentence,
    defined,
  };
}

function fallbackSentence(analysis: LessonAnalysis, candidate: Candidate): number {
  let fallback = -1;
  for (const occurrence of candidate.occurrences) {
    const sentence = analysis.sentences[occurrence.sentence];
    if (!sentence || sentence.heading) continue;
    const length = sentence.end - sentence.start;
    if (length >= 40 && length <= 400) return sentence.index;
    if (fallback < 0) fallback = sentence.index;
  }
  return fallback >= 0 ? fallback : (candidate.occurrences[0]?.sentence ?? 0);
}
