import type { LessonLanguage } from '@study/shared';
import { analyzeLesson, type LessonAnalysis } from '../text/analyze-lesson.ts';
import { cardTermsFirst } from './build-flashcards.ts';
import {
  rankKeyTerms,
  relatedTerms,
  type KeyTerm,
  type TermModelWeights,
} from './extract-key-terms.ts';
import { termFeatureWeights } from './term-feature-weights.ts';
import { amongExamples } from '../text/copula-phrases.ts';

/** The analysed lesson with its ranked key terms: computed once, used by every generator. */
export interface LessonModel {
  analysis: LessonAnalysis;
  /**
   * Every key term worth marking or quizzing, best first, except that the terms that make cards
   * come before the others (`cardTermsFirst`).
   */
  terms: KeyTerm[];
  /** How many of `terms` become flashcards. */
  cardCount: number;
}

/**
 * As many cards as the key-term model is confident of terms, a few more for the near misses: the
 * number of good candidates predicts a lesson's glossary size better than its length does.
 */
const cardsPerConfidentTerm = 1.07;
const minCards = 6;
/**
 * A short lesson names most of its terms once, too few times for the count model to be confident
 * of them, and may still hold a dozen: at least one card per 200 characters, up to ten.
 */
const charsPerFloorCard = 200;
const maxFloorCards = 10;
/** At most one card per 100 characters, whatever the model says. */
const maxCharsPerCard = 100;
/**
 * How far past the card count an explicitly defined term still gets a card, as a multiple of it:
 * the near misses. Chosen on the French corpus (1.5: recall 0.607 -> 0.654 at 1.98 cards per
 * glossary term; 2 reaches 2.00), measured on the held-out lessons (ADR 308).
 */
const nearMissReach = 1.5;
/**
 * A short lesson, about a thousand words at most: the count model is least sure of its terms
 * there (they occur once or twice). Longer lessons keep the model's count: psychology's chapters
 * are at 2.0 cards per glossary term already.
 */
const shortLessonChars = 6000;
/** Terms kept for the sheet and quizzes: a few times more than the cards, by lesson length. */
const charsPerListedTerm = 80;

const cache = new Map<string, LessonModel>();
const cacheSize = 8;

