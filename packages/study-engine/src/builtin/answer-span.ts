import type { LessonLanguage } from '@study/shared';
import { frenchFiniteVerbs } from '../text/french-lexicon.ts';
import { foldText } from '../text/normalize.ts';
import { connectiveLength, endWithoutReference, leansOnContext } from '../text/self-contained.ts';
import type { KeyTerm } from './extract-key-terms.ts';
import type { LessonModel } from './lesson-model.ts';

/** A quoted piece of the lesson: `text` is `lesson.slice(start, end)`. */
export interface Span {
  start: number;
  end: number;
  text: string;
}

/** Longest answer made of a sentence and the one before it. */
const maxMergedLength = 480;

function spanOf(model: LessonModel, start: number, end: number): Span {
  const { text } = model.analysis;
  let from = start;
  let to = end;
  from += connectiveLength(text.slice(from, to), model.analysis.language);
  to = from + endWithoutReference(text.slice(from, to));
  while (to > from && /[\s,;:]/.test(text[to - 1] ?? '')) to--;
  return { start: from, end: to, text: text.slice(from, to) };
}

/** "X is…", "X refers to…", "X est…", "X: …": what opens a definition after its term. */
const definingVerb: Partial<Record<string, RegExp>> = {
  en: /^\s*(?:\([^()]*\)\s*)?(?:,\s*or\s+[^,;:.()]{1,40},)?(?:\s*[:—–]\s*|,?\s*(?:is|are|was|were|refers? to|means|describes|is defined as|are defined as)\s+)(?=\p{L})/iu,
  fr: /^\s*(?:\([^()]*\)\s*)?(?:,\s*ou\s+[^,;:.()]{1,40},)?(?:\s*[:—–]\s*|,?\s*(?:est|sont|était|étaient|désignent|désigne|correspond(?:ent)? (?:à|aux|au)|se définit comme|se définissent comme)\s+)(?=\p{L})/iu,
};

