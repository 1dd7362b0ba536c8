import type { Sheet, SheetBlock, SheetColor, SheetMark } from '@study/shared';
import { findDates, keyEvents } from './extract-dates.ts';
import type { KeyTerm } from './extract-key-terms.ts';
import { glossaryHeads, type LessonModel } from './lesson-model.ts';
import { closedSheet } from './closed-up.ts';
import { connectiveLength, pointsBack } from '../text/self-contained.ts';
import { englishTags } from '../text/english-lexicon.ts';
import { frenchFiniteVerbs, frenchParticiples, isFrenchNoun } from '../text/french-lexicon.ts';

/** Share of the lesson's length the sheet aims at (the product asks for 15-30%). */
const targetShare = 0.22;
const maxShare = 0.29;
/**
 * Below this many words a lesson is already a summary: its sheet gets the room a lesson of this
 * length would give (29 % of 400 words), so a 300-word lesson may keep 39 % of itself, a 200-word
 * one 58 %, a 120-word one 70 % (`shortShareCap`, the most).
 */
const fullRoomWords = 400;
const shortShareCap = 0.7;

/**
 * How much more than `maxShare` (and `targetShare`) the sheet of a lesson of `words` words may keep:
 * 1 from `fullRoomWords` words up, then in inverse proportion to the length, so that a short
 * lesson keeps room for its every section.
 */
export function shortLessonRoom(words: number): number {
  if (words >= fullRoomWords) return 1;
  return Math.min(shortShareCap / maxShare, fullRoomWords / Math.max(words, 1));
}

/**
 * The most of its lesson a sheet keeps, by the lesson's length in words, lists of key dates apart
 * (they are kept whole, on top) and past it only to keep every section's best sentence and every
 * statement of a law.
 */
export function sheetShareCeiling(words: number): number {
  return maxShare * shortLessonRoom(words);
}

/** Words of a text, as the evaluation counts them. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}
/** What a card term's defining sentence is worth on top of covering the term. */
const definitionBonus = 0.5;
/** What a key event (a dated sentence) brings to the sheet: as much as a likely key term. */
const eventWeight = 0.6;