/** The lesson model of `text`, from a small cache so that sheet, cards and quiz share one analysis. */
export function lessonModel(
  text: string,
  language: LessonLanguage,
  weights: TermModelWeights = termFeatureWeights,
): LessonModel {
  const key = `${language}\u0000${weights === termFeatureWeights ? '' : `${weights.rank.join(',')};${weights.count.join(',')}`}\u0000${text}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const analysis = analyzeLesson(text, language);
  const ceiling = Math.max(minCards, Math.round(text.length / maxCharsPerCard));
  const listed = Math.max(minCards * 4, Math.round(text.length / charsPerListedTerm));
  const short = text.length <= shortLessonChars;
  const { terms, confident, definedLater } = rankKeyTerms(
    analysis,
    Math.max(listed, ceiling),
    weights,
    short,
  );
  const floor = Math.min(maxFloorCards, Math.round(text.length / charsPerFloorCard));
  const wanted = Math.max(minCards, floor, Math.round(confident * cardsPerConfidentTerm));
  let cardCount = Math.min(wanted, ceiling, terms.length);
  let ordered = terms;
  // In a short lesson, a card for every near miss the lesson defines explicitly ("La fusion est
  // le passage…", "On appelle X le…") or a name it explains ("Antoine Lavoisier, un chimiste
  // français…"), and for such a term the ranking left out ("The mass number is…"), while one card
  // per 100 characters allows.
  const nearMisses = short
    ? [
        ...terms
          .slice(cardCount, Math.round(cardCount * nearMissReach))
          .filter((t) => t.explicitlyDefined || (t.kind === 'name' && t.defined)),
        ...definedLater,
      ]
    : [];
  // "Ring" and "Ring of Fire", both what "known as" names: one card, for the whole name, when the
  // lesson never writes the shorter one outside it.
  const inside = (t: KeyTerm, other: KeyTerm) =>
    other !== t &&
    t.occurrences.every((o) => other.occurrences.some((p) => p.start <= o.start && o.end <= p.end));
  // Nor a near miss the lesson only writes inside a card's term ("équilibre" of "équilibre de la
  // terreur").
  const carded = terms.slice(0, cardCount);
  const extra = nearMisses
    .filter((t) => ![...nearMisses, ...carded].some((other) => inside(t, other)))
    .slice(0, Math.max(0, ceiling - cardCount));
  if (extra.length > 0) {
    const moved = new Set(extra);
    ordered = [
      ...terms.slice(0, cardCount),
      ...extra,
      ...terms.slice(cardCount).filter((t) => !moved.has(t)),
    ];
    cardCount += extra.length;
  }
  // Past the reach, a term the lesson defines explicitly ("The boundary between two drainage
  // basins is called a watershed") takes the card of one it does not define and names once or
  // only in headings ("Landforms"), from the last card up: as many cards, more of them answered
  // by a definition. A term the lesson keeps coming back to keeps its card.
  const slight = (t: KeyTerm) =>
    t.occurrences.length === 1 ||
    t.occurrences.every((o) => analysis.sentences[o.sentence]?.heading === true);
  if (short) {
    const cards = ordered.slice(0, cardCount);
    const defined = ordered
      .slice(cardCount)
      .filter((t) => t.explicitlyDefined && !cards.some((c) => inside(t, c) || inside(c, t)));
    for (let i = cards.length - 1; i >= 0 && defined.length > 0; i--) {
      const card = cards[i] as KeyTerm;
      if (card.defined || card.kind === 'name' || !slight(card)) continue;
      cards[i] = defined.shift() as KeyTerm;
    }
    const kept = new Set(cards);
    ordered = [...cards, ...ordered.filter((t) => !kept.has(t))];
  }
  // "**Igneous rocks** form when…": what the author set in bold or italics is a key term they chose,
  // carded first (in the ranking's order) while one card per 100 characters allows; the model's
  // other cards follow. So is what they list under "Key words" ("- Biodiversity: the variety…").
  const glossed = glossaryHeads(analysis);
  const marked = ordered.filter((t) =>
    t.occurrences.some(
      (o) =>
        analysis.emphasised.some((e) => e.start === o.start && e.end === o.end) ||
        glossed.some((head) => o.start === head.start && o.end === head.end),
    ),
  );
  if (marked.length > 0) {
    const chosen = new Set(marked.slice(0, ceiling));
    const cards = [...chosen, ...ordered.slice(0, cardCount).filter((t) => !chosen.has(t))];
    cardCount = Math.max(cardCount, chosen.size);
    const kept = new Set(cards.slice(0, cardCount));
    ordered = [...kept, ...ordered.filter((t) => !kept.has(t))];
  }
  // "Complements are goods used together, such as cars and petrol": a term the lesson only ever
  // gives as an example, and never defines, gives its card to the next term that is more.
  const onlyExample = (t: KeyTerm) =>
    !t.defined &&
    t.occurrences.every((o) => {
      const sentence = analysis.sentences[o.sentence];
      return (
        sentence !== undefined &&
        amongExamples.test(analysis.text.slice(Math.max(sentence.start, o.start - 60), o.start))
      );
    });
  const cards = ordered.slice(0, cardCount);
  const examples = new Set(cards.filter(onlyExample));
  if (examples.size > 0) {
    const promoted = ordered
      .slice(cardCount)
      .filter((t) => !onlyExample(t))
      .slice(0, examples.size);
    const kept = new Set([...cards.filter((t) => !examples.has(t)), ...promoted]);
    ordered = [...kept, ...ordered.filter((t) => !kept.has(t))];
    cardCount = kept.size;
  }
  // "radial notch" that the lesson only writes in "radial notch of the ulna", "Verdun" only in
  // "bataille de Verdun": the card is for the whole term, which the shorter one opens or, for a
  // name, closes; when the whole term has a card already, the shorter one has none.
  // "Willis" closes "circle of Willis" at each of its places; "radial notch" opens "radial notch
  // of the ulna".
  const opensOrCloses = (t: KeyTerm, other: KeyTerm) =>
    t.occurrences.every((o) =>
      other.occurrences.some(
        (p) => p.start === o.start || (t.kind === 'name' && p.end === o.end && p.start < o.start),
      ),
    );
  const whole = (t: KeyTerm) =>
    ordered
      .filter(
        (other) =>
          other.words > t.words &&
          relatedTerms(t, other) &&
          inside(t, other) &&
          opensOrCloses(t, other),
      )
      .sort((a, b) => b.words - a.words || b.surface.length - a.surface.length)[0];
  const withCards = new Set(ordered.slice(0, cardCount));
  const widened = ordered.slice(0, cardCount).flatMap((t) => {
    const longer = whole(t);
    if (!longer) return [t];
    if (withCards.has(longer)) return [];
    withCards.add(longer);
    return [longer];
  });
  if (widened.some((t, i) => t !== ordered[i])) {
    const kept = new Set(widened);
    const replaced = new Set(ordered.slice(0, cardCount).filter((t) => !kept.has(t)));
    ordered = [...widened, ...ordered.filter((t) => !kept.has(t) && !replaced.has(t))];
    cardCount = widened.length;
  }
  const ranked = { analysis, terms: ordered, cardCount };
  const model = { ...ranked, terms: cardTermsFirst(ranked) };
  if (cache.size >= cacheSize) cache.delete(cache.keys().next().value as string);
  cache.set(key, model);
  return model;
}

/**
 * The terms a lesson lists under a heading that announces its key words ("## Key words" then
 * "- Biodiversity: the variety of…", "## Vocabulaire" then "- Lexique (m.) : …", or a line "Key
 * words:" of its own): where each item's head ends, before its brackets and its colon or dash.
 */
export function glossaryHeads(analysis: LessonAnalysis): Array<{ start: number; end: number }> {
  const { text, blocks, pack } = analysis;
  const heads: Array<{ start: number; end: number }> = [];
  if (!pack.glossaryHeading) return heads;
  let under = false;
  // Whether a line of its own announced the list, not a heading: the next paragraph ends it.
  let byLine = false;
  for (const block of blocks) {
    const line = text.slice(block.start, block.end).trim();
    if (block.type !== 'bullet' && block.type !== 'paragraph') {
      under = pack.glossaryHeading.test(line);
      byLine = false;
    } else if (block.type === 'paragraph') {
      // Notes' "Key words:" on a line of its own announces the list under it as a heading would.
      const announces = pack.glossaryHeading.test(line) && /^[^.!?:]{0,40}:$/u.test(line);
      if (announces || byLine) under = announces;
      byLine = announces;
    } else if (under && block.type === 'bullet') {
      const item = text.slice(block.start, block.end);
      const head = /^(\s*)([^:—–()]{2,80}?)\s*(?:\([^()]*\)\s*)?(?:[:—–]|\s-\s)/u.exec(item);
      if (!head) continue;
      const start = block.start + (head[1] as string).length;
      heads.push({ start, end: start + (head[2] as string).length });
    }
  }
  return heads;
}

/**
 * The model with another choice of card terms. Variant 0 is the ranking itself; every other
 * variant keeps the better half of the cards and slides the rest along the near misses that follow
 * them (as many again), half a slide at a time: a regeneration gets another selection, and a lesson
 * with no near misses gets the same one.
 */
export function modelVariant(model: LessonModel, variant = 0): LessonModel {
  const { terms, cardCount } = model;
  const keep = Math.ceil(cardCount / 2);
  const swap = cardCount - keep;
  const pool = terms.slice(keep, keep + 2 * swap);
  if (variant <= 0 || swap === 0 || pool.length <= swap) return model;
  const shift = (variant * Math.ceil(swap / 2)) % pool.length;
  if (shift === 0) return model;
  const slid = [...pool.slice(shift), ...pool.slice(0, shift)];
  const other = {
    ...model,
    terms: [...terms.slice(0, keep), ...slid, ...terms.slice(keep + pool.length)],
  };
  return { ...other, terms: cardTermsFirst(other) };
}

/** The span and text of sentence `index`. */
export function sentenceText(
  model: LessonModel,
  index: number,
): { start: number; end: number; text: string } {
  const sentence = model.analysis.sentences[index];
  if (!sentence) return { start: 0, end: 0, text: '' };
  return {
    start: sentence.start,
    end: sentence.end,
    text: model.analysis.text.slice(sentence.start, sentence.end),
  };
}
