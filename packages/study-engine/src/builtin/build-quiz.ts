import {
  AppError,
  fillBlank,
  quizQuestionCount,
  type AnswerCount,
  type QuestionType,
  type Quiz,
  type QuizQuestion,
  type QuizType,
} from '@study/shared';
import { namesTheory } from '../text/copula-phrases.ts';
import { fillTemplate } from '../text/language-pack.ts';
import { englishTags } from '../text/english-lexicon.ts';
import { isFrenchNoun } from '../text/french-lexicon.ts';
import { closeBlanks } from '../text/citations.ts';
import { foldText } from '../text/normalize.ts';
import { whoQuestion } from '../text/people.ts';
import { leansOnContext } from '../text/self-contained.ts';
import { containsWords, similarLength } from '../quiz-invariants.ts';
import {
  announcedFormula,
  definitionBody,
  opensOnClause,
  type DefinitionBody,
} from './answer-span.ts';
import { dateFacts } from './extract-dates.ts';
import { relationFacts, type RelationFact } from './extract-relations.ts';
import { roleFacts, roleQuestionOf, roleTemplate, type RoleFact } from './extract-roles.ts';
import { termLists } from './extract-lists.ts';
import { namesPerson, sayingFacts, type SayingFact } from './extract-sayings.ts';
import { pluralNoun, relatedTerms, type KeyTerm } from './extract-key-terms.ts';
import type { LessonModel } from './lesson-model.ts';
import { closedQuiz } from './closed-up.ts';
import { hashString, seededRandom, shuffled } from './random.ts';
import {
  lessonStatements,
  statementQuestion,
  statementSources,
  type StatementSource,
} from './statement-question.ts';

export interface QuizRequest {
  type: QuizType;
  answerCount?: AnswerCount;
  /** Prompts already asked on this lesson: avoided while the lesson has others to ask. */
  avoid?: string[];
}

interface Item {
  term: KeyTerm;
  sentence: number;
  start: number;
  end: number;
  /** The sentence with every occurrence of the term blanked. */
  blanked: string;
  /** The first occurrence as the sentence writes it. */
  written: string;
  /** Whether the sentence names the term more than once: a prompt with two blanks, a last resort. */
  repeated: boolean;
  /** Whether the sentence opens on a word pointing back ("It is measured in…"): a last resort. */
  leaning: boolean;
  /** The sentence before, shown with it because it points back to it; -1 when none is. */
  context: number;
}

const mixedPattern: QuestionType[] = [
  'mcq',
  'fill',
  'open',
  'mcq',
  'fill',
  'open',
  'mcq',
  'fill',
  'open',
  'mcq',
];

// The longest lesson text a question shows.
const maxPromptLength = 400;

/**
 * Whether a capitalised word that is no function word ("Randy", not "The") comes right before an
 * occurrence, or one right after it ("Cicely Saunders"): both are parts of one name.
 */
