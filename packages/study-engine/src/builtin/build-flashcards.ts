import type { Flashcard } from '@study/shared';
import { fillTemplate } from '../text/language-pack.ts';
import { foldText } from '../text/normalize.ts';
import { stemWord } from '../text/stem.ts';
import { whoQuestion } from '../text/people.ts';
import { lacksSubject } from '../text/self-contained.ts';
import { roleQuestionOf } from './extract-roles.ts';
import {
  definitionAnswer,
  otherSpan,
  overlapsMostly,
  type CardSpan,
  type Span,
} from './answer-span.ts';
import { keyEvents, type DateFact } from './extract-dates.ts';
import type { KeyTerm } from './extract-key-terms.ts';
import type { LessonModel } from './lesson-model.ts';
import { closedCards } from './closed-up.ts';

/** Date cards come after the term cards: at most as many as the term cards, at least a few. */
const dateCardShare = 1;
const minDateCards = 3;

/** A card term and the span of the lesson that answers it. */
interface CardAnswer {
  term: KeyTerm;
  answer: CardSpan;
}

/** Indefinite articles of the lesson languages: "a", "un", "una", "ein"… (folded). */
const indefinite = /^(?:an?|une?|des|una?|uno|unos|unas|um|uma|ein|eine|einen|einem|einer)$/;

