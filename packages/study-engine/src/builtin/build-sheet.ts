import type { Sheet, SheetBlock, SheetMark } from '@study/shared';
import type { KeyTerm } from './extract-key-terms.ts';
import type { LessonModel } from './lesson-model.ts';

/** Share of the lesson's length the sheet aims at (the product asks for 15-30%). */
const targetShare = 0.22;
const maxShare = 0.29;
/** What a card term's defining sentence is worth on top of covering the term. */
const definitionBonus = 0.5;

/** Words that make a sentence lean on the one before it ("This", "However", "Cette"). */
const contextWords = new Set(
  'this these those it its they such however also other another thus therefore ce cet cette ces il ils elle elles cependant ainsi'.split(
    ' ',
  ),
);
const contextPenalty = 0.7;

function dependsOnContext(analysis: LessonModel['analysis'], firstToken: number): boolean {
  const token = analysis.tokens[firstToken];
  return token !== undefined && contextWords.has(token.fold);
}

interface Pick {
  sentence: number;
  start: number;
  end: number;
}

/** Pushes onto a max-heap of [value, index] pairs. */
function heapPush(heap: Array<[number, number]>, item: [number, number]): void {
  heap.push(item);
  let i = heap.length - 1;
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if ((heap[parent] as [number, number])[0] >= item[0]) break;
    heap[i] = heap[parent] as [number, number];
    i = parent;
  }
  heap[i] = item;
}

/** Pops the largest [value, index] pair of a max-heap. */
function heapPop(heap: Array<[number, number]>): [number, number] | undefined {
  const top = heap[0];
  const last = heap.pop();
  if (heap.length === 0 || last === undefined) return top;
  let i = 0;
  for (;;) {
    const left = 2 * i + 1;
    const right = left + 1;
    let largest = i;
    const value = (k: number) => (k === i ? last[0] : (heap[k] as [number, number])[0]);
    if (left < heap.length && value(left) > value(largest)) largest = left;
    if (right < heap.length && value(right) > value(largest)) largest = right;
    if (largest === i) break;
    heap[i] = heap[largest] as [number, number];
    i = largest;
  }
  heap[i] = last;
  return top;
}

function chooseSentences(model: LessonModel): Set<number> {
  const { analysis, terms, cardCount } = model;
  const { sentences, text } = analysis;
  // Headings are always kept, so they come out of the budget first.
  const headings = sentences.filter((s) => s.heading).reduce((sum, s) => sum + s.end - s.start, 0);
  const budget = text.length * targetShare - headings;
  const ceiling = text.length * maxShare - headings;
  const termsBySentence = new Map<number, KeyTerm[]>();
  for (const term of terms) {
    for (const occurrence of term.occurrences) {
      const list = termsBySentence.get(occurrence.sentence) ?? [];
      if (!list.includes(term)) list.push(term);
      termsBySentence.set(occurrence.sentence, list);
    }
  }
  const chosen = new Set<number>();
  const covered = new Set<string>();
  let used = 0;
  const take = (index: number, limit: number): boolean => {
    const sentence = sentences[index];
    if (!sentence || sentence.heading || chosen.has(index)) return false;
    const length = sentence.end - sentence.start + 1;
    if (used + length > limit) return false;
    chosen.add(index);
    used += length;
    for (const term of termsBySentence.get(index) ?? []) covered.add(term.key);
    return true;
  };
  const cardKeys = new Set(terms.slice(0, cardCount).map((t) => t.key));
  const gain = (index: number): number => {
    const sentence = sentences[index];
    if (!sentence || sentence.heading || chosen.has(index)) return 0;
    let value = 0;
    for (const term of termsBySentence.get(index) ?? []) {
      const weight = 0.3 + term.probability;
      if (!covered.has(term.key)) value += weight;
      // A card term also wants its definition on the sheet, not only a mention.
      if (term.definitionSentence === index && cardKeys.has(term.key)) {
        value += weight * definitionBonus;
      }
    }
    const alone = dependsOnContext(analysis, sentence.firstToken) ? contextPenalty : 1;
    return (value * alone) / (sentence.end - sentence.start + 20);
  };
  // Lazy greedy cover: gains only shrink as terms get covered, so a popped sentence whose fresh
  // gain still beats the next stored one is the best sentence to take next.
  const heap: Array<[number, number]> = [];
  for (const index of termsBySentence.keys()) {
    const value = gain(index);
    if (value > 0) heapPush(heap, [value, index]);
  }
  while (used < ceiling && heap.length > 0) {
    const [, index] = heapPop(heap) as [number, number];
    const value = gain(index);
    if (value <= 0) continue;
    if (heap.length > 0 && value < (heap[0] as [number, number])[0]) {
      heapPush(heap, [value, index]);
      continue;
    }
    take(index, ceiling);
  }
  if (used < budget) {
    const ranked = sentences
      .filter((s) => !s.heading && !chosen.has(s.index))
      .map((s) => {
        const list = termsBySentence.get(s.index) ?? [];
        const weight = list.reduce((sum, t) => sum + t.probability, 0);
        const firstOfBlock = sentences[s.index - 1]?.block !== s.block ? 2 : 0;
        return { index: s.index, value: (weight + firstOfBlock) / Math.sqrt(s.end - s.start + 20) };
      })
      .sort((a, b) => b.value - a.value || a.index - b.index);
    for (const { index } of ranked) {
      if (used >= budget) break;
      take(index, budget);
    }
  }
  return chosen;
}