function besideNamePart(model: LessonModel, occurrence: { start: number; end: number }): boolean {
  const { text, pack } = model.analysis;
  const before = /(\p{Lu}[\p{L}'’-]*) $/u.exec(
    text.slice(Math.max(0, occurrence.start - 40), occurrence.start),
  );
  if (before && !pack.stopWords.has(foldText(before[1] as string))) return true;
  return /^ \p{Lu}\p{Ll}/u.test(text.slice(occurrence.end, occurrence.end + 3));
}

function itemsFor(model: LessonModel, term: KeyTerm): Item[] {
  const { text, sentences } = model.analysis;
  const bySentence = new Map<number, Array<{ start: number; end: number }>>();
  for (const occurrence of term.occurrences) {
    const list = bySentence.get(occurrence.sentence) ?? [];
    list.push(occurrence);
    bySentence.set(occurrence.sentence, list);
  }
  const order = [...bySentence.keys()].sort(
    (a, b) =>
      Number(b === term.definitionSentence) - Number(a === term.definitionSentence) || a - b,
  );
  const items: Item[] = [];
  // "Georg Ohm" is no occurrence of "ohms": a capital inside a sentence makes a lower-case term a
  // name, and its blank would ask for the wrong word.
  const lowerCase = !/\p{Lu}/u.test(term.surface[0] ?? '');
  // A term shown with its abbreviation: "network interface card (NIC)".
  const shown = /^(.+) \(([^()]+)\)$/u.exec(term.surface);
  for (const index of order) {
    const sentence = sentences[index];
    const occurrences = bySentence.get(index);
    if (!sentence || sentence.heading || !occurrences) continue;
    // "IRB" is written so in "institutional review board (IRB)".
    const abbreviated = (o: { start: number; end: number }) =>
      term.surface.endsWith(`(${text.slice(o.start, o.end)})`);
    if (
      lowerCase &&
      occurrences.some(
        (o) =>
          o.start > sentence.start &&
          /^\p{Lu}/u.test(text.slice(o.start, o.start + 1)) &&
          !abbreviated(o),
      )
    ) {
      continue;
    }
    // "Randy _____", "_____ Saunders": the other part of a name beside the blank asks half of it.
    if (occurrences.some((o) => besideNamePart(model, o))) continue;
    const length = sentence.end - sentence.start;
    if (length < 30 || length > maxPromptLength) continue;
    // "On distingue trois _____ :", "It has four stages:": a sentence that announces a list says
    // too little alone (one that announces a formula is asked with it, below).
    if (
      /:\s*$/.test(text.slice(sentence.start, sentence.end)) &&
      model.analysis.blocks[sentence.block + 1]?.type === 'bullet'
    ) {
      continue;
    }
    // "It is measured in _____ (A)": a sentence that points back asks about what it leaves out.
    const leaning = leansOnContext(
      text.slice(sentence.start, sentence.end),
      model.analysis.language,
    );
    // "…protected against smallpox; smallpox was declared eradicated in 1980": a clause that names
    // the term once asks it with one blank.
    const clause =
      occurrences.length > 1
        ? (clauseNamingOnce(model, sentence, occurrences) ?? sentence)
        : sentence;
    const { start, end } = clause;
    // "a network interface card (NIC)" is one blank where the term is shown so: the name and its
    // abbreviation, whichever of the two the occurrence is.
    const written = (o: { start: number; end: number }) => {
      if (!shown) return o;
      const [, name = '', short = ''] = shown;
      const found = text.slice(o.start, o.end);
      if (found === short && text.slice(o.start - name.length - 2, o.start) === `${name} (`) {
        return text[o.end] === ')' ? { start: o.start - name.length - 2, end: o.end + 1 } : o;
      }
      const after = ` (${short})`;
      return found === name && text.slice(o.end, o.end + after.length) === after
        ? { start: o.start, end: o.end + after.length }
        : o;
    };
    const inside = occurrences
      .filter((o) => o.start >= start && o.end <= end)
      .map(written)
      .filter((o, i, all) => i === 0 || o.start >= (all[i - 1] as { end: number }).end);
    const first = inside[0] as { start: number; end: number };
    const item = (from: number, context: number): Item => {
      let blanked = text.slice(from, start);
      let cursor = start;
      for (const occurrence of inside) {
        if (occurrence.start < cursor) continue;
        blanked += text.slice(cursor, occurrence.start) + fillBlank;
        cursor = occurrence.end;
      }
      blanked += text.slice(cursor, end);
      if (end < sentence.end) blanked = `${blanked.trimEnd()}.`;
      // "L'_____ de la photosynthèse s'écrit :" shows the formula it announces.
      const formula = end >= sentence.end ? announcedFormula(model, index) : undefined;
      if (formula) blanked = `${blanked.trimEnd()} ${formula.line}`;
      return {
        term,
        sentence: index,
        start: from,
        end: formula?.end ?? end,
        blanked,
        written: text.slice(first.start, first.end),
        repeated: inside.length > 1,
        leaning,
        context,
      };
    };
    // "This process is called _____." (a last resort still) is asked first with the sentence it
    // points back to ("Plants release water vapour through their leaves. This process is called
    // _____."), when that one stands alone, in the same paragraph, without naming the term.
    const before = leaning && start === sentence.start ? antecedent(model, term, index) : undefined;
    if (before !== undefined && end - before.start <= maxPromptLength) {
      items.push(item(before.start, before.index));
    }
    // "Ces _____ sont peu dangereuses.": a blank right after the demonstrative that points back
    // asks which of the lesson's things it was; only the sentence before can tell.
    const pointedAt =
      leaning &&
      /^(?:this|these|that|those|ce|cet|cette|ces)\s+$/iu.test(text.slice(start, first.start));
    if (!pointedAt) items.push(item(start, -1));
  }
  return items;
}

/**
 * The sentence before `index` in its paragraph, when `index` may be asked with it: it stands
 * alone and does not name `term`.
 */
function antecedent(
  model: LessonModel,
  term: KeyTerm,
  index: number,
): { index: number; start: number; end: number } | undefined {
  const { text, sentences, language } = model.analysis;
  const sentence = sentences[index];
  const before = sentences[index - 1];
  if (!sentence || !before || before.heading || before.block !== sentence.block) return undefined;
  if (term.occurrences.some((o) => o.sentence === before.index)) return undefined;
  if (leansOnContext(text.slice(before.start, before.end), language)) return undefined;
  if (/[?:]\s*$/.test(text.slice(before.start, before.end))) return undefined;
  return before;
}

/**
 * The clause of a sentence, between semicolons, that names the term exactly once and is long
 * enough to ask about; undefined when none does.
 */
function clauseNamingOnce(
  model: LessonModel,
  sentence: { start: number; end: number },
  occurrences: ReadonlyArray<{ start: number; end: number }>,
): { start: number; end: number } | undefined {
  const { text } = model.analysis;
  let start = sentence.start;
  for (const match of text.slice(sentence.start, sentence.end).matchAll(/;\s*|$/gu)) {
    const end = sentence.start + match.index;
    const named = occurrences.filter((o) => o.start >= start && o.end <= end).length;
    if (named === 1 && end - start >= 30) return { start, end };
    start = end + match[0].length;
    if (start >= sentence.end) break;
  }
  return undefined;
}

const capitals = (text: string) => (text.match(/(?:^|\s)\p{Lu}/gu) ?? []).length;

/** The looks a student can judge without knowing the answer: words (short choices), capital, digits. */
function looksOf(countWords: boolean): Array<(text: string) => number | boolean> {
  const capital = (t: string) => /^\p{Lu}/u.test(t.trim());
  const digits = (t: string) => /\p{N}/u.test(t);
  const words = (t: string) => t.trim().split(/\s+/).length;
  return countWords ? [words, capital, digits] : [capital, digits];
}

/**
 * How many of the looks differ between two choices (the number of words only for short choices:
 * long definitions never agree on it).
 */
function shapeDistance(a: string, b: string, countWords = true): number {
  return looksOf(countWords).filter((look) => look(a) !== look(b)).length;
}

/**
 * Picks `count` distractors among the nearest of `pool` (sorted, best first): of the answer's own
 * shape first, such that the answer is not the longest choice when a longer near candidate exists,
 * and no look (a capital, digits, the number of words) is shared by every distractor and not by
 * the answer.
 */
function pickDistractors(
  answer: string,
  pool: string[],
  count: number,
  random: () => number,
  sure: ReadonlySet<string> = new Set(),
): string[] {
  const countWords = answer.split(' ').length <= 4;
  const alike = pool.filter((c) => shapeDistance(c, answer, countWords) === 0);
  const source = alike.length >= count ? alike : pool;
  let chosen: string[];
  if (alike.length >= count) {
    // The sure choices of the answer's shape are always offered; chance picks the rest among the
    // nearest.
    const kept = alike.filter((c) => sure.has(c)).slice(0, count);
    const rest = alike.filter((c) => !kept.includes(c));
    chosen = shuffled(
      [
        ...kept,
        ...shuffled(rest.slice(0, count + 2 - kept.length), random).slice(0, count - kept.length),
      ],
      random,
    );
  } else {
    // Too few of its shape: every one of them, and the nearest others.
    const rest = pool.filter((c) => !alike.includes(c));
    const nearest = rest.slice(0, Math.min(rest.length, count - alike.length + 2));
    chosen = shuffled(
      [...alike, ...shuffled(nearest, random).slice(0, count - alike.length)],
      random,
    );
  }
  if (chosen.every((c) => c.length < answer.length)) {
    const longer = source.find((c) => c.length > answer.length && !chosen.includes(c));
    if (longer !== undefined) chosen[chosen.length - 1] = longer;
  }
  for (const look of looksOf(countWords)) {
    const shared = look(chosen[0] ?? '');
    if (look(answer) === shared || chosen.some((c) => look(c) !== shared)) continue;
    // "Première Guerre mondiale" among three lower-case terms: the shortest of them gives way to a
    // near choice that looks like the answer (the longest stays, so length tells nothing either).
    const swap = pool.find((c) => !chosen.includes(c) && look(c) === look(answer));
    const out = chosen.reduce(
      (best, c, i) => (best < 0 || c.length < (chosen[best] as string).length ? i : best),
      -1,
    );
    if (swap !== undefined && out >= 0) chosen[out] = swap;
  }
  return chosen;
}

/** An ending of English adjectives ("inelastic", "acidic") for a word the lexicon lacks. */
const adjectiveEnding = /(?:ic|ive|ous|able|ible|ful|less)$/;

/** Endings of French adjectives ("humaines", "économiques", "digestive") for a word no noun. */
const frenchAdjectiveEnding =
  /(?:iques?|aines?|ales?|elles?|eux|euses?|ives?|ibles?|ables?|aires?|ères?)$/u;

/**
 * The word class of a term's last word as the English lexicon reads it first: a noun ("N"), an
 * adjective ("J"), a verb ("V"); a word it does not know, and any word of another language, a noun,
 * except a French word alone that the Lefff knows as no noun and that ends as adjectives do.
 */
function wordClass(term: KeyTerm, language: string): 'N' | 'J' | 'V' {
  if (language === 'fr') {
    const word = term.surface.toLowerCase();
    return /^[\p{L}-]+$/u.test(word) && frenchAdjectiveEnding.test(word) && !isFrenchNoun(word)
      ? 'J'
      : 'N';
  }
  if (language !== 'en') return 'N';
  const words = foldText(term.surface).split(/\s+/);
  const last = words.at(-1) ?? '';
  // The last word of a phrase is its noun when it can be one ("inferior good").
  if (words.length > 1 && englishTags(last)?.some((tag) => /^NNS?$/.test(tag))) return 'N';
  // A word the lexicon lacks in "-ic", "-ive", "-ous"… is an adjective ("inelastic", "acidic").
  const first = englishTags(last)?.[0] ?? (adjectiveEnding.test(last) ? 'JJ' : 'NN');
  return first.startsWith('JJ') ? 'J' : first.startsWith('VB') ? 'V' : 'N';
}

/**
 * Whether an English name of two or three words reads as a person's ("Mikhail Gorbachev"), not a
 * thing's or a place's ("Berlin Wall", "Truman Doctrine", "Western Europe"): its last word is no
 * common noun and its first no adjective.
 */
function personLike(term: KeyTerm, language: string): boolean {
  if (language !== 'en' || term.kind !== 'name') return false;
  const words = term.surface.toLowerCase().split(/\s+/);
  if (words.length < 2 || words.length > 3) return false;
  const last = englishTags(words[words.length - 1] ?? '') ?? [];
  return (
    !last.some((tag) => tag === 'NN' || tag === 'NNS') && englishTags(words[0] ?? '')?.[0] !== 'JJ'
  );
}

/** Terms of the lesson to set beside `term`: of the same shape and length, none inside another. */
function termDistractors(
  model: LessonModel,
  term: KeyTerm,
  prompt: string,
  count: number,
  random: () => number,
  fits: (other: KeyTerm) => boolean = () => true,
  meaning = false,
): string[] | undefined {
  const answer = term.surface;
  const answerWords = term.key.split(' ');
  const head = answerWords[answerWords.length - 1];
  const { language } = model.analysis;
  const answerClass = wordClass(term, language);
  // "figure-ground relationship" is a theory where the lesson says what it states.
  const theoryLike = (t: KeyTerm) =>
    namesTheory(t.surface, language) || definitionBody(model, t)?.stated === true;
  const theory = theoryLike(term);
  const person = personLike(term, language);
  const seen = new Set([foldText(answer)]);
  const pool: Array<{
    surface: string;
    closeness: number;
    person: boolean;
    explained: boolean;
    sameClass: boolean;
  }> = [];
  const pooled: KeyTerm[] = [];
  for (const other of model.terms) {
    if (other === term || relatedTerms(other, term) || !fits(other)) continue;
    // "François-Ferdinand" beside "archiduc François-Ferdinand": one choice inside another points
    // away from both; the better-ranked one stays.
    if (pooled.some((t) => relatedTerms(t, other))) continue;
    // A heading's words ("Key dates") that no sentence uses are no term of the lesson's matter.
    if (other.occurrences.every((o) => model.analysis.sentences[o.sentence]?.heading)) continue;
    const folded = foldText(other.surface);
    if (seen.has(folded) || containsWords(prompt, folded)) continue;
    if (!similarLength(other.surface.length, answer.length)) continue;
    // A capitalised heading ("Types of Secretion") among lower-case terms stands out as wrong.
    if (capitals(other.surface) > capitals(answer)) continue;
    seen.add(folded);
    pooled.push(other);
    const otherWords = other.key.split(' ');
    // What a definition asks for among what the lesson explains: "Hannibal" or "Cannae", which
    // it never explains, is no "state in which power belongs to the people"; the "Senate" it
    // explains is, whether or not its capital makes it a name.
    const explained = meaning && definitionBody(model, other) !== undefined;
    const sameClass = wordClass(other, language) === answerClass;
    const closeness =
      Math.abs(other.surface.length - answer.length) / Math.max(answer.length, 1) +
      Math.abs(otherWords.length - answerWords.length) * 0.5 +
      shapeDistance(other.surface, answer) * 2 -
      (otherWords[otherWords.length - 1] === head ? 0.6 : 0) +
      // A person for a person, a term for a term: a name among terms gives itself away.
      (other.kind === term.kind || explained ? 0 : 1.5) +
      // A noun for a noun: "inelastic" or "willing" among the nouns a definition asks for.
      (sameClass ? 0 : meaning ? 2.5 : 1) +
      // A theory for a theory: "Which term means: “emotions arise from arousal”?" among theories.
      (theoryLike(other) === theory ? 0 : 1) +
      (meaning && !explained ? 1.5 : 0);
    pool.push({
      surface: other.surface,
      closeness,
      person: personLike(other, language),
      // "inelastic", explained but an adjective, is no sure choice for a noun.
      explained: explained && sameClass,
      sameClass,
    });
  }
  // "profitable" beside "inferior good" for "a good whose demand falls…": a definition asks for
  // a word of its class, and the others only when too few are left.
  if (meaning && pool.filter((d) => d.sameClass).length >= count) {
    pool.splice(0, pool.length, ...pool.filter((d) => d.sameClass));
  }
  if (pool.length < count) return undefined;
  // "Adam Smith" among "price floor, supply curve…" is guessed from its capitals alone.
  const capitalised = (t: string) => /^\p{Lu}/u.test(t);
  if (
    capitalised(answer) &&
    pool.filter((d) => capitalised(d.surface)).length < Math.min(count, 2)
  ) {
    return undefined;
  }
  pool.sort((a, b) => a.closeness - b.closeness || a.surface.localeCompare(b.surface));
  // A question that gives a definition offers the terms the lesson explains whenever their shape
  // allows: "Senate" beside "Republic", not left to chance among "Wars" and "Rome".
  const sure = new Set(pool.filter((d) => d.explained).map((d) => d.surface));
  // "Mikhail Gorbachev" among people, "Berlin Wall" among things: the other kind only to make up
  // the count.
  const same = pool.filter((d) => d.person === person);
  const kept =
    same.length >= count
      ? same
      : [...same, ...pool.filter((d) => d.person !== person).slice(0, count - same.length)];
  return pickDistractors(
    answer,
    kept.map((d) => d.surface),
    count,
    random,
    sure,
  );
}

/**
 * "According to the lesson, who said this: “…”?": what a person of the lesson says, among other
 * people of the lesson: those who say something too, whom it defines as a person ("a British
 * economist…"), cites with a year ("Watson (1913)") or lists beside one of them ("Mill, Smith,
 * Ricardo"). Undefined when it names too few.
 */
function sayingQuestion(
  model: LessonModel,
  fact: SayingFact,
  sayers: ReadonlySet<KeyTerm>,
  count: number,
  random: () => number,
): QuizQuestion | undefined {
  const { pack, text } = model.analysis;
  const people = pack.people;
  if (!people) return undefined;
  const prompt = fillTemplate(people.whoSaid, { statement: fact.statement });
  const folded = foldText(prompt);
  const sayerSpans = [...sayers].flatMap((t) => t.occurrences);
  const isPerson = (t: KeyTerm) => {
    if (!namesPerson(t.surface, model.analysis.language)) return false;
    if (sayers.has(t)) return true;
    const body = definitionBody(model, t);
    if (body !== undefined && whoQuestion(t.surface, body.text, pack) !== undefined) return true;
    // Else cited with a year or listed beside a sayer, written with its capital inside a
    // sentence: "Animals (1872)" capitalised only where it opens one is no name.
    const inside = t.occurrences.some(
      (o) =>
        /^\p{Lu}/u.test(text[o.start] ?? '') &&
        text.slice(model.analysis.sentences[o.sentence]?.start ?? o.start, o.start).trim() !== '',
    );
    if (!inside) return false;
    return t.occurrences.some(
      (o) =>
        /^\s*\((?:[^()]*\D)?\d{4}[a-z]?\)/u.test(text.slice(o.end, o.end + 40)) ||
        sayerSpans.some(
          (s) =>
            /^\s*(?:,|and|or|et|ou)\s*$/iu.test(text.slice(o.end, s.start)) ||
            /^\s*(?:,|and|or|et|ou)\s*$/iu.test(text.slice(s.end, o.start)),
        ),
    );
  };
  const pool: KeyTerm[] = [];
  for (const other of model.terms) {
    if (other === fact.term || relatedTerms(other, fact.term)) continue;
    if (
      pool.some((t) => relatedTerms(t, other)) ||
      containsWords(folded, foldText(other.surface))
    ) {
      continue;
    }
    if (!similarLength(other.surface.length, fact.term.surface.length)) continue;
    if (isPerson(other)) pool.push(other);
  }
  if (pool.length < count) return undefined;
  return {
    type: 'mcq',
    prompt,
    choices: pickDistractors(
      fact.term.surface,
      pool.map((t) => t.surface),
      count,
      random,
    ),
    answer: fact.term.surface,
    // The whole sentence, the name in it, is the passage the answer shows.
    source: { start: model.analysis.sentences[fact.sentence]?.start ?? fact.start, end: fact.end },
  };
}

/** Whether a text opens on an article or a determiner ("the…", "a…", "une…", "l’…"). */
function opensOnArticle(model: LessonModel, text: string): boolean {
  const first = foldText(text).split(/[^\p{L}]+/u)[0] ?? '';
  return model.analysis.pack.determiners.has(first);
}

/** Whether a term's definition says what person it is, once per term (each quiz asks it often). */
const personDefinitions = new WeakMap<KeyTerm, boolean>();
function describesPerson(term: KeyTerm, definition: string, pack: LessonModel['analysis']['pack']) {
  let person = personDefinitions.get(term);
  if (person === undefined) {
    person = whoQuestion(term.surface, definition, pack) !== undefined;
    personDefinitions.set(term, person);
  }
  return person;
}

/** What other key terms of the lesson are defined as: the wrong choices of "Which defines X?". */
function definitionDistractors(
  model: LessonModel,
  term: KeyTerm,
  defined: DefinitionBody,
  count: number,
  random: () => number,
): string[] | undefined {
  const answer = choiceText(defined.text, model);
  const seen = new Set([foldText(answer)]);
  const pool: Array<{ text: string; closeness: number }> = [];
  const unlike: typeof pool = [];
  // "the study of…" among "a group of…" and "the process by which…": a noun phrase among noun
  // phrases, never beside "cut apart" or "anterior to the foot", which no one takes for one.
  const language = model.analysis.language;
  const nounPhrase = opensOnArticle(model, answer);
  const clause = opensOnClause(answer, language);
  // "a German physicist" among what other people were, never beside "the sum of…": a person's
  // description is offered only among people's.
  const pack = model.analysis.pack;
  const person = describesPerson(term, defined.text, pack);
  for (const other of model.terms) {
    if (other === term || relatedTerms(other, term)) continue;
    const body = definitionBody(model, other);
    if (!body) continue;
    if (describesPerson(other, body.text, pack) !== person) continue;
    const text = choiceText(body.text, model);
    const folded = foldText(text);
    if (seen.has(folded) || !similarLength(text.length, answer.length)) continue;
    seen.add(folded);
    const closeness =
      Math.abs(text.length - answer.length) / answer.length + shapeDistance(text, answer) * 0.3;
    // What a theory states among what others state.
    const alike =
      opensOnArticle(model, text) === nounPhrase &&
      opensOnClause(text, language) === clause &&
      body.stated === defined.stated;
    (alike ? pool : unlike).push({ text, closeness });
  }
  // Too few definitions of its kind: one other, the nearest, may complete them.
  const byCloseness = (a: { text: string; closeness: number }, b: typeof a) =>
    a.closeness - b.closeness || a.text.localeCompare(b.text);
  if (pool.length === count - 1 && unlike.length > 0) {
    const nearest = unlike.sort(byCloseness)[0] as (typeof unlike)[number];
    const chosen = pickDistractors(
      answer,
      pool.sort(byCloseness).map((d) => d.text),
      count - 1,
      random,
    );
    return [...chosen, nearest.text];
  }
  if (pool.length < count) return undefined;
  pool.sort(byCloseness);
  return pickDistractors(
    answer,
    pool.map((d) => d.text),
    count,
    random,
  );
}

const capitalised = new WeakMap<LessonModel, Map<string, boolean>>();

/** Whether the lesson writes `word` with its capital after a lower-case word ("in French"). */
function capitalisedMidSentence(model: LessonModel, word: string): boolean {
  let known = capitalised.get(model);
  if (!known) capitalised.set(model, (known = new Map()));
  let found = known.get(word);
  if (found === undefined) {
    found = new RegExp(String.raw`\p{Ll}[ \t]+${word}(?![\p{L}])`, 'u').test(model.analysis.text);
    known.set(word, found);
  }
  return found;
}

/**
 * A definition as a choice or inside a prompt: without its closing full stop, and without the
 * capital a sentence gave its determiner ("Les soldats français" among lower-case definitions).
 */
function choiceText(text: string, model: LessonModel): string {
  const { pack, language } = model.analysis;
  // "…divided by the total number of outcomes:" then the formula on its own line: one line is a
  // choice, and the words before the colon say it.
  const trimmed = (text.split(/:[^\S\n]*\n/u)[0] ?? text).replace(/[\s.;:]+$/u, '');
  const first = /^\p{Lu}\p{Ll}*(?![\p{L}'’-])/u.exec(trimmed)?.[0];
  if (first === undefined) return trimmed;
  const lower = first.toLowerCase();
  // "Different versions of an element" reads "different versions…" inside a question; a name
  // the lexicon does not hold ("Latin for…") or the lesson capitalises mid-sentence ("French")
  // keeps its capital.
  const common =
    pack.determiners.has(lower) ||
    (language === 'en' &&
      first.length > 1 &&
      englishTags(lower) !== undefined &&
      !capitalisedMidSentence(model, first));
  return common ? lower + trimmed.slice(first.length) : trimmed;
}

/**
 * "Which of these is an example of X?" (or an effect, or a cause of X): one of the examples the
 * lesson gives of X, beside examples it gives of its other terms and, too few of those, its key
 * terms of the same shape. A choice that a sentence of the lesson names together with X could be
 * an example of it too: never one.
 */
function relationQuestion(
  model: LessonModel,
  fact: RelationFact,
  facts: readonly RelationFact[],
  count: number,
  random: () => number,
): QuizQuestion | undefined {
  const cues = model.analysis.pack.relations;
  if (!cues) return undefined;
  const template = { example: cues.whichExample, effect: cues.whichEffect, cause: cues.whichCause }[
    fact.kind
  ];
  const { category } = fact;
  const prompt = fillTemplate(template, { category: category.surface });
  const foldedPrompt = foldText(prompt);
  const near = new Set(category.occurrences.map((o) => o.sentence));
  const { text, sentences } = model.analysis;
  const sentenceTexts = sentences.map((s) => foldText(text.slice(s.start, s.end)));
  const nearText = [...near].map((i) => sentenceTexts[i] ?? '');
  const own = fact.items.map(foldText);
  const fit = (candidate: string) => {
    const folded = foldText(candidate);
    return (
      !own.some((item) => containsWords(item, folded) || containsWords(folded, item)) &&
      !containsWords(foldedPrompt, folded) &&
      !containsWords(folded, foldText(category.surface)) &&
      !nearText.some((sentence) => containsWords(sentence, folded))
    );
  };
  // Examples beside an example, effects beside an effect.
  const others = facts.filter((f) => f !== fact && f.kind === fact.kind).flatMap((f) => f.items);
  const terms = model.terms
    .filter(
      (t) =>
        t !== category &&
        !relatedTerms(t, category) &&
        !t.occurrences.every((o) => sentences[o.sentence]?.heading) &&
        !t.occurrences.some((o) => near.has(o.sentence)),
    )
    .map((t) => t.surface);
  for (const answer of fact.items) {
    const seen = new Set([foldText(answer)]);
    const pool: string[] = [];
    // "What causes global warming? greenhouse gases" beside "carbon dioxide", which the lesson
    // names as one of them: nothing named with the answer is set beside it.
    const withAnswer = sentenceTexts.filter((sentence) =>
      containsWords(sentence, foldText(answer)),
    );
    for (const candidate of [...others, ...terms]) {
      const key = foldText(candidate);
      if (seen.has(key) || !fit(candidate)) continue;
      if (withAnswer.some((sentence) => containsWords(sentence, key))) continue;
      if (!similarLength(candidate.length, answer.length)) continue;
      seen.add(key);
      pool.push(candidate);
    }
    if (pool.length < count || containsWords(foldedPrompt, foldText(answer))) continue;
    // The lesson's other examples first (they are things of the same kind), nearest in shape.
    return shapedMcq(prompt, answer, pool, count, random, fact);
  }
  return undefined;
}

/**
 * "According to the lesson, what does “nucleus” do?": the role the lesson gives the term, beside
 * the roles it gives other subjects whose verb agrees with the question (singular among
 * singular, past among past), none that a sentence naming the term says too.
 */
function roleQuestion(
  model: LessonModel,
  fact: RoleFact,
  facts: readonly RoleFact[],
  count: number,
  random: () => number,
): QuizQuestion | undefined {
  const { term: asked } = fact;
  const template = roleTemplate(model, fact);
  if (!asked || !template) return undefined;
  const prompt = fillTemplate(template, { term: fact.written });
  const { text, sentences } = model.analysis;
  const near = asked.occurrences.map((o) => {
    const sentence = sentences[o.sentence];
    return sentence ? foldText(text.slice(sentence.start, sentence.end)) : '';
  });
  const answer = fact.role;
  const foldedAnswer = foldText(answer);
  const seen = new Set([foldedAnswer]);
  const pool: string[] = [];
  for (const other of facts) {
    if (other === fact || other.form !== fact.form) continue;
    if (containsWords(other.subject, fact.subject) || containsWords(fact.subject, other.subject)) {
      continue;
    }
    const role = foldText(other.role);
    if (seen.has(role) || !similarLength(other.role.length, answer.length)) continue;
    if (containsWords(role, foldedAnswer) || containsWords(foldedAnswer, role)) continue;
    if (containsWords(role, fact.subject) || near.some((s) => containsWords(s, role))) continue;
    seen.add(role);
    pool.push(other.role);
  }
  if (pool.length < count || containsWords(foldText(prompt), foldedAnswer)) return undefined;
  return shapedMcq(prompt, answer, pool, count, random, fact);
}

/**
 * "According to the lesson, which of these controls our internal organs and glands?": the role the
 * lesson gives a key term (not a name), asked the other way round among other terms of the lesson,
 * for a role the lesson gives too few other subjects to ask "what does … do?". The choices agree
 * with the verb in number ("which of these protect…" among plurals) and are among the lesson's
 * better-ranked terms; none is named in a sentence that names the term. A bare plural's role ("Bones stop
 * growing…") is said of a class, which its members' names would answer as well: not asked.
 */
function reverseRoleQuestion(
  model: LessonModel,
  fact: RoleFact,
  count: number,
  random: () => number,
): QuizQuestion | undefined {
  const { term } = fact;
  const { text, pack, language } = model.analysis;
  if (!term || term.kind === 'name' || fact.form === 'past') return undefined;
  // A card term: "mechanism", "process" further down name nothing a student learns.
  const rank = model.terms.indexOf(term);
  if (rank < 0 || rank >= model.cardCount) return undefined;
  const template = pack.roles?.whichDoes?.[fact.form];
  // "…arise from the aorta, and the renal veins drain…": the clause of another subject is left
  // out; a role that quotes or asks something is no question's end.
  const role = fact.role
    .replace(/,\s+\p{L}+\s+(?:the|a|an|les?|la|l['’]|des?|du|une?)\s.*$/iu, '')
    // "…, and it looks at the power of the situation": another clause of its own subject.
    .replace(
      /,\s+(?:and|but|whereas|while|et|mais)\s+(?:it|they|he|she|il|elle|ils|elles)\s.*$/iu,
      '',
    )
    // "close shortly after birth, however": the connective left at the end of the cut.
    .replace(/,\s*(?:however|therefore|thus|though|cependant|toutefois|donc|ainsi)$/iu, '');
  if (!template || /[?“”"«»]/u.test(role)) return undefined;
  const opening = foldText(text.slice(fact.start, fact.start + 12)).split(/\s+/u)[0] ?? '';
  if (fact.form === 'plural' && !pack.determiners.has(opening)) return undefined;
  const plural = (t: KeyTerm) =>
    pluralNoun(
      foldText(t.surface.replace(/\s*\([^()]*\)$/u, ''))
        .split(/\s+/u)
        .pop() ?? '',
    );
  // English agrees a verb with its subject: the answer and the choices take the verb's number.
  const agrees = (t: KeyTerm) => language !== 'en' || plural(t) === (fact.form === 'plural');
  if (!agrees(term)) return undefined;
  const ranked = new Set(model.terms.slice(0, Math.max(model.cardCount * 2, count + 1)));
  // "La cage thoracique est formée par… les vertèbres thoraciques": a term named beside the
  // answer may be a part of it, or do what it does.
  const beside = new Set(term.occurrences.map((o) => o.sentence));
  const apart = (other: KeyTerm) => other.occurrences.every((o) => !beside.has(o.sentence));
  const prompt = fillTemplate(template, { role });
  const others = termDistractors(
    model,
    term,
    foldText(prompt),
    count,
    random,
    (other) => ranked.has(other) && agrees(other) && apart(other),
  );
  if (!others) return undefined;
  return {
    type: 'mcq',
    prompt,
    choices: others,
    answer: term.surface,
    source: { start: fact.start, end: fact.end },
  };
}

/** An MCQ whose distractors are the nearest of `pool` in shape to the answer, in pool order else. */
function shapedMcq(
  prompt: string,
  answer: string,
  pool: readonly string[],
  count: number,
  random: () => number,
  source: { start: number; end: number },
): QuizQuestion {
  const ranked = pool
    .map((c, i) => ({ c, rank: shapeDistance(c, answer) * 100 + i }))
    .sort((a, b) => a.rank - b.rank)
    .map((d) => d.c);
  return {
    type: 'mcq',
    prompt,
    choices: pickDistractors(answer, ranked, count, random),
    answer,
    source: { start: source.start, end: source.end },
  };
}

/** The most sentences apart two terms' definitions may be for a question to set them side by side. */
const maxCompareGap = 2;
/** The longest model answer of a "difference" question. */
const maxCompareLength = 500;

/**
 * "What is the difference between “acute inflammation” and “chronic inflammation”?": two terms of
 * the lesson that share their head noun ("inflammation"; in French the first word, "roche
 * magmatique" and "roche sédimentaire") and that the lesson defines within a few sentences of each
 * other; the model answer is the lesson's text from one definition to the other.
 */
function compareQuestions(
  model: LessonModel,
): Array<{ question: QuizQuestion; sentences: number[] }> {
  const template = model.analysis.pack.relations?.whichDifference;
  if (!template) return [];
  const { text, sentences, language } = model.analysis;
  const headOf = (term: KeyTerm) => {
    const words = term.key.split(' ');
    return words.length < 2 ? undefined : language === 'fr' ? words[0] : words[words.length - 1];
  };
  const defined = model.terms.filter(
    (t) => t.kind === 'term' && t.defined && headOf(t) !== undefined && definitionBody(model, t),
  );
  const questions: Array<{ question: QuizQuestion; sentences: number[] }> = [];
  const paired = new Set<KeyTerm>();
  for (const [i, a] of defined.entries()) {
    if (paired.has(a)) continue;
    for (const b of defined.slice(i + 1)) {
      if (paired.has(b) || headOf(a) !== headOf(b) || relatedTerms(a, b)) continue;
      const [first, second] = [a.definitionSentence, b.definitionSentence].sort((x, y) => x - y);
      if (first === second || (second as number) - (first as number) > maxCompareGap) continue;
      const from = sentences[first as number];
      const to = sentences[second as number];
      if (!from || !to || from.heading || to.heading || to.end - from.start > maxCompareLength) {
        continue;
      }
      const [x, y] = first === a.definitionSentence ? [a, b] : [b, a];
      paired.add(a);
      paired.add(b);
      questions.push({
        question: {
          type: 'open',
          prompt: fillTemplate(template, { a: x.surface, b: y.surface }),
          answer: text.slice(from.start, to.end),
          source: { start: from.start, end: to.end },
        },
        sentences: [first as number, second as number],
      });
      break;
    }
  }
  return questions;
}

/** Dated events a lesson needs before its years are asked among years it does not name. */
const minChronology = 2;
/** How a year is written, its figures aside: "#", "AD #", "# BC", "# av. J.-C.", "#–#". */
const yearShape = (date: string) => date.replace(/\d+/gu, '#');

/** How far from the answer the years set beside it lie, nearest first. */
const yearOffsets = [5, -5, 10, -10, 3, -3, 7, -7, 15, -15];

/**
 * `count` years near `answer` that are none of the lesson's, written as it is ("AD 74" beside "AD
 * 79", "47 av. J.-C." beside "52 av. J.-C."), and none after the lesson's latest (a year still to
 * come would give itself away).
 */
function nearbyYears(answer: string, lessonYears: readonly string[], count: number): string[] {
  const parts = /^((?:AD|A\.D\.) )?(\d{1,4})((?: \S+){0,2})$/u.exec(answer);
  if (count <= 0 || !parts) return [];
  const [, prefix = '', digits = '', suffix = ''] = parts;
  const plain = prefix === '' && suffix === '';
  if (plain && digits.length < 3) return [];
  const known = new Set(lessonYears);
  const latest = plain
    ? Math.max(...lessonYears.map(Number).filter(Number.isFinite))
    : Number.POSITIVE_INFINITY;
  return yearOffsets
    .map((offset) => Number(digits) + offset)
    .map((y) => ({ y, written: `${prefix}${y}${suffix}` }))
    .filter(({ y, written }) => y > 0 && y <= latest && !known.has(written))
    .slice(0, count)
    .map(({ written }) => written);
}

/** How an MCQ asks about its term: definition -> term, term -> definition, or a blank. */
type McqKind = 'meaning' | 'definition' | 'blank';
/**
 * A prompt as a student saw it, for comparing with the prompts of earlier quizzes: the quiz closes
 * the blanks of the lesson it quotes ("magnification ( a)" is shown "(a)") before it is stored.
 */
const promptKey = (prompt: string): string => foldText(closeBlanks(prompt.trim()).text);

const mcqKinds: McqKind[] = ['meaning', 'definition'];

/**
 * The quiz's passes over the lesson's sentences: card terms, then any key term, then sentences
 * and prompts already used, and last a choice question on a sentence that names its term twice.
 */
const passes = ['cards', 'fresh', 'repeat', 'last'] as const;
type Pass = (typeof passes)[number];
const late = (pass: Pass) => pass === 'repeat' || pass === 'last';
/** The share of an MCQ quiz that may be a sentence with a blank, while the lesson allows. */
const maxBlankShare = 0.3;

/**
 * A quiz of 10 questions from the lesson's key terms and the sentences that use them: MCQ with
 * term distractors of similar length and evenly spread correct positions, fill-in blanks over key
 * terms, open questions answered by the defining sentence. Prompts in `avoid` come last.
 */
export function buildQuiz(model: LessonModel, request: QuizRequest): Quiz {
  const { pack } = model.analysis;
  const answerCount = request.answerCount ?? 4;
  const avoid = new Set((request.avoid ?? []).map(promptKey));
  const random = seededRandom(hashString(model.analysis.text) ^ hashString([...avoid].join('|')));
  const types: QuestionType[] =
    request.type === 'mixed'
      ? mixedPattern
      : Array.from({ length: quizQuestionCount }, () => request.type as QuestionType);

  const mcqCount = types.filter((t) => t === 'mcq').length;
  const positions = shuffled(
    Array.from({ length: mcqCount }, (_, i) => i % answerCount),
    random,
  );

  const build = (type: QuestionType, item: Item): QuizQuestion | undefined => {
    const source = { start: item.start, end: item.end };
    if (type === 'fill') {
      return { type, prompt: item.blanked, answer: item.written, source };
    }
    if (type === 'open') {
      const definition = model.analysis.text.slice(item.start, item.end);
      // "Who was “Pythagoras”?" rather than "Explain “Pythagoras” in your own words."; and "What
      // does the lesson say about “animal cells”?" when the sentence does not define the term
      // ("Plant cells have the same parts as animal cells"), as its card asks.
      const body = definitionBody(model, item.term);
      const defines = body !== undefined && body.start >= item.start && body.end <= item.end;
      const who = defines ? whoQuestion(item.term.surface, body.text, pack) : undefined;
      // "What does “nucleus” do?" when the sentence says what it does.
      const role = defines ? undefined : roleQuestionOf(model, item.term, item);
      const template =
        who ?? role?.template ?? (defines ? pack.templates.explain : pack.templates.about);
      const prompt = fillTemplate(template, { term: role?.written ?? item.term.surface });
      return { type, prompt, answer: definition, source };
    }
    return undefined;
  };

  // Every term's sentences that open on it: the lesson's statements, for questions on them.
  // Read once a quiz first needs one: most quizzes ask none.
  let statements: ReturnType<typeof lessonStatements> | undefined;
  const lessonStatementsOnce = () =>
    (statements ??= lessonStatements(model, (term) => itemsFor(model, term)));
  const buildStatement = (item: StatementSource): QuizQuestion | undefined => {
    const built = statementQuestion(model, item, lessonStatementsOnce(), answerCount - 1, random);
    if (!built) return undefined;
    return { type: 'mcq', ...built, source: { start: item.start, end: item.end } };
  };
  // Whether another sentence may still be asked as a statement past the blanks' share.
  let statementsLeft = true;

  const offeredDefinitions = new Set<string>();
  const buildMcq = (kind: McqKind, item: Item): QuizQuestion | undefined => {
    const count = answerCount - 1;
    if (kind === 'blank') {
      const others = termDistractors(model, item.term, foldText(item.blanked), count, random);
      if (!others) return undefined;
      return {
        type: 'mcq',
        prompt: fillTemplate(pack.templates.whichTerm, { text: item.blanked }),
        choices: others,
        answer: item.term.surface,
        source: { start: item.start, end: item.end },
      };
    }
    const body = definitionBody(model, item.term);
    if (!body) return undefined;
    const definition = choiceText(body.text, model);
    const source = { start: body.start, end: body.end };
    // "Which of these states that “emotions arise from physiological arousal”?"
    const theories = body.stated ? pack.theories : undefined;
    if (kind === 'meaning') {
      // "Who was this: “a German physicist who…”?": one person, asked among people only
      // ("physicien anglais" or "XVIIIe siècle" beside "Isaac Newton" would give it away). A
      // lesson that names too few people asks which term it means, as of any other term.
      const whoThis =
        !theories && whoQuestion(item.term.surface, body.text, pack) === pack.people?.who
          ? pack.people?.whoThis
          : undefined;
      if (whoThis) {
        const prompt = fillTemplate(whoThis, { definition });
        const person = (other: KeyTerm) => {
          const described = definitionBody(model, other);
          return (
            other.kind === 'name' &&
            ((described !== undefined && describesPerson(other, described.text, pack)) ||
              personLike(other, model.analysis.language))
          );
        };
        const people = termDistractors(model, item.term, foldText(prompt), count, random, person);
        if (people) {
          return { type: 'mcq', prompt, choices: people, answer: item.term.surface, source };
        }
      }
      const template = theories?.whichStates ?? pack.templates.whichTermMeans;
      const prompt = fillTemplate(template, { definition });
      const others = termDistractors(
        model,
        item.term,
        foldText(prompt),
        count,
        random,
        undefined,
        true,
      );
      if (!others) return undefined;
      return { type: 'mcq', prompt, choices: others, answer: item.term.surface, source };
    }
    const others = definitionDistractors(model, item.term, body, count, random);
    if (!others) return undefined;
    // A lesson with few definitions would ask each of them among the same four: once the first
    // is answered, the others are given away. Each set of definitions is offered once.
    const offered = [...others, definition].map(foldText).sort().join('\u0000');
    if (offeredDefinitions.has(offered)) return undefined;
    offeredDefinitions.add(offered);
    const template =
      theories?.whichStatement ??
      whoQuestion(item.term.surface, body.text, pack) ??
      pack.templates.whichDefinition;
    const prompt = fillTemplate(template, { term: item.term.surface });
    return { type: 'mcq', prompt, choices: others, answer: definition, source };
  };

  /** "When did this happen?": the lesson's key dates, answered among dates of the same kind. */
  /**
   * Questions on facts rather than terms: "When did this happen?" among the lesson's other dates,
   * and "Which is NOT listed under …?" with items of a list and one key term from elsewhere.
   */
  const dateQuestions: Array<{ question: QuizQuestion; sentence: number }> = [];
  const dates = pack.dates;
  if (dates) {
    const facts = dateFacts(model);
    const years = facts.filter((f) => f.kind === 'year');
    for (const fact of facts) {
      // "In 1789, France was an absolute monarchy": what was then did not happen then; "Adam
      // Smith described this coordination…" does not say what it describes.
      if (fact.state || fact.pointing) continue;
      let others = facts
        .filter((f) => f !== fact && f.kind === fact.kind && f.date !== fact.date)
        .map((f) => f.date);
      // Too few other years in a lesson that tells a chronology: years near the answer that the
      // lesson does not name ("1992 / 1997 / 2015" and 2002), never past the lesson's latest.
      // Years written as the answer is come first ("52 av. J.-C." among "212", "476" and "496"
      // would stand out): the lesson's, then near ones.
      if (fact.kind === 'year' && years.length >= minChronology) {
        const lessonYears = years.map((f) => f.date);
        const alike = others.filter((date) => yearShape(date) === yearShape(fact.date));
        alike.push(...nearbyYears(fact.date, lessonYears, answerCount - 1 - alike.length));
        others =
          alike.length >= answerCount - 1
            ? alike
            : [...others, ...nearbyYears(fact.date, lessonYears, answerCount - 1 - others.length)];
      }
      if (others.length < answerCount - 1) continue;
      dateQuestions.push({
        question: {
          type: 'mcq',
          prompt: fillTemplate(dates.whenDidItHappen, { event: fact.event.text }),
          choices: pickDistractors(fact.date, shuffled(others, random), answerCount - 1, random),
          answer: fact.date,
          source: { start: fact.event.start, end: fact.event.end },
        },
        sentence: fact.sentence,
      });
    }
  }
  const listQuestions: Array<{ question: QuizQuestion; sentence: number }> = [];
  // Each list question has its own outsider: the same one twice would teach the trick.
  const outsiders = new Set<KeyTerm>();
  for (const list of termLists(model)) {
    const intro = foldText(list.intro);
    // The outsider looks like the items (capital, digits, words), so only the lesson tells it.
    const looks = (t: KeyTerm) =>
      list.terms.reduce((sum, item) => sum + shapeDistance(item.surface, t.surface), 0);
    const outsider = model.terms
      .filter(
        (t) =>
          !outsiders.has(t) &&
          !list.terms.some((item) => relatedTerms(item, t)) &&
          // "repos et digestion" in an item: "digestion" is in the list, whatever opens its items.
          !t.occurrences.some((o) => o.start >= list.start && o.end <= list.end) &&
          !containsWords(intro, foldText(t.surface)) &&
          list.terms.filter((item) => similarLength(item.surface.length, t.surface.length))
            .length >=
            answerCount - 1,
      )
      .map((t, rank) => ({ t, score: looks(t) + rank / 1000 }))
      .sort((a, b) => a.score - b.score)[0]?.t;
    if (!outsider) continue;
    outsiders.add(outsider);
    const items = list.terms
      .filter((item) => similarLength(item.surface.length, outsider.surface.length))
      .map((item) => item.surface);
    listQuestions.push({
      question: {
        type: 'mcq',
        prompt: fillTemplate(pack.templates.notInList, { list: list.intro }),
        choices: pickDistractors(
          outsider.surface,
          shuffled(items, random),
          answerCount - 1,
          random,
        ),
        answer: outsider.surface,
        source: { start: list.start, end: list.end },
      },
      sentence: list.sentence,
    });
  }
  const relations = relationFacts(model);
  const relationQuestions = relations.flatMap((fact) => {
    const question = relationQuestion(model, fact, relations, answerCount - 1, random);
    return question ? [{ question, sentence: fact.sentence }] : [];
  });
  const roles = roleFacts(model);
  const roleQuestions = roles.flatMap((fact) => {
    const question =
      roleQuestion(model, fact, roles, answerCount - 1, random) ??
      reverseRoleQuestion(model, fact, answerCount - 1, random);
    return question ? [{ question, sentence: fact.sentence }] : [];
  });
  const sayings = sayingFacts(model);
  const sayers = new Set(sayings.map((fact) => fact.term));
  const sayingQuestions = sayings.flatMap((fact) => {
    const question = sayingQuestion(model, fact, sayers, answerCount - 1, random);
    return question ? [{ question, sentence: fact.sentence }] : [];
  });
  // Open questions that ask more than "Explain X": the difference between two terms, then what
  // causes a term or what it leads to, answered by the lesson's sentences.
  const openFacts: Array<{ question: QuizQuestion; sentences: number[] }> = [
    ...compareQuestions(model),
    ...relations.flatMap((fact) => {
      const template =
        fact.kind === 'cause'
          ? pack.relations?.whichCause
          : fact.kind === 'effect'
            ? pack.relations?.whatEffect
            : undefined;
      if (!template) return [];
      const question: QuizQuestion = {
        type: 'open',
        prompt: fillTemplate(template, { category: fact.category.surface }),
        answer: model.analysis.text.slice(fact.start, fact.end),
        source: { start: fact.start, end: fact.end },
      };
      return [{ question, sentences: [fact.sentence] }];
    }),
  ];
  // Dates, examples (causes, effects), lists, roles and sayings in turn, so that a lesson with all
  // of them is asked about each.
  const factQuestions = Array.from(
    {
      length: Math.max(
        dateQuestions.length,
        relationQuestions.length,
        listQuestions.length,
        roleQuestions.length,
        sayingQuestions.length,
      ),
    },
    (_, i) =>
      [
        dateQuestions[i],
        relationQuestions[i],
        listQuestions[i],
        roleQuestions[i],
        sayingQuestions[i],
      ].filter((q) => q !== undefined),
  ).flat();

  // Each term is asked from its first two sentences (one may come with the sentence before it).
  const ranked = model.terms.flatMap((term) => {
    const items = itemsFor(model, term);
    const sentences = [...new Set(items.map((item) => item.sentence))].slice(0, 2);
    return items.filter((item) => sentences.includes(item.sentence));
  });
  const byPreference = [
    ...ranked.filter((item) => item.sentence === item.term.definitionSentence),
    ...ranked.filter((item) => item.sentence !== item.term.definitionSentence),
  ];
  const questions: QuizQuestion[] = [];
  const usedTerms = new Set<string>();
  const usedSentences = new Set<number>();
  const usedPrompts = new Set<string>();
  let mcqIndex = 0;
  const mcqTotal = types.filter((t) => t === 'mcq').length;
  let blanks = 0;
  const cardKeys = new Set(model.terms.slice(0, model.cardCount).map((t) => t.key));
  // Card terms first, then any key term, then prompts the student has already seen.
  let openIndex = 0;
  const accept = (question: QuizQuestion, sentence: number) => {
    if (question.type === 'open') openIndex++;
    if (question.type === 'mcq') {
      const position = positions[mcqIndex++] as number;
      question.choices.splice(position, 0, question.answer);
    }
    questions.push(question);
    usedSentences.add(sentence);
    usedPrompts.add(foldText(question.prompt));
    if (question.prompt.includes(fillBlank)) blanks++;
  };
  /**
   * Every third MCQ asks about a date, an example, a list or a role while the lesson has some
   * left, and any MCQ does once blanks have used up their share.
   */
  const askFact = (pass: Pass) => {
    const quota = Math.floor(mcqTotal * maxBlankShare);
    while (
      types[questions.length] === 'mcq' &&
      (mcqIndex % 3 === 2 || (late(pass) && blanks >= quota))
    ) {
      const fact = factQuestions.shift();
      if (!fact) return;
      const { question, sentence } = fact;
      const folded = promptKey(question.prompt);
      if (usedSentences.has(sentence) || usedPrompts.has(folded) || avoid.has(folded)) continue;
      if (reserved.has(sentence) && !late(pass)) continue;
      accept(question, sentence);
    }
  };
  // The sentences of the open questions the quiz will ask are kept for them, as long as the lesson
  // has other sentences to ask about.
  const openSlots = types.filter((t) => t === 'open').length;
  const reserved = new Set(
    openFacts
      .filter((f) => !avoid.has(promptKey(f.question.prompt)))
      .slice(0, Math.ceil(openSlots / 2))
      .flatMap((f) => f.sentences),
  );
  /** Every other open question compares two terms or asks a cause, while the lesson has some. */
  const askOpenFact = () => {
    while (types[questions.length] === 'open' && openIndex % 2 === 0) {
      const fact = openFacts.shift();
      if (!fact) return;
      const { question, sentences: used } = fact;
      const folded = promptKey(question.prompt);
      if (used.some((i) => usedSentences.has(i)) || usedPrompts.has(folded) || avoid.has(folded)) {
        continue;
      }
      accept(question, used[0] as number);
      for (const i of used) usedSentences.add(i);
    }
  };
  for (const pass of passes) {
    for (const item of byPreference) {
      askFact(pass);
      askOpenFact();
      const type = types[questions.length];
      if (type === undefined) break;
      // A short lesson may run out of terms before the quiz is full: the last pass asks again
      // about a term already asked, from another of its sentences, or about another term of a
      // sentence already asked.
      const termUsed = usedTerms.has(item.term.key);
      const sentenceUsed = usedSentences.has(item.sentence);
      if (pass === 'last' ? termUsed && sentenceUsed : termUsed || sentenceUsed) continue;
      if (item.repeated && !late(pass)) continue;
      if (reserved.has(item.sentence) && !late(pass)) continue;
      if (pass === 'cards' && !cardKeys.has(item.term.key)) continue;
      // An open question's model answer is the sentence that defines the term.
      const defining = item.term.defined && item.sentence === item.term.definitionSentence;
      if (type === 'open' && !defining && !late(pass)) continue;
      let question: QuizQuestion | undefined;
      if (type === 'mcq') {
        const first = mcqIndex % mcqKinds.length;
        const kinds = [...mcqKinds.slice(first), ...mcqKinds.slice(0, first)];
        for (const kind of kinds) question ??= buildMcq(kind, item);
        // "The _____ protects the heart and lungs.": the sentence says what the term does, asked
        // the other way round before a blank ("Which of these protects the heart and lungs?").
        const role = roles.find((f) => f.term === item.term && f.sentence === item.sentence);
        if (!question && role) question = reverseRoleQuestion(model, role, answerCount - 1, random);
        // Blanks only up to their share, unless the lesson has nothing else left to ask, and in a
        // sentence that stands alone.
        // A sentence that names the term twice would be a choice question with two blanks: one
        // only when the lesson has nothing else left.
        const blankable = !item.repeated || pass === 'last';
        if (
          !question &&
          blankable &&
          blanks < Math.floor(mcqTotal * maxBlankShare) &&
          !item.leaning
        ) {
          question = buildMcq('blank', item);
        }
        // Past the blanks' share, what the lesson says of the term among what it says of others;
        // a blank stays the last resort.
        question ??= buildStatement(item);
        // Before a blank past their share: what the lesson says in another sentence of a term
        // already asked (a statement asks what a blank does not).
        if (
          !question &&
          statementsLeft &&
          late(pass) &&
          blanks >= Math.floor(mcqTotal * maxBlankShare)
        ) {
          let found: { question: QuizQuestion; sentence: number } | undefined;
          for (const source of statementSources(lessonStatementsOnce())) {
            if (usedSentences.has(source.sentence)) continue;
            const statement = buildStatement(source);
            const folded = statement && promptKey(statement.prompt);
            if (!statement || !folded || usedPrompts.has(folded) || avoid.has(folded)) continue;
            found = { question: statement, sentence: source.sentence };
            break;
          }
          // Sentences and prompts are only ever used up: what none gives now, none will give.
          statementsLeft = found !== undefined;
          if (found) {
            accept(found.question, found.sentence);
            continue;
          }
        }
        if (!question && late(pass) && blankable) question = buildMcq('blank', item);
      } else if (type !== 'fill' || !item.leaning || late(pass)) {
        question = build(type, item);
      }
      if (!question) continue;
      // A prompt that shows the sentence before its own shows it once in the quiz.
      const shown = item.context >= 0 && question.prompt.includes(fillBlank) ? item.context : -1;
      if (usedSentences.has(shown)) continue;
      const folded = promptKey(question.prompt);
      if (containsWords(folded, foldText(question.answer))) continue;
      if (usedPrompts.has(folded) || (!late(pass) && avoid.has(folded))) continue;
      accept(question, item.sentence);
      if (shown >= 0) usedSentences.add(shown);
      usedTerms.add(item.term.key);
    }
  }
  if (questions.length < quizQuestionCount) throw new AppError('STUDY_QUIZ_TOO_FEW_QUESTIONS');
  return closedQuiz({ type: request.type, questions });
}