/** Definite articles of English and French (folded), and what opens the noun a genus is of. */
const definite = /^(?:the|le|la|les|l['’]?)$/;
const genusOf = /^\s+(?:(?:of|de|des|du)(?![\p{L}])|d['’])/iu;

/**
 * Whether the term opens another card's definition, after at most an indefinite article:
 * "jelly-like substance" in the answer "a jelly-like substance where…" of "cytoplasm" is what the
 * cytoplasm is, not a term the lesson teaches. After "the" it is often the term itself ("The
 * outermost layer is the fibrous tunic"), and keeps its card.
 */
function opensDefinitionOf(model: LessonModel, term: KeyTerm, cards: readonly CardAnswer[]) {
  const { text } = model.analysis;
  return cards.some(
    ({ answer }) =>
      answer.defines &&
      term.occurrences.some((o) => {
        if (o.start < answer.start || o.end > answer.end) return false;
        const lead = foldText(text.slice(answer.start, o.start)).trim();
        return (
          lead === '' ||
          indefinite.test(lead) ||
          // "the sum of the individual resistances" (of "total resistance"): a noun of
          // something else is what the term is, even after "the".
          (definite.test(lead) && genusOf.test(text.slice(o.end, o.end + 5)))
        );
      }),
  );
}

/**
 * The words beyond its term and grammar words an answer must say: one where it says what the term
 * is ("La glande mammaire est une glande exocrine."), two where it says something else of it.
 */
const minAnswerWords = { defines: 1, about: 2 };

/**
 * The answer of `term` when it says something of it: not a bare restatement ("Classes Sociales"
 * for "Classes Sociales", "C'est un hétéropolymère séquencé.", "Un atome d'hydrogène." for
 * "atome"), which teaches nothing.
 */
function cardAnswer(model: LessonModel, term: KeyTerm): CardSpan | undefined {
  const answer = definitionAnswer(model, term);
  const { pack, language } = model.analysis;
  if (answer && lacksSubject(answer.text, language)) return undefined;
  // Words are told apart by spaces: a language without them is not counted.
  if (!answer || !pack.spaced) return answer;
  const stems = (text: string) =>
    foldText(text)
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 1 && !pack.stopWords.has(word))
      .map((word) => stemWord(word, language));
  const named = new Set(stems(term.surface));
  const said = new Set(stems(answer.text).filter((stem) => !named.has(stem)));
  return said.size >= minAnswerWords[answer.defines ? 'defines' : 'about'] ? answer : undefined;
}

/** The key dates that make cards: none when the lesson dates too few events to tell a chronology. */
function datedFacts(model: LessonModel): DateFact[] {
  return keyEvents(model).slice(
    0,
    Math.max(minDateCards, Math.round(model.cardCount * dateCardShare)),
  );
}

/** The card answers of each ordering of terms that `cardTermsFirst` chose, for `buildFlashcards`. */
const selections = new WeakMap<readonly KeyTerm[], CardAnswer[]>();

/**
 * The card terms and their answers, those the lesson defines explicitly first: the first
 * `cardCount` terms, each with its defining clause, or another clause of it when another card
 * already gives that one ("monarchy" and "Louis XVI" both in "…was an absolute monarchy ruled by
 * King Louis XVI"); a term the lesson does not define whose only answer is a date card's leaves
 * its slot to the next near miss the lesson defines.
 */
function selectCards(model: LessonModel): CardAnswer[] {
  const { terms, cardCount } = model;
  const top = terms.slice(0, cardCount);
  const ordered = [...top.filter((t) => t.defined), ...top.filter((t) => !t.defined)];
  const own = new Map(ordered.map((t) => [t, cardAnswer(model, t)]));
  // Where two terms have one answer, it is the answer of the term it defines ("Algorithme : suite
  // d'instructions…" for "algorithme", not "instruction"), else of the term it names first (the
  // subject: "monarchy" in "France was an absolute monarchy ruled by King Louis XVI").
  const priority = (term: KeyTerm) => {
    const span = own.get(term) as Span & { defines: boolean };
    const first = term.occurrences.find((o) => o.start >= span.start && o.end <= span.end);
    return span.defines ? -1 : (first?.start ?? -1);
  };
  const yields = (term: KeyTerm) => {
    const span = own.get(term);
    if (!span) return false;
    return ordered.some((other) => {
      const theirs = own.get(other);
      if (other === term || !theirs || !overlapsMostly(span, theirs)) return false;
      const mine = priority(term);
      const their = priority(other);
      return their < mine || (their === mine && ordered.indexOf(other) < ordered.indexOf(term));
    });
  };
  const byOwner = [...ordered.filter((t) => !yields(t)), ...ordered.filter(yields)];
  const chosen: CardAnswer[] = [];
  // The date cards' answers are given first: "What happened in 1792?" says what "Republic" would.
  const dated = datedFacts(model).map((fact) => fact.told);
  const given: Span[] = [...dated];
  const take = (term: KeyTerm, own: CardSpan | undefined, nearMiss = false) => {
    let answer = own;
    if (answer && given.some((span) => overlapsMostly(span, answer as Span))) {
      if (nearMiss) return false;
      // Another clause of the term, or else the same answer: two terms named in one sentence
      // are still two terms to learn. A term the lesson does not define gives its slot up when
      // a date card already says all it would.
      const alternative = otherSpan(model, term, given);
      const onlyDated = dated.some((span) => overlapsMostly(span, answer as Span));
      // Its other clause is a date card's ("Louis XVI" and "21 January 1793: Louis XVI is
      // executed."): that card already teaches it, and the shared answer would teach nothing new.
      const toldByDate =
        alternative === undefined &&
        otherSpan(
          model,
          term,
          chosen.map((card) => card.answer),
        ) !== undefined;
      // "monarchy" answered by the sentence of "absolute monarchy", a card already: nothing new.
      const nested = chosen.some(
        (card) =>
          (card.term.key.includes(term.key) || term.key.includes(card.term.key)) &&
          overlapsMostly(card.answer, answer as Span),
      );
      // "The cytoplasm is a jelly-like substance where…" answers "cytoplasm", not "jelly-like
      // substance": a term that opens another card's definition has no card of its own there.
      const genus = opensDefinitionOf(model, term, chosen);
      answer =
        alternative ??
        (((onlyDated || nested || toldByDate) && !term.defined) || genus ? undefined : answer);
    }
    if (!answer) return false;
    given.push(answer);
    chosen.push({ term, answer });
    return true;
  };
  let free = 0;
  for (const term of byOwner) if (own.get(term) && !take(term, own.get(term))) free++;
  // Slots given up go to the near misses the lesson defines ("the Terror, the period of…").
  // A term the lesson does not define gives its slot up when a date card, or the card of a term
  // inside or around it, already says all it would.
  for (const term of terms.slice(cardCount, 2 * cardCount)) {
    if (free <= 0) break;
    if (term.defined && take(term, cardAnswer(model, term), true)) free--;
  }
  const order = new Map(ordered.map((t, i) => [t, i]));
  chosen.sort(
    (a, b) => (order.get(a.term) ?? ordered.length) - (order.get(b.term) ?? ordered.length),
  );
  return chosen;
}

/**
 * The lesson's terms with its card terms first (see `selectCards`): the sheet and the quiz mark as
 * card terms the first `cardCount` of them.
 */
export function cardTermsFirst(model: LessonModel): KeyTerm[] {
  const chosen = selectCards(model);
  const picked = new Set(chosen.map((c) => c.term));
  const rank = new Map(model.terms.map((t, i) => [t, i]));
  const first = [...picked].sort((a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0));
  const terms = [...first, ...model.terms.filter((t) => !picked.has(t))];
  selections.set(terms, chosen);
  return terms;
}

/**
 * One card per card term, each answered by the clause that defines it: first "What does X mean?"
 * for those whose answer says what X is, then "What does the lesson say about X?" for those whose
 * answer says something else of it ("Plant cells have the same parts as animal cells");
 * then one card per key date ("What happened on 14 July 1789?").
 */
export function buildFlashcards(model: LessonModel): Flashcard[] {
  const { pack } = model.analysis;
  const cards: Flashcard[] = [];
  const selected = selections.get(model.terms) ?? selectCards(model);
  // Definitions first: the cards that say what their term is, then those that say something of it.
  const byAnswer = [
    ...selected.filter((card) => card.answer.defines),
    ...selected.filter((card) => !card.answer.defines),
  ];
  for (const { term, answer } of byAnswer) {
    // "Who was “Pythagoras”?" -> "a Greek mathematician…", where "What does it mean?" asks the
    // meaning of a name.
    // So is a sentence that opens on a name and says who it was beside it ("Michael Faraday, an
    // English scientist, discovered…").
    const beside = term.kind === 'name' && answer.text.startsWith(`${term.surface},`);
    const who = answer.defines || beside ? whoQuestion(term.surface, answer.text, pack) : undefined;
    // "What does “nucleus” do?" where the answer is the sentence that says what it does.
    const role = answer.defines ? undefined : roleQuestionOf(model, term, answer);
    // "What does “Cannon-Bard theory” state?" -> what it asserts.
    const states = answer.states ? pack.theories?.whatStates : undefined;
    // "What is the role of “hypoglossal nerve”?" -> "responsible for controlling the muscles…".
    // An answer cut after the term's copula has no subject left: the term is it.
    const said = pack.roles?.responsible.exec(answer.text);
    const subject = said ? (said[1] ?? '') : undefined;
    const responsible =
      subject !== undefined &&
      (subject === '' || foldText(subject).includes(foldText(term.surface)))
        ? pack.roles?.whatRole
        : undefined;
    const template =
      who ??
      role?.template ??
      states ??
      responsible ??
      (answer.defines ? pack.templates.define : pack.templates.about);
    cards.push({
      question: fillTemplate(template, { term: role?.written ?? term.surface }),
      answer: answer.text,
      term: term.surface,
      source: { start: answer.start, end: answer.end },
    });
  }
  const dates = pack.dates;
  if (dates) {
    for (const fact of datedFacts(model)) {
      cards.push({
        question: fillTemplate(dates.whatHappened, { when: fact.when }),
        answer: fact.told.text,
        source: { start: fact.told.start, end: fact.told.end },
      });
    }
  }
  return closedCards(cards);
}