interface Occurrence {
  start: number;
  end: number;
  term: KeyTerm;
}

interface MarkContext {
  bySentence: Map<number, Occurrence[]>;
  cardKeys: Set<string>;
  /** Terms already marked earlier on the sheet: only first mentions are marked. */
  marked: Set<string>;
}

function markBlock(blockText: string, picks: Pick[], context: MarkContext): SheetMark[] {
  const { bySentence, cardKeys, marked } = context;
  const marks: SheetMark[] = [];
  const candidates: Occurrence[] = [];
  let shift = 0;
  for (const pick of picks) {
    for (const occurrence of bySentence.get(pick.sentence) ?? []) {
      candidates.push({
        start: shift + occurrence.start - pick.start,
        end: shift + occurrence.end - pick.start,
        term: occurrence.term,
      });
    }
    shift += pick.end - pick.start + 1;
  }
  candidates.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  for (const candidate of candidates) {
    if (marked.has(candidate.term.key)) continue;
    if (marks.some((m) => m.start < candidate.end && candidate.start < m.end)) continue;
    if (candidate.end > blockText.length) continue;
    marked.add(candidate.term.key);
    const card = cardKeys.has(candidate.term.key);
    marks.push({
      start: candidate.start,
      end: candidate.end,
      color: card ? (candidate.term.defined ? 'yellow' : 'blue') : 'none',
      bold: true,
    });
  }
  return marks.sort((a, b) => a.start - b.start);
}

/**
 * The revision sheet: the lesson's headings, and in each block the sentences that define its key
 * terms or cover the most of them, 15-30% of its length; first mentions of terms are marked (yellow
 * for terms the lesson defines, blue for other card terms, bold for the rest).
 */
export function buildSheet(model: LessonModel): Sheet {
  const { analysis } = model;
  const chosen = chooseSentences(model);
  const blocks: SheetBlock[] = [];
  /** Heading depth of each sheet block (1 = H1, 2 = H2, 3 = H3 and deeper), 0 for content. */
  const depths: number[] = [];
  const context: MarkContext = {
    bySentence: new Map(),
    cardKeys: new Set(model.terms.slice(0, model.cardCount).map((t) => t.key)),
    marked: new Set(),
  };
  for (const term of model.terms) {
    for (const { start, end, sentence } of term.occurrences) {
      const list = context.bySentence.get(sentence) ?? [];
      list.push({ start, end, term });
      context.bySentence.set(sentence, list);
    }
  }
  analysis.blocks.forEach((block, blockIndex) => {
    const picks: Pick[] = analysis.sentences
      .filter((s) => s.block === blockIndex && chosen.has(s.index))
      .map((s) => ({ sentence: s.index, start: s.start, end: s.end }));
    if (block.type === 'paragraph' || block.type === 'bullet') {
      if (picks.length === 0) return;
      const text = picks.map((p) => analysis.text.slice(p.start, p.end)).join(' ');
      blocks.push({ type: block.type, text, marks: markBlock(text, picks, context) });
      depths.push(0);
      return;
    }
    const text = analysis.text.slice(block.start, block.end).trim();
    if (!text) return;
    blocks.push({ type: block.type === 'h1' ? 'h1' : 'h2', text, marks: [] });
    depths.push(block.type === 'h1' ? 1 : block.type === 'h2' ? 2 : 3);
  });
  // A heading whose section (up to the next heading as high as it) kept nothing says nothing.
  const kept = blocks.filter((block, i) => {
    const depth = depths[i] ?? 0;
    if (block.type !== 'h2') return true;
    for (let j = i + 1; j < blocks.length; j++) {
      const next = depths[j] ?? 0;
      if (next === 0) return true;
      if (next <= depth) return false;
    }
    return false;
  });
  return {
    blocks:
      kept.length > 0
        ? kept
        : [{ type: 'paragraph', text: analysis.text.trim() || '-', marks: [] }],
  };
}