/** "On appelle X le…", "On nomme X ces…", "We call X the…": the term, then its definition. */
const namingLead = /^(?:on appelle|on nomme|we call)\s*/u;
const namedThen = /^\s+(?=(?:le|la|les|l['’]|un|une|des|ces|the|an?)\s?\p{L})/iu;

/** "Terme : définition", the head of a list item or a glossary line. */
const listHeadColon = /^\s*(?:\([^()]*\)\s*)?\s*[:—–]\s*(?=\p{L})/u;

/** The longest lead before a term that opens a span: a naming phrase, one word and a comma, a determiner. */
const maxLeadLength = 80;

/**
 * "Microscopic anatomy is the study of…" -> "the study of…": when the span opens on the term (after
 * at most a determiner) and a defining verb, the answer is what follows the verb.
 */
function afterDefiningVerb(
  model: LessonModel,
  span: Span,
  term: KeyTerm,
  opening: 'any' | 'colon' = 'any',
): Span {
  const pattern = opening === 'colon' ? listHeadColon : definingVerb[model.analysis.language];
  if (!pattern) return span;
  const { text, pack } = model.analysis;
  for (const occurrence of term.occurrences) {
    if (occurrence.start < span.start || occurrence.end > span.end) continue;
    // What may come before the term is a few words long: an occurrence further in does not open
    // the span (and folding all that text for each would make a long span quadratic).
    if (occurrence.start - span.start > maxLeadLength) continue;
    // "Aujourd’hui, la monnaie fiduciaire désigne…", "In chemistry, a catalyst is…", "On appelle
    // effet Joule le…": up to three opening words and a comma, or a naming phrase, may come
    // before the term and its determiner.
    const folded = foldText(text.slice(span.start, occurrence.start)).trim();
    const naming = opening === 'any' && namingLead.test(folded);
    const lead = folded
      .replace(namingLead, '')
      .replace(/^(?:[\p{L}']+\s+){0,2}[\p{L}']+,\s*/u, '')
      .replace(/'$/, '');
    if (lead !== '' && !pack.determiners.has(lead)) continue;
    const verb = (naming ? namedThen : pattern).exec(text.slice(occurrence.end, span.end));
    if (!verb) continue;
    const start = occurrence.end + verb[0].length;
    if (
      span.end - start < 15 ||
      leansOnContext(text.slice(start, span.end), model.analysis.language)
    )
      continue;
    return { start, end: span.end, text: text.slice(start, span.end) };
  }
  return span;
}

/** The clause of sentence `index` (between semicolons) that holds the term, connective dropped. */
function clauseOf(model: LessonModel, index: number, term: KeyTerm): Span | undefined {
  const sentence = model.analysis.sentences[index];
  if (!sentence || sentence.heading) return undefined;
  const { text } = model.analysis;
  const occurrence = term.occurrences.find((o) => o.sentence === index);
  let start = sentence.start;
  let end = sentence.end;
  if (occurrence) {
    const before = text.lastIndexOf('; ', occurrence.start);
    if (before >= start) start = before + 2;
    const after = text.indexOf('; ', occurrence.end);
    if (after >= 0 && after < end) end = after + 1;
  }
  const span = spanOf(model, start, end);
  return span.end - span.start >= 12 ? span : undefined;
}

/**
 * The answer of a term's card: the clause of its defining sentence that holds it, without an
 * opening connective or a closing citation; when that clause points back ("This process is called
 * X"), the sentence before it comes along, or else another sentence of the term that stands alone.
 */
export function definitionSpan(model: LessonModel, term: KeyTerm): Span | undefined {
  const { analysis } = model;
  const language = analysis.language;
  const first = clauseOf(model, term.definitionSentence, term);
  if (first && !leansOnContext(first.text, language)) {
    // French cards keep the whole sentence (below); an English one, the naming verb's subject.
    const subject = language === 'en' ? namedBefore(model, first, term) : undefined;
    if (subject) return subject;
    // French definitions restate their term ("Les molécules sont les agencements…"): the card
    // keeps the whole sentence, as a French glossary would, except after "Terme : …".
    return afterDefiningVerb(model, first, term, language === 'en' ? 'any' : 'colon');
  }
  const sentence = analysis.sentences[term.definitionSentence];
  if (!sentence) return first;
  const whole = spanOf(model, sentence.start, sentence.end);
  if (first && whole.start < first.start && !leansOnContext(whole.text, language)) return whole;
  const question = whole.text.trim().endsWith('?');
  const previous = analysis.sentences[term.definitionSentence - 1];
  if (first && !question && previous && !previous.heading && previous.block === sentence.block) {
    const lead = spanOf(model, previous.start, previous.end);
    if (!leansOnContext(lead.text, language) && sentence.end - lead.start <= maxMergedLength) {
      return spanOf(model, lead.start, sentence.end);
    }
  }
  for (const occurrence of term.occurrences) {
    if (occurrence.sentence === term.definitionSentence) continue;
    const other = clauseOf(model, occurrence.sentence, term);
    if (other && other.text.length >= 30 && !leansOnContext(other.text, language)) return other;
  }
  return first;
}

/**
 * What the lesson says a term is, without the term ("the study of structures…"): the text after
 * "X is" in its defining clause, for questions that give the definition and ask for the term or
 * the reverse. Undefined when the lesson defines it in no such clause.
 */
export function definitionBody(model: LessonModel, term: KeyTerm): Span | undefined {
  let known = bodies.get(model);
  if (!known) {
    known = new Map();
    bodies.set(model, known);
  }
  if (!known.has(term)) known.set(term, findDefinitionBody(model, term));
  return known.get(term);
}

const bodies = new WeakMap<LessonModel, Map<KeyTerm, Span | undefined>>();

function findDefinitionBody(model: LessonModel, term: KeyTerm): Span | undefined {
  const spans: Span[] = [];
  const main = definitionSpan(model, term);
  if (main) spans.push(main);
  const seen = new Set([term.definitionSentence]);
  for (const occurrence of term.occurrences) {
    if (seen.has(occurrence.sentence)) continue;
    seen.add(occurrence.sentence);
    const clause = clauseOf(model, occurrence.sentence, term);
    if (clause && !leansOnContext(clause.text, model.analysis.language)) spans.push(clause);
  }
  for (const span of spans) {
    const body = afterDefiningVerb(model, span, term);
    const inside = term.occurrences.some((o) => o.end > body.start && o.start < body.end);
    const named = term.occurrences.some((o) => o.end <= body.start && body.start - o.end < 40);
    const length = body.end - body.start;
    if (!inside && named && length >= 15 && length <= 220) return body;
  }
  for (const span of spans) {
    const body = namedOrAppositive(model, span, term);
    if (body) return body;
  }
  return undefined;
}

/**
 * "Different versions of an element are called isotopes." -> "Different versions of an element":
 * when the clause ends on the term it names, what comes before the naming verb is the definition.
 */
function namedBefore(model: LessonModel, span: Span, term: KeyTerm): Span | undefined {
  const { text, language } = model.analysis;
  for (const occurrence of term.occurrences) {
    if (occurrence.start < span.start || occurrence.end > span.end) continue;
    if (!/^\s*(?:\([^()]*\)\s*)?[.;]?\s*$/.test(text.slice(occurrence.end, span.end))) continue;
    const named = namedAfter[language]?.exec(text.slice(span.start, occurrence.start));
    if (!named) continue;
    const body = spanOf(model, span.start, span.start + named.index);
    if (body.end - body.start >= 15 && wellFormed(body.text, language)) return body;
  }
  return undefined;
}

/** "… is called X" / "… est appelé X": what comes before names the term. */
const namedAfter: Partial<Record<string, RegExp>> = {
  en: /\s+(?:is|are|was|were)\s+(?:also\s+)?(?:called|known as|termed|referred to as|named)\s+(?:the\s+|an?\s+)?$/i,
  fr: /\s+(?:est|sont|était|étaient)\s+(?:appelée?s?|nommée?s?|dénommée?s?)\s+(?:l['’]|la\s+|le\s+|les\s+)?$/i,
};

/**
 * What may explain a term right after it: "X, a royal fortress that…,", "X, that is, …",
 * "X, c’est-à-dire …", "X (production of sperm cells)". The first group is the explanation.
 */
const appositives: Partial<Record<string, RegExp[]>> = {
  en: [
    /^,\s+((?:an?|the)\s[^,;:()]{10,200}?)(?=[,.;]|$)/iu,
    /^,?\s+(?:i\.e\.|that is),?\s+([^,;:()]{10,200}?)(?=[,.;)]|$)/iu,
    /^\s*\(((?:\p{L}+\s+){2,}[^()\d]{5,150}?)\)/u,
  ],
  fr: [
    /^,\s+((?:une?|la|le|les|l['’])\s?[^,;:()]{10,200}?)(?=[,.;]|$)/iu,
    /^,?\s+c['’]est-à-dire\s+([^,;:()]{10,200}?)(?=[,.;)]|$)/iu,
    /^\s*\(((?:\p{L}+\s+){2,}[^()\d]{5,150}?)\)/u,
  ],
};

/**
 * A verb that makes "X, <words>" a clause of its own rather than an explanation of X ("Au début du
 * XXe siècle, l’Europe est divisée…", "Before its invention, people bartered…").
 */
function hasFiniteVerb(text: string, language: LessonLanguage): boolean {
  const words = text
    .toLowerCase()
    .normalize('NFC')
    .split(/[^\p{L}’']+/u);
  if (language === 'fr') {
    const verbs = frenchFiniteVerbs();
    return words.some(
      (w) => /^(?:est|sont|était|étaient|a|ont|avait|avaient)$/.test(w) || verbs.has(w),
    );
  }
  if (language === 'en') return words.some((w) => /^(?:is|are|was|were|has|have|had)$/.test(w));
  return false;
}

/** One sentence, brackets closed, standing alone, no synonym or example, not ending on "what". */
function wellFormed(text: string, language: LessonLanguage): boolean {
  const opened = (text.match(/\(/g) ?? []).length;
  const closed = (text.match(/\)/g) ?? []).length;
  return (
    opened === closed &&
    !/[.!?]\s/.test(text) &&
    // "(also called X)", "(ou …)", "(e.g. …)" name or illustrate; they do not define.
    !/^(?:aussi|also|ou|or|ex|e\.g|i\.e|see|voir|cf|par exemple|for example)\b/i.test(text) &&
    !/\b(?:what|which|that|who|ce que|ce qui|qui|que)$/i.test(text.trim()) &&
    !leansOnContext(text, language)
  );
}

function namedOrAppositive(model: LessonModel, span: Span, term: KeyTerm): Span | undefined {
  const { text, language } = model.analysis;
  for (const occurrence of term.occurrences) {
    if (occurrence.start < span.start || occurrence.end > span.end) continue;
    let body: Span | undefined;
    const named = namedAfter[language]?.exec(text.slice(span.start, occurrence.start));
    if (named) body = spanOf(model, span.start, span.start + named.index);
    const after = text.slice(occurrence.end, span.end);
    const apposition = (appositives[language] ?? [])
      .map((pattern) => pattern.exec(after))
      .find((match) => match !== null);
    if (
      !body &&
      apposition &&
      !/^,\s+(?:and|or|et|ou)\b/i.test(after.slice(apposition[0].length))
    ) {
      const explanation = apposition[1] as string;
      const start = occurrence.end + apposition.index + apposition[0].indexOf(explanation);
      body = { start, end: start + explanation.length, text: explanation };
    }
    if (!body) continue;
    const inside = term.occurrences.some((o) => o.end > body.start && o.start < body.end);
    const length = body.end - body.start;
    if (
      !inside &&
      length >= 15 &&
      length <= 220 &&
      wellFormed(body.text, language) &&
      (Boolean(named) || !hasFiniteVerb(body.text, language))
    ) {
      return body;
    }
  }
  return undefined;
}