/** Whether a sentence leans on the one before it ("This…", "Le 26 août 1789, elle adopte…"). */
function dependsOnContext(analysis: LessonModel['analysis'], index: number): boolean {
  const sentence = analysis.sentences[index];
  if (!sentence) return false;
  const text = analysis.text.slice(sentence.start, sentence.end);
  return pointsBack(text.slice(connectiveLength(text, analysis.language)), analysis.language);
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

/**
 * Words a number before them does not count ("f(x) = 3x − 2 est une…", "a = 3 et b = −2"): the
 * formula ends on the number, where "6 CO2" counts molecules.
 */
const countedWords = String.raw`(?:est|sont|et|ou|and|or|is|are|in|en|of|de|to|à|the|le|la|les|un|une|an?|for|pour|so|donc)`;

/**
 * A formula or an equation: operands of a few characters joined by "=", "->" or "→", with "+",
 * "-", "−", "x", "×", "·", "/" between terms ("F = m x a", "6 CO2 + 6 H2O -> C6H12O6 + 6 O2"), a
 * function of a few letters being one operand whatever its brackets hold ("P(not A) = 1 − P(A)"),
 * an operand its sign and its decimals ("b = −2", "r = -0.29", "p(x) = 1,5x + 3"), and a chain of
 * equalities one formula ("a = (9 − 5) / 2 = 2").
 */
const operand = String.raw`[−-]?(?:\d+\s(?!${countedWords}(?![\p{L}])))?(?:\p{L}{1,4}\((?:[^()\n]|\([^()\n]*\)){1,24}\)|\p{N}+[.,]\p{N}+[\p{L}²³]{0,3}|[\p{L}\p{N}()\[\]^_²³%]{1,10})`;
// "Ek = ½ m v²", "Ep = m g h": one-letter variables, or a number and a variable, side by side
// multiply ("written F = …" is a word before a formula; "a", "à", "y" are words too).
const operation = String.raw`\s*(?:[+×·*/−]|\s[-x–]\s)\s*|(?<=(?<![\p{L}\p{N}])[\p{L}\p{N}][²³]?)\s(?=(?![aàyAÀ])\p{L}[²³]?(?![\p{L}\p{N}'’(]))`;
const side = `${operand}(?:(?:${operation})${operand})*`;
/** What may follow a formula to the end of its line when the line is a formula in words. */
const wordFormulaRest = /^[\p{L}\p{N}\s'’()%]{0,80}[/×÷][\p{L}\p{N}\s'’()/×÷+−%-]{1,80}$/u;

export const formulaPattern = new RegExp(
  `(?<![\\p{L}\\p{N}])${side}(?:\\s*(?:=|->|→|⟶|⇌)\\s*${side})+(?![\\p{L}\\p{N}])`,
  'u',
);

/**
 * "Mitosis = division", "gametes -> 4 cells", "1789 → début": in notes, "=" and "->" stand for
 * "is" and "gives" between words, no formula. Every side is one plain word (after a count at
 * most) or a number, where a formula has an operation or a symbol ("F = m x a", "E = mc²", "CO2",
 * "pH").
 */
function wordsJoinedOnly(formula: string): boolean {
  const sides = formula.split(/\s*(?:=|->|→|⟶|⇌)\s*/u).map((side) => {
    const words = side.trim().split(/\s+/u);
    // "1789 → début de la Révolution": a year alone is no operand either.
    if (words.length === 1 && /^\d{1,4}$/.test(words[0] as string)) return 'number';
    if (words.length === 2 && /^\d+$/.test(words[0] as string)) words.shift();
    const [word = ''] = words;
    return words.length === 1 &&
      /^\p{L}{4,}$/u.test(word) &&
      // "NADH", "ATP", "NaCl": capitals past the first letter write a symbol.
      !/^.\p{L}*\p{Lu}/u.test(word)
      ? 'word'
      : 'operand';
  });
  return sides.includes('word') && !sides.includes('operand');
}

/**
 * Statements a teacher never drops: "Newton's first law states that…", "La loi d'Ohm énonce que…",
 * "the cell theory, which states that…"; a law, principle, theorem, theory or rule that states, not
 * any sentence saying "affirme que".
 */
const lawStatement =
  /\b(?:laws?|principles?|theorems?|theory|theories|rules?|lois?|principes?|théorèmes?|théories?|règles?)\b[^.;:]{0,60}\b(?:states?|énonce|stipule|affirme|impose|exige) que\b|\b(?:laws?|principles?|theorems?|theory|theories|rules?)\b[^.;:]{0,60}\b(?:states?|requires?) that\b/i;

const lawHeading =
  /(?<!\p{L})(?:énoncés?|statements?|lois?|laws?|théorèmes?|theorems?|règles?|rules?|principes?|principles?)(?!\p{L})/iu;

/**
 * Whether a sentence writes a formula to learn: "Si a = 0, la droite est parallèle…" only gives a
 * variable a value (a condition, or an example's figure), which the sheet marks but need not keep.
 */
function statesFormula(text: string): boolean {
  return [...text.matchAll(new RegExp(formulaPattern.source, 'gu'))].some(
    (match) =>
      !/^[([]?\p{L}\s*=\s*[−-]?\d+(?:[.,]\d+)?[)\]]?$/u.test(match[0]) &&
      !wordsJoinedOnly(match[0]),
  );
}

/**
 * "Par exemple, pour f(x) = 2x + 1, on calcule f(0) = 1…": a worked example, kept once every
 * section holds its best sentence ("La représentation graphique d'une fonction affine est une
 * droite" first). A reaction it writes out ("For example, HCl + NaOH -> NaCl + H2O") is a fact
 * to learn, kept with the formulas.
 */
const workedExample = /^(?:par exemple|for example|for instance|e\.g\.)\s*,?/iu;
const reaction = /->|→|⟶|⇌/u;

/**
 * Sentences the sheet keeps whatever their key terms: formulas and equations, statements of laws
 * and rules, the items of a list of dates and those of the lesson's list of key words.
 */
function mustKeep(model: LessonModel): {
  formulas: number[];
  examples: number[];
  laws: number[];
  dated: number[];
  glossary: number[];
} {
  const { analysis } = model;
  const formulas: number[] = [];
  const examples: number[] = [];
  const laws: number[] = [];
  const dated: number[] = [];
  // "## Key words" then "- Biodiversity: the variety of…": the author's own list of key terms.
  const heads = glossaryHeads(analysis);
  const glossary = analysis.sentences
    .filter((sentence) => {
      const block = analysis.blocks[sentence.block];
      return block && heads.some((head) => head.start >= block.start && head.start < block.end);
    })
    .map((sentence) => sentence.index);
  // The first sentence under a heading "L'énoncé", "Newton's third law", "The rule" states it.
  let stating = false;
  for (const sentence of analysis.sentences) {
    const text = analysis.text.slice(sentence.start, sentence.end);
    if (sentence.heading) {
      // A section's heading, not the lesson's title ("The laws of motion" opens on an intro).
      stating = analysis.blocks[sentence.block]?.type !== 'h1' && lawHeading.test(text);
      continue;
    }
    const statement = stating;
    stating = false;
    if (statesFormula(text))
      (workedExample.test(text) && !reaction.test(text) ? examples : formulas).push(sentence.index);
    else if (lawStatement.test(text) || (statement && !/:\s*$/.test(text))) {
      laws.push(sentence.index);
    } else if (
      analysis.blocks[sentence.block]?.type === 'bullet' &&
      findDates(model, text)[0]?.start === 0
    ) {
      dated.push(sentence.index);
    }
  }
  return { formulas, examples, laws, dated, glossary };
}

/** Most items, and most characters per item, of a list the sheet keeps whole. */
const maxListItems = 10;
/** How far past its ceiling a sheet may go to show a list it started whole. */
const listOverflow = 1.1;
const listOverflowShare = 0.06;
const maxItemLength = 160;

/**
 * The bullet lists of the lesson that are not lists of dates, as the first sentence of each item:
 * runs of 2 to `maxListItems` short items in a row.
 */
function bulletLists(model: LessonModel): number[][] {
  const { blocks, sentences } = model.analysis;
  const firstOf = new Map<number, number>();
  for (const sentence of sentences) {
    if (!sentence.heading && !firstOf.has(sentence.block))
      firstOf.set(sentence.block, sentence.index);
  }
  const lists: number[][] = [];
  let run: number[] = [];
  let fits = true;
  const close = () => {
    if (fits && run.length >= 2 && run.length <= maxListItems) lists.push(run);
    run = [];
    fits = true;
  };
  blocks.forEach((block, index) => {
    if (block.type !== 'bullet') {
      close();
      return;
    }
    const first = firstOf.get(index);
    if (first === undefined) return;
    const sentence = sentences[first];
    if (!sentence || sentence.end - sentence.start > maxItemLength) fits = false;
    run.push(first);
  });
  close();
  return lists;
}

function chooseSentences(model: LessonModel): Set<number> {
  const { analysis, terms, cardCount } = model;
  const { sentences, text } = analysis;
  // Headings are always kept, so they come out of the budget first; lists of key dates and of key
  // words are kept whole, on top of it (in a short lesson they would leave no room for its
  // sections).
  const lengthOf = (index: number) => {
    const sentence = sentences[index];
    return sentence ? sentence.end - sentence.start + 1 : 0;
  };
  const { formulas, examples, laws, dated, glossary } = mustKeep(model);
  const headings = sentences.filter((s) => s.heading).reduce((sum, s) => sum + s.end - s.start, 0);
  const room = shortLessonRoom(wordCount(text));
  const budget = text.length * targetShare * room - headings;
  const ceiling = text.length * maxShare * room - headings;
  // How far past its ceiling a sheet may go to show a list whole.
  const overflow = Math.max(ceiling * listOverflow, ceiling + text.length * listOverflowShare);
  const termsBySentence = new Map<number, KeyTerm[]>();
  for (const term of terms) {
    for (const occurrence of term.occurrences) {
      const list = termsBySentence.get(occurrence.sentence) ?? [];
      if (!list.includes(term)) list.push(term);
      termsBySentence.set(occurrence.sentence, list);
    }
  }
  const sectionOf = new Map<number, number>();
  let section = -1;
  for (const sentence of sentences) {
    if (sentence.heading) section = sentence.index;
    else sectionOf.set(sentence.index, section);
  }
  /** Whether a sentence ends on a colon: it announces what follows ("…one balanced equation:"). */
  const announcesWhatFollows = (index: number) => {
    const sentence = sentences[index];
    return sentence !== undefined && /:\s*$/.test(text.slice(sentence.start, sentence.end));
  };
  const chosen = new Set<number>();
  const lists = bulletLists(model);
  const listOf = new Map(lists.flatMap((list) => list.map((index) => [index, list] as const)));
  /** A question ("Review Questions", "Why does…?") asks, it teaches nothing on a sheet. */
  const isQuestion = (index: number) => {
    const sentence = sentences[index];
    return (
      sentence !== undefined && /\?["”»’')\]]*\s*$/.test(text.slice(sentence.start, sentence.end))
    );
  };
  const cardTerms = terms.slice(0, cardCount);
  const cardKeys = new Set(cardTerms.map((t) => t.key));
  const covered = new Set<string>();
  let used = 0;
  /**
   * Notes' "Why meiosis? genetic variation (…)": a sentence that opens in lower case right after a
   * question of its block is that question's answer, shown with it.
   */
  const answersQuestion = (index: number): boolean => {
    const sentence = sentences[index];
    const before = sentences[index - 1];
    return (
      sentence !== undefined &&
      before !== undefined &&
      before.block === sentence.block &&
      isQuestion(before.index) &&
      /^\p{Ll}/u.test(text.slice(sentence.start, sentence.end))
    );
  };
  /** The sentence before `index` in its block when `index` leans on it and it is not kept yet. */
  const antecedentOf = (index: number): number => {
    const sentence = sentences[index];
    const before = sentences[index - 1];
    return sentence &&
      before &&
      !before.heading &&
      before.block === sentence.block &&
      !chosen.has(before.index) &&
      (dependsOnContext(analysis, index) || answersQuestion(index))
      ? before.index
      : -1;
  };
  /**
   * Takes a sentence, with the one before it in its block when it leans on it ("Le 26 août 1789,
   * elle adopte…" needs "…l'Assemblée abolit les privilèges."), or not at all; `alone` takes it
   * without; `lenient` takes it even when what it leans on cannot come with it (a section's only
   * sentences, rather than a heading left empty).
   */
  const take = (index: number, limit: number, alone = false, lenient = false): boolean => {
    const sentence = sentences[index];
    if (!sentence || sentence.heading || chosen.has(index) || isQuestion(index)) return false;
    const list = listOf.get(index);
    if (list && !takingList) return takeList(list, limit);
    // "Fonctions du nucléoplasme :", "…one balanced equation:" announce what follows: shown
    // without it, they say nothing.
    if (announcesWhatFollows(index) && !chosen.has(index + 1)) return false;
    const antecedent = alone ? -1 : antecedentOf(index);
    // What is shown must stand on its own: no question to lean on ("Is it possible…? This is
    // exactly…"), and no sentence pointing back to one it cannot be shown with ("These are…"
    // opening a paragraph, or a pair whose first sentence points back too).
    const first = antecedent >= 0 ? antecedent : index;
    if (antecedent >= 0 && isQuestion(antecedent) && !answersQuestion(index)) return false;
    if (!alone && !lenient && !chosen.has(first - 1) && dependsOnContext(analysis, first)) {
      return false;
    }
    const length = lengthOf(index) + (antecedent >= 0 ? lengthOf(antecedent) : 0);
    if (used + length > limit) return false;
    for (const at of antecedent >= 0 ? [antecedent, index] : [index]) {
      chosen.add(at);
      // A list item or a table row that names a card term the lesson defines elsewhere ("Diffusion
      // | none") is no definition of it: the definition still brings its term.
      const item = analysis.blocks[sentences[at]?.block ?? -1]?.type === 'bullet';
      for (const term of termsBySentence.get(at) ?? []) {
        const definedElsewhere =
          term.explicitlyDefined && term.definitionSentence !== at && cardKeys.has(term.key);
        if (!item || !definedElsewhere) covered.add(term.key);
      }
    }
    used += length;
    return true;
  };
  /**
   * A list is shown whole or not at all, a little past the ceiling if it must (`overflow`): one
   * item of six irregular verbs ("savoir : que je sache…", taken for its term) is a wrong list.
   */
  let takingList = false;
  const takeList = (list: number[], limit: number): boolean => {
    const missing = list.filter((index) => !chosen.has(index));
    const length = missing.reduce((sum, index) => sum + lengthOf(index), 0);
    if (missing.length === 0 || used + length > Math.min(limit, overflow)) return false;
    takingList = true;
    for (const index of missing) take(index, Infinity, true);
    takingList = false;
    return true;
  };
  // A lesson that tells a chronology wants its key events on the sheet ("L'armistice est signé le
  // 11 novembre 1918 à Rethondes"), as much as a key term.
  const eventSentences = new Set(keyEvents(model).map((fact) => fact.sentence));
  /** What one sentence would bring: the key terms it covers anew, more for a card's definition. */
  const brings = (index: number): number => {
    const sentence = sentences[index];
    if (!sentence || sentence.heading || chosen.has(index)) return 0;
    let total = eventSentences.has(index) ? eventWeight : 0;
    for (const term of termsBySentence.get(index) ?? []) {
      const weight = 0.3 + term.probability;
      if (!covered.has(term.key)) total += weight;
      // A card term also wants its definition on the sheet, not only a mention.
      if (term.definitionSentence === index && cardKeys.has(term.key)) {
        total += weight * definitionBonus;
      }
    }
    return total;
  };
  /** What taking `index` brings and costs, with the sentence it leans on. */
  const worth = (index: number): { value: number; length: number } => {
    const antecedent = antecedentOf(index);
    if (antecedent < 0) return { value: brings(index), length: lengthOf(index) };
    return {
      value: brings(index) + brings(antecedent),
      length: lengthOf(index) + lengthOf(antecedent),
    };
  };
  const gain = (index: number): number => {
    const { value, length } = worth(index);
    return value / (length + 20);
  };
  // What a teacher never drops: formulas and laws (with the sentence they lean on when there is
  // room) and lists of dates; then every section's best sentence that fits, so that no heading is
  // left empty; then the best of the rest.
  for (const index of dated) take(index, Infinity, true);
  // So is the lesson's own list of key words, as long as one sheet at most.
  const dates = used;
  for (const index of glossary) take(index, dates + ceiling, true);
  used = 0;
  // Every formula first, then the sentences they lean on ("It is written F = m x a" after
  // "Newton's second law states…") while there is room; then each law, with the sentence it leans
  // on or not at all ("Le 26 août 1789, elle adopte…" is not a statement on its own).
  for (const index of formulas) if (!take(index, ceiling)) take(index, ceiling, true);
  for (const index of formulas) {
    const before = antecedentOf(index);
    if (chosen.has(index) && before >= 0) take(before, ceiling, true);
    // "Neutralisation is the reaction between an acid and a base…: acid + base -> salt + water":
    // the sentence that announces the formula with a colon states it in words.
    const lead = sentences[index - 1];
    if (
      chosen.has(index) &&
      lead &&
      !lead.heading &&
      sectionOf.get(lead.index) === sectionOf.get(index) &&
      announcesWhatFollows(lead.index)
    ) {
      take(lead.index, ceiling);
    }
  }
  // The statement of every law, past the ceiling if it must: a teacher never drops one.
  for (const index of laws) {
    if (!take(index, Infinity)) take(index, Infinity, false, true);
  }
  // Lists (steps, types, factors) are what a teacher keeps first, before the sections' best
  // sentences fill the sheet: every item's first sentence, or none, while they fit beside the
  // shortest sentence of every other section still empty.
  const shortest = new Map<number, number>();
  for (const sentence of sentences) {
    const section = sectionOf.get(sentence.index);
    if (sentence.heading || section === undefined) continue;
    const length = lengthOf(sentence.index);
    shortest.set(section, Math.min(shortest.get(section) ?? Infinity, length));
  }
  for (const list of lists) {
    const items = list.filter((index) => !chosen.has(index));
    const length = items.reduce((sum, index) => sum + lengthOf(index), 0);
    const own = sectionOf.get(list[0] as number);
    const held = new Set([...chosen].map((index) => sectionOf.get(index)));
    let reserve = 0;
    for (const [section, least] of shortest) {
      if (section !== own && !held.has(section)) reserve += least;
    }
    if (items.length === 0 || used + length + reserve > ceiling) continue;
    for (const index of items) take(index, ceiling, true);
  }
  const filled = new Set([...chosen].map((index) => sectionOf.get(index)));
  for (const heading of sentences.filter((s) => s.heading)) {
    // A section that opens on the definition of a card term keeps that opening ("What is an
    // acid?" keeps "An acid is a substance that releases hydrogen ions…", not the sentence that
    // lists three acids), unless it announces a list with a colon.
    const definitions = cardTerms
      .filter(
        (t) =>
          t.defined &&
          t.definitionSentence === heading.index + 1 &&
          !announcesWhatFollows(t.definitionSentence),
      )
      .map((t) => t.definitionSentence);
    // A section its formulas, laws or lists fill still keeps that opening while there is room
    // beside the shortest sentence of every section still empty ("Neutralisation is the reaction
    // between an acid and a base…" above its two equations).
    if (filled.has(heading.index)) {
      const held = new Set([...chosen].map((index) => sectionOf.get(index)));
      let reserve = 0;
      for (const [other, least] of shortest) if (!held.has(other)) reserve += least;
      definitions.some((index) => take(index, ceiling - reserve));
      continue;
    }
    if (definitions.some((index) => take(index, ceiling))) {
      filled.add(heading.index);
      continue;
    }
    // The section's best sentence that fits: a definition rather than a short mention, hence a
    // gentler penalty for length than the greedy cover's. No section is dropped: when none fits,
    // the best one is taken all the same, beyond the ceiling.
    const ranked = sentences
      .filter((s) => sectionOf.get(s.index) === heading.index)
      .map((s) => {
        const { value, length } = worth(s.index);
        return { index: s.index, value: value / Math.sqrt(length + 20) };
      })
      .sort((a, b) => b.value - a.value || a.index - b.index);
    if (ranked.some(({ index }) => take(index, ceiling))) filled.add(heading.index);
    else if (
      // Past the ceiling, the definition the section opens on before any other sentence.
      definitions.some((index) => take(index, Infinity)) ||
      ranked.some(({ index }) => take(index, Infinity)) ||
      ranked.some(({ index }) => take(index, Infinity, false, true))
    ) {
      filled.add(heading.index);
    }
  }

  // Worked examples with their formulas, once every section holds its best sentence.
  for (const index of examples) take(index, ceiling, true);

  // Lists (steps, types, factors) are kept as lists: every item's first sentence, or none, while
  // they fit; a list already started by the sections' pass is completed.
  for (const list of lists) {
    const items = list.filter((index) => !chosen.has(index));
    const length = items.reduce((sum, index) => sum + lengthOf(index), 0);
    if (items.length === 0 || used + length > ceiling) continue;
    for (const index of items) take(index, ceiling, true);
  }
  // The sentence that announces a kept list ("L'être humain a besoin de 3 nutriments :") comes
  // with it when there is room.
  const announces = (list: number[]) => {
    const first = list[0] as number;
    // A table's header row says what its rows are; the sentence before it announces nothing.
    const row = analysis.blocks[sentences[first]?.block ?? -1]?.row === true;
    return !row && chosen.has(first) && sectionOf.get(first - 1) === sectionOf.get(first);
  };
  // One that points back ("It is divided into three phases:") comes with the sentence it leans on
  // ("Interphase is the period during which…"), or is left to the allowance below.
  for (const list of lists) {
    const intro = (list[0] as number) - 1;
    if (announces(list)) take(intro, ceiling, !dependsOnContext(analysis, intro));
  }

  // Lazy greedy cover: gains only shrink as terms get covered, so a popped sentence whose fresh
  // gain still beats the next stored one is the best sentence to take next.
  const heap: Array<[number, number]> = [];
  for (const index of new Set([...termsBySentence.keys(), ...eventSentences])) {
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
  // The sentences that announce the lists shown, a little past the ceiling if they must (a tenth
  // of it, or of the lesson's length `listOverflowShare`, the more), with the sentence they point back
  // to ("Merge sort is a divide and conquer algorithm. It works in three steps:"): bare steps say
  // nothing of what they are steps of. One that points back is not shown alone.
  for (const list of lists) {
    const intro = (list[0] as number) - 1;
    if (!announces(list) || take(intro, overflow)) continue;
    if (!dependsOnContext(analysis, intro)) take(intro, overflow, true);
  }
  return chosen;
}

/** A citation in parentheses: an author's name, then a year ("(Goodman, 2006; Pipe, 1996)"). */
const citationPattern = /\((?:[^()]*?\p{Lu}[^()]*?,?\s+(?:\d{4}[a-z]?|n\.d\.)[;,]?\s*)+\)/gu;

/** Below this key-term probability a term defined in the lesson is no mark ("le passage de…"). */
const definedMarkFloor = 0.1;

const definedTerm = (term: KeyTerm) => term.defined && term.probability >= definedMarkFloor;

interface Occurrence {
  start: number;
  end: number;
  term: KeyTerm;
  sentence: number;
}

/**
 * Words that join the parts of a name: "Declaration of the Rights of Man and of the Citizen",
 * "Committee of Public Safety", "Déclaration des droits de l’homme et du citoyen", "Comité de
 * salut public" (folded, between two words of the name).
 */
const nameLinks: Partial<Record<string, RegExp>> = {
  en: /^\s+(?:and\s+)?(?:of|for)(?:\s+the)?\s+$/i,
  fr: /^\s+(?:et\s+)?(?:de|du|des|de\s+la|de\s+l['’]|d['’])\s*$/i,
};

const wordPattern = /[\p{L}\p{N}]+(?:[-‐][\p{L}\p{N}]+)*/gu;

/**
 * The names of a block's text, as spans: a capitalised word that is no stop word, then the
 * capitalised words that follow it, joined by a space or a linking word ("King Louis XVI",
 * "Declaration of the Rights of Man and of the Citizen"). French names spell only their first
 * word with a capital ("Déclaration des droits de l’homme et du citoyen"): after a linking word,
 * any word that is no stop word continues them.
 */
function nameSpans(text: string, model: LessonModel): Array<{ start: number; end: number }> {
  const { language, pack } = model.analysis;
  const links = nameLinks[language];
  const words = [...text.matchAll(wordPattern)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    fold: m[0].toLowerCase(),
    capital: /^\p{Lu}/u.test(m[0]),
  }));
  const spans: Array<{ start: number; end: number }> = [];
  for (let i = 0; i < words.length; i++) {
    const first = words[i] as (typeof words)[number];
    if (!first.capital) continue;
    // "deux points A et B de la droite": a letter alone names a point or a variable, no person
    // (an initial, "J. Watson", has its full stop).
    if (first.end - first.start === 1 && text[first.end] !== '.') continue;
    const opensSentence = /(?:^|[.!?])$/.test(text.slice(0, first.start).trimEnd());
    // A sentence's first word has its capital from its place: a common word there ("Consider
    // Hakim", "Researchers Harry Harlow", "Transcription des gènes") opens no name.
    if (opensSentence && isCommonWord(first.fold, language)) continue;
    // So does a common word after a colon ("Types : Type de l'information…"), unless a date
    // comes before the colon: a chronology's event is named ("26 août 1789 : Déclaration…").
    const before = text.slice(0, first.start);
    if (/:\s*$/.test(before) && !/\p{N}[^:\n]*:\s*$/u.test(before)) {
      if (isCommonWord(first.fold, language)) continue;
    }
    // A capitalised stop word opens a name only inside a sentence and before another capital
    // ("the First Republic"), not at its start ("The Hague" stays "Hague").
    if (
      pack.stopWords.has(first.fold) &&
      (opensSentence ||
        !words[i + 1]?.capital ||
        pack.stopWords.has(words[i + 1]?.fold ?? '') ||
        text.slice(first.end, words[i + 1]?.start) !== ' ')
    ) {
      continue;
    }
    let last = i;
    for (;;) {
      const next = words[last + 1];
      if (!next || pack.stopWords.has(next.fold) || /^\p{N}/u.test(next.fold)) {
        // A linking word is a stop word: "of the", "de l’".
        let k = last + 1;
        while (
          k < words.length &&
          k - last <= 4 &&
          pack.stopWords.has((words[k] as typeof first).fold)
        ) {
          k++;
        }
        const after = words[k];
        const gap = text.slice((words[last] as typeof first).end, after?.start ?? text.length);
        const shared = language === 'en' ? sharedHeadEnd(text, words, k, gap) : -1;
        if (shared > 0) {
          last = shared;
          continue;
        }
        if (
          !after ||
          k === last + 1 ||
          !links?.test(gap) ||
          pack.stopWords.has(after.fold) ||
          /^\p{N}/u.test(after.fold) ||
          (!after.capital && language !== 'fr')
        ) {
          break;
        }
        last = k;
        continue;
      }
      const gap = text.slice((words[last] as typeof first).end, next.start);
      if (!next.capital || !/^ $/.test(gap)) break;
      last++;
    }
    spans.push({ start: first.start, end: (words[last] as typeof first).end });
    i = last;
  }
  return spans;
}

/**
 * Two names that share their last word, joined by a bare "and" ("Stockton and Darlington Railway",
 * "Liverpool and Manchester Railway"): the capitalised words after "and" end on a common noun, the
 * head both names share. The index of that last word, or -1: "Louis XVI and Marie Antoinette" is
 * two names.
 */
function sharedHeadEnd(
  text: string,
  words: ReadonlyArray<{ start: number; end: number; fold: string; capital: boolean }>,
  after: number,
  gap: string,
): number {
  if (!/^\s+and\s+$/i.test(gap) || !words[after]?.capital) return -1;
  let end = after;
  while (words[end + 1]?.capital && text.slice(words[end]!.end, words[end + 1]!.start) === ' ') {
    end++;
  }
  const common = englishTags(words[end]!.fold)?.some((t) => t === 'NN' || t === 'NNS') === true;
  return end > after && common ? end : -1;
}

/** Whether a lower-cased word is a common word of the language: no name on its own. */
function isCommonWord(fold: string, language: string): boolean {
  if (language === 'en') {
    const tags = englishTags(fold);
    return tags !== undefined && !tags.every((t) => t.startsWith('NNP'));
  }
  if (language === 'fr') {
    const word = fold.normalize('NFC');
    return isFrenchNoun(word) || frenchFiniteVerbs().has(word) || frenchParticiples().has(word);
  }
  return false;
}

/**
 * Whether a term is a single word that is no noun: a participle or a verb alone ("abolished",
 * "storming", "abolie", "proclamée") is no key term to mark.
 */
function isNoNoun(term: KeyTerm, language: string): boolean {
  if (term.words !== 1 || /^\p{Lu}/u.test(term.surface)) return false;
  const word = term.surface.toLowerCase();
  if (language === 'en') {
    const tags = englishTags(word);
    return tags !== undefined && !tags.some((t) => t.startsWith('NN'));
  }
  if (language === 'fr') return frenchParticiples().has(word.normalize('NFC'));
  return false;
}

interface MarkContext {
  bySentence: Map<number, Occurrence[]>;
  cardKeys: Set<string>;
  /** Terms already marked earlier on the sheet: only first mentions are marked. */
  marked: Set<string>;
  /** The sentence where a term is marked when it is not its first mention: its definition's. */
  markedAt: Map<string, number>;
  model: LessonModel;
}

/** Whether `text` closes more brackets than it opens. */
function unbalanced(text: string): boolean {
  let depth = 0;
  for (const char of text) {
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    if (depth < 0) return true;
  }
  return false;
}

/** Whether more brackets open in `text` than close. */
function opensUnclosed(text: string): boolean {
  let depth = 0;
  for (const char of text) {
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
  }
  return depth > 0;
}

/** One colour per kind of mark: key terms, names, dates, formulas (ADR 150). */
export const markColors = {
  term: 'yellow',
  name: 'blue',
  date: 'green',
  formula: 'pink',
} as const satisfies Record<string, SheetColor>;

function markBlock(blockText: string, picks: Pick[], context: MarkContext): SheetMark[] {
  const { bySentence, cardKeys, marked } = context;
  const marks: SheetMark[] = [];
  const overlaps = (start: number, end: number) =>
    marks.some((m) => m.start < end && start < m.end);
  // Names and years inside a citation ("(Goodman, 2006; Pipe, 1996)") are no key facts.
  const citations = [...blockText.matchAll(citationPattern)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
  }));
  const cited = (start: number, end: number) =>
    citations.some((c) => c.start < end && start < c.end);
  // Formulas and key dates first: a term inside "F = m x a" is part of the formula.
  for (const match of blockText.matchAll(new RegExp(formulaPattern.source, 'gu'))) {
    if (wordsJoinedOnly(match[0])) continue;
    let start = match.index;
    // A bracket closing what opened before the formula is not part of it ("(ex: a + b = c)"),
    // nor one that opens an aside the formula ends ("a weak correlation (r = -0.29)").
    let formula = match[0];
    while (/[)\]]$/.test(formula) && unbalanced(formula)) formula = formula.slice(0, -1).trimEnd();
    while (/^[([]/.test(formula) && opensUnclosed(formula)) {
      formula = formula.slice(1);
      start++;
    }
    // "P(A) = number of favourable outcomes / total number of outcomes": a line that is a formula
    // in words, on its own, is marked whole.
    const rest = blockText.slice(start + formula.length);
    if (blockText.slice(0, start).trim() === '' && wordFormulaRest.test(rest)) {
      formula += rest.trimEnd();
    }
    marks.push({ start, end: start + formula.length, color: markColors.formula, bold: true });
  }
  const candidates: Occurrence[] = [];
  let shift = 0;
  for (const pick of picks) {
    for (const date of findDates(
      context.model,
      blockText.slice(shift, shift + pick.end - pick.start),
      true,
    )) {
      let start = shift + date.start;
      const end = shift + date.end;
      // A month before a year is part of the date: "septembre 1914", "April 1917".
      const months = context.model.analysis.pack.dates?.months;
      const month = months
        ? new RegExp(`(?<![\\p{L}])(?:${months})\\s+$`, 'iu').exec(blockText.slice(0, start))
        : null;
      if (month) start = month.index;
      if (!overlaps(start, end) && !cited(start, end)) {
        marks.push({ start, end, color: markColors.date, bold: true });
      }
    }
    for (const occurrence of bySentence.get(pick.sentence) ?? []) {
      candidates.push({
        start: shift + occurrence.start - pick.start,
        end: shift + occurrence.end - pick.start,
        term: occurrence.term,
        sentence: occurrence.sentence,
      });
    }
    shift += pick.end - pick.start + 1;
  }
  // Marks cover whole names: a term inside a name ("Citizen", "droits") marks the name.
  const names = nameSpans(blockText, context.model);
  const widened = candidates.map((candidate) => {
    const name = names.find((n) => n.start < candidate.end && candidate.start < n.end);
    if (!name || (name.start >= candidate.start && name.end <= candidate.end)) {
      // A term that is a whole name of several capitalised words ("Louis XVI") is a name.
      const whole =
        name?.start === candidate.start &&
        name.end === candidate.end &&
        blockText.slice(name.start, name.end).includes(' ');
      return { ...candidate, name: whole };
    }
    return {
      ...candidate,
      start: Math.min(name.start, candidate.start),
      end: Math.max(name.end, candidate.end),
      name: true,
    };
  });
  widened.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const language = context.model.analysis.language;
  for (const candidate of widened) {
    if (marked.has(candidate.term.key)) continue;
    const at = context.markedAt.get(candidate.term.key);
    if (at !== undefined && at !== candidate.sentence) continue;
    if (candidate.end > blockText.length || cited(candidate.start, candidate.end)) continue;
    const isName = candidate.name || candidate.term.kind === 'name';
    // Key terms are marked when they are cards, or defined in the lesson and likely enough to be
    // key terms; names always.
    if (!isName && !cardKeys.has(candidate.term.key) && !definedTerm(candidate.term)) continue;
    if (!isName && isNoNoun(candidate.term, language)) continue;
    if (overlaps(candidate.start, candidate.end)) {
      // A term inside a name already marked is covered by it.
      if (candidate.name) marked.add(candidate.term.key);
      continue;
    }
    marked.add(candidate.term.key);
    const color = isName ? markColors.name : markColors.term;
    marks.push({ start: candidate.start, end: candidate.end, color, bold: true });
  }
  return marks.sort((a, b) => a.start - b.start);
}

/**
 * The revision sheet: the lesson's headings, and in each block the sentences that define its key
 * terms or cover the most of them, 15-30% of its length, and always its formulas, statements of
 * laws and lists of dates; terms are marked in bold where the sheet defines them, else at their
 * first mention, in one colour per kind (`markColors`):
 * card terms, names, dates, formulas; other key terms in bold only.
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
    markedAt: new Map(),
    model,
  };
  for (const term of model.terms) {
    for (const { start, end, sentence } of term.occurrences) {
      const list = context.bySentence.get(sentence) ?? [];
      list.push({ start, end, term, sentence });
      context.bySentence.set(sentence, list);
    }
    // A term the sheet defines is marked where it is defined ("**Demand** is the quantity…"),
    // not where it was first mentioned in passing ("…the interaction of supply and demand").
    const defining = term.definitionSentence;
    if (
      term.defined &&
      chosen.has(defining) &&
      term.occurrences.some((occurrence) => occurrence.sentence === defining)
    ) {
      context.markedAt.set(term.key, defining);
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
  return closedSheet({
    blocks:
      kept.length > 0
        ? kept
        : [{ type: 'paragraph', text: analysis.text.trim() || '-', marks: [] }],
  });
}
