import type { LessonLanguage } from '@study/shared';
import { englishTags, isMostlyNotNominal } from '../text/english-lexicon.ts';
import { frenchFiniteVerbs, frenchPastParticiples } from '../text/french-lexicon.ts';
import {
  comparingWords,
  comparisonOpening,
  exampleBefore,
  countingWords,
  frequencyOpening,
  ofAnyOne,
  namesTheory,
  rankAmongThem,
  otherNameBeside,
  theoryPatterns,
} from '../text/copula-phrases.ts';
import { continuesEnumeration, joinedByA, notesEqualsWords } from '../text/enumeration.ts';
import { languagePacks } from '../text/language-pack.ts';
import { escapeRegExp, foldText } from '../text/normalize.ts';
import {
  connectiveLength,
  endWithoutReference,
  leansAfterOpening,
  leansOnContext,
} from '../text/self-contained.ts';
import { endsOnProcess, processName, toldCase, type KeyTerm } from './extract-key-terms.ts';
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

/**
 * "X is…", "X refers to…", "X est…", "X: …", "X = …" (notes): what opens a definition after its term, past another
 * name set beside it ("Voltage, also called potential difference, is…").
 */
const definingVerb: Partial<Record<string, RegExp>> = {
  en: new RegExp(
    String.raw`^\s*(?:\([^()]*\)\s*)?(?:${otherNameBeside.en})?(?:${ofAnyOne.en}(?=\s+(?:is|are)\s))?(?:\s*[:—–]\s*|\s+=\s+${notesEqualsWords}|,?\s*(?:(?:is|are) (?:characteri[sz]ed|marked) by|(?:is|are) defined as|is|are|was|were|refers? to|means|describes|occurs?(?=\s+when\s)|happens?(?=\s+when\s)|involves|consists? of|is made up of|are made up of|is composed of|are composed of)\s+)(?=\p{L})`,
    'iu',
  ),
  fr: new RegExp(
    String.raw`^\s*(?:\([^()]*\)\s*)?(?:${otherNameBeside.fr})?(?:${ofAnyOne.fr}(?=\s+(?:est|sont)\s))?(?:\s*[:—–]\s*|\s+=\s+${notesEqualsWords}|,?\s*(?:(?:est|sont) caractérisée?s? par|se caractérisent par|se caractérise par|(?:est|sont) définie?s? comme|est|sont|était|étaient|désignent|désigne|correspond(?:ent)? (?:à|aux|au)|se définit comme|se définissent comme|(?:se produit|se produisent|a lieu|ont lieu)(?=\s+(?:lorsqu|quand))|consistent (?:à|en)|consiste (?:à|en))\s+)(?=\p{L})`,
    'iu',
  ),
};

/** "On appelle X le…", "On nomme X ces…", "We call X the…": the term, then its definition. */
const namingLead = /^(?:on appelle|on nomme|we call)\s*/u;
const namedThen = /^\s+(?=(?:le|la|les|l['’]|un|une|des|ces|the|an?)\s?\p{L})/iu;

/** "Terme : définition", the head of a list item or a glossary line. */
const listHeadColon = new RegExp(
  String.raw`^\s*(?:\([^()]*\)\s*)?\s*(?:[:—–]\s*|=\s+${notesEqualsWords})(?=\p{L})`,
  'u',
);

/** The longest lead before a term that opens a span: a naming phrase, an opening phrase and its comma, a determiner. */
const maxLeadLength = 160;

/**
 * "Microscopic anatomy is the study of…" -> "the study of…": when the span opens on the term (after
 * at most a determiner) and a defining verb, the answer is what follows the verb.
 */
function afterDefiningVerb(
  model: LessonModel,
  span: Span,
  term: KeyTerm,
  opening: 'any' | 'colon' = 'any',
): Span & { stated?: boolean } {
  const pattern = opening === 'colon' ? listHeadColon : definingVerb[model.analysis.language];
  if (!pattern) return span;
  const { text, pack, language } = model.analysis;
  // "The James-Lange theory asserts that emotions arise from…": what a theory with a name ("the
  // law of demand", not "the law") states is its definition, past a complement ("The
  // opponent-process theory of color vision asserts…").
  const statement =
    opening === 'any' && namesTheory(term.surface, language, true)
      ? theoryPatterns(language)?.statementPast
      : undefined;
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
    // "In contrast to classical conditioning, in which…, observational learning is…": a longer
    // opening phrase ends on a comma right before the term.
    const lead = folded
      .replace(namingLead, '')
      .replace(/^(?:[\p{L}']+\s+){0,2}[\p{L}']+,\s*/u, '')
      .replace(/^[^.;:!?]*,\s*(?=(?:[\p{L}']+)?$)/u, '')
      // "Strength should not be confused with concentration: concentration is the amount…": a
      // clause and a colon before the term, which the colon's clause defines.
      .replace(/^[^.;!?]*:\s*(?=(?:[\p{L}']+)?$)/u, '')
      .replace(/'$/, '');
    // "A solution's pH is the negative logarithm…": a possessive after a determiner.
    const possessive = /^(?:([\p{L}]+)\s+)?\p{Ll}[\p{L}-]*['’]s\s+$/u.exec(
      text.slice(span.start, occurrence.start),
    );
    const ownedBy =
      possessive !== null &&
      (possessive[1] === undefined || pack.determiners.has(foldText(possessive[1])));
    if (lead !== '' && !pack.determiners.has(lead) && !ownedBy) continue;
    const rest = text.slice(occurrence.end, span.end);
    const statementVerb = naming ? null : statement?.exec(rest);
    const verb = naming ? namedThen.exec(rest) : (pattern.exec(rest) ?? statementVerb);
    if (!verb) continue;
    const start = occurrence.end + verb[0].length;
    if (!naming && pastParticipleAfter(model, verb[0], text.slice(start, span.end))) continue;
    // "The voltage is the same across each branch": a comparison, not what the voltage is; "la
    // plus puissante d'entre elles" ranks it among things named elsewhere.
    const complement = text.slice(start, span.end);
    if (
      comparisonOpening.test(complement) ||
      rankAmongThem.test(complement) ||
      frequencyOpening.test(complement)
    ) {
      continue;
    }
    // "les molécules sont serrées et ordonnées" describes them; a French definition after "est"
    // names what the term is, with an article ("est la masse…", "sont des cellules…").
    if (
      !naming &&
      model.analysis.language === 'fr' &&
      /\b(?:est|sont|était|étaient)\s+$/iu.test(verb[0]) &&
      !opensOnDeterminer(model, text.slice(start, span.end))
    ) {
      continue;
    }
    // "A fracture is a broken bone.": a short complement still defines when it is a noun phrase of
    // a determiner and two words or more; a shorter one says too little ("is big.").
    const short =
      span.end - start <
      (/^(?:an?|the|une?|la|le|les)\s+\p{L}+\s+\p{L}+/iu.test(complement) ? 10 : 15);
    if (short || leansOnContext(complement, model.analysis.language)) continue;
    const body = { start, end: span.end, text: text.slice(start, span.end) };
    return verb === statementVerb ? { ...body, stated: true } : body;
  }
  return span;
}

/** Pronouns and quantifiers that open a French definition as an article does ("est celui qui…"). */
const frenchDeterminerLike = new Set(
  'celui celle ceux celles tout toute tous toutes chaque'.split(' '),
);

/** Whether French text opens on a determiner ("la masse…", "des cellules…", "l'ensemble…"). */
function opensOnDeterminer(model: LessonModel, rest: string): boolean {
  const first = foldText(rest).split(/[^\p{L}]+/u)[0] ?? '';
  // "sont dix magistrats élus…": a number in words counts the kind as an article does.
  return (
    model.analysis.pack.determiners.has(first) ||
    frenchDeterminerLike.has(first) ||
    countingWords.fr?.test(first) === true
  );
}

/** Adverbs read before an English predicate's adjective or participle, at most. */
const maxAdverbs = 3;
/** Words of degree the lexicon may tag as adjectives ("much more complex", "most common"). */
const degreeWords = new Set('more most less least much very quite rather too'.split(' '));

/** What ends an English adjective's phrase ("long so that…", "solid and…", "larger than…"). */
const closingAfterAdjective = new Set(
  'so and but or because when while enough than although though as'.split(' '),
);

/**
 * Whether the text after "est"/"sont" opens on a past participle that makes them an auxiliary
 * ("devenue le symbole…", "signé le 11 novembre…"): what befell the term, not what it is; "formé
 * de…", "constitué de…" still define. In English, a passive after "is"/"are" ("is made of
 * layers", "is filled with cell sap", "is located in…") says how the term is, not what it is.
 */
function pastParticipleAfter(model: LessonModel, verb: string, rest: string): boolean {
  const words = rest
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}]+/u);
  if (model.analysis.language === 'en') {
    if (!/\b(?:is|are|was|were)\s+$/iu.test(verb)) return false;
    // "Toothpaste is slightly alkaline because…", "is much more complex", "is also criticized
    // on…": adverbs before the adjective or the participle change nothing.
    let skipped = 0;
    while (
      skipped < maxAdverbs &&
      words[skipped + 1] &&
      (degreeWords.has(words[skipped] ?? '') ||
        /^RB/.test(englishTags(words[skipped] ?? '')?.[0] ?? ''))
    ) {
      skipped++;
    }
    const [word = '', next = ''] = words.slice(skipped);
    const phrase = rest.replace(new RegExp(`^(?:\\s*[\\p{L}-]+){${skipped}}`, 'u'), '');
    // "Imitation is sometimes called the highest form of flattery": a name, not a passive.
    if (skipped > 0 && model.analysis.pack.namingCues.has(word)) return false;
    const tags = englishTags(word) ?? [];
    if (tags[0] === 'VBN' || (tags[0] === 'VBD' && tags.includes('VBN'))) return true;
    // "Psychologists are working to understand…": a progressive says what the term does.
    if (tags[0] === 'VBG') return true;
    // "Nerve cells are long so that they can carry…", "Fats are solid, and…", "The adaptive
    // response is slower, taking days…": an adjective (a comparative too) that no noun follows
    // describes the term ("responsible for…" still tells what it is for).
    const adjective = tags[0] === 'JJ' || tags[0] === 'JJR';
    return (
      adjective &&
      (next === '' || closingAfterAdjective.has(next) || /^\s*[\p{L}-]+\s*[,;:]/u.test(phrase))
    );
  }
  if (model.analysis.language !== 'fr') return false;
  const [word = '', next = ''] = words;
  return frenchPastParticiples().has(word) && !/^(?:de|d|du|des)$/.test(next);
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
    const breaks = clauseBreaks(model, sentence.start, sentence.end);
    const before = breaks.findLast((b) => b.next <= occurrence.start);
    // "Magma is molten rock below the surface; once it reaches the surface it is called lava":
    // a clause whose pronoun stands for something of the clause before keeps that clause.
    if (before && !clausePronoun.test(text.slice(before.next, occurrence.start))) {
      start = before.next;
    }
    const after = breaks.find((b) => b.at >= occurrence.end);
    if (after) end = after.at + 1;
  }
  const span = spanOf(model, start, end);
  return span.end - span.start >= 12 ? withAnnounced(model, index, span) : undefined;
}

/** How an answer was cut from its sentence. */
type AnswerKind =
  | 'named'
  | 'preceding'
  | 'afterVerb'
  | 'stated'
  | 'restated'
  | 'appositive'
  | 'clause'
  | 'whole'
  | 'merged'
  | 'elsewhere'
  | 'leaning';

/** A card answer and how it was cut. */
interface Answer extends Span {
  kind: AnswerKind;
}

const as = (span: Span, kind: AnswerKind): Answer => ({ ...spanOnly(span), kind });
const spanOnly = ({ start, end, text }: Span): Span => ({ start, end, text });

/**
 * The answer of a term's card: the clause of its defining sentence that holds it, without an
 * opening connective or a closing citation; when that clause points back ("This process is called
 * X"), the sentence before it comes along, or else another sentence of the term that stands alone.
 */
export function definitionSpan(model: LessonModel, term: KeyTerm): Span | undefined {
  return answerIn(model, term, term.definitionSentence);
}

/** A card's answer, and whether it defines its term (what follows "X is", "X, a…", …). */
export interface CardSpan extends Span {
  defines: boolean;
  /** Whether it is what a law, a principle or a theory states ("…asserts that emotions arise…"). */
  states?: boolean;
}

/** `definitionSpan`, and whether it defines the term. */
export function definitionAnswer(model: LessonModel, term: KeyTerm): CardSpan | undefined {
  const answer = answerIn(model, term, term.definitionSentence);
  return (
    answer && {
      ...spanOnly(answer),
      defines: definingKinds.has(answer.kind),
      states: answer.kind === 'stated',
    }
  );
}

/**
 * "One Gestalt principle is the figure-ground relationship. According to this principle, we tend to
 * segment…": what the sentence after `index` says the theory it names states. The term is the
 * last theory sentence `index` names: it names a theory itself ("the opponent-process theory"),
 * or a kind of theory comes before it and it ends the sentence ("Another principle… is
 * proximity."), and no other kind comes after it.
 */
function statedNext(model: LessonModel, term: KeyTerm, index: number): Span | undefined {
  const { text, sentences, language, pack } = model.analysis;
  const sentence = sentences[index];
  const next = sentences[index + 1];
  const kinds = pack.theories?.kinds;
  const opening = theoryPatterns(language)?.previous;
  if (!sentence || !next || !kinds || !opening || next.heading || next.block !== sentence.block) {
    return undefined;
  }
  const occurrence = term.occurrences.findLast((o) => o.sentence === index);
  if (!occurrence) return undefined;
  const words = (from: number, to: number) =>
    foldText(text.slice(from, to))
      .split(/[^\p{L}]+/u)
      .filter((word) => kinds.has(word));
  if (words(occurrence.end, sentence.end).length > 0) return undefined;
  // "One principle of good design is contrast": a term after the kind is the theory when it ends
  // the sentence.
  const named =
    namesTheory(term.surface, language, true) ||
    (words(sentence.start, occurrence.start).length > 0 &&
      /^\s*(?:\([^()]*\)\s*)?[.!]?\s*$/u.test(text.slice(occurrence.end, sentence.end)));
  const opened = opening.exec(text.slice(next.start, next.end));
  if (!named || !opened) return undefined;
  const body = spanOf(model, next.start + opened[0].length, next.end);
  return body.end - body.start >= 15 && !leansOnContext(body.text, language) ? body : undefined;
}

/**
 * "According to the law of effect, behaviors that are followed by…", "…is known as the
 * Yerkes-Dodson law, which holds that a simple task…", "According to the theory of plate
 * tectonics, the lithosphere…": what sentence `index` says the theory it opens on, or that a
 * relative clause follows, states.
 */
function statedInSentence(model: LessonModel, term: KeyTerm, index: number): Span | undefined {
  const { text, sentences, language } = model.analysis;
  const sentence = sentences[index];
  const patterns = theoryPatterns(language);
  if (!sentence || sentence.heading || !patterns) return undefined;
  const named = namesTheory(term.surface, language, true);
  for (const occurrence of term.occurrences) {
    if (occurrence.sentence !== index) continue;
    // "According to the theory of plate tectonics, the lithosphere…": the kind before the term
    // makes a theory of it. Only a few words may open the sentence before it: folding all the
    // text before every occurrence would make a lesson that is one endless sentence quadratic.
    const kindOf =
      !named &&
      occurrence.start - sentence.start <= maxLeadLength &&
      patterns.accordingKindOf.test(foldText(text.slice(sentence.start, occurrence.start)));
    if (!named && !kindOf) continue;
    const rest = text.slice(occurrence.end, sentence.end);
    const lead = text.slice(sentence.start, occurrence.start);
    const opened = kindOf
      ? patterns.accordingAfter.exec(rest)
      : patterns.accordingBefore.test(lead)
        ? (patterns.accordingAfter.exec(rest) ?? patterns.relative.exec(rest))
        : patterns.relative.exec(rest);
    if (!opened) continue;
    const body = spanOf(model, occurrence.end + opened[0].length, sentence.end);
    if (body.end - body.start >= 15 && !leansOnContext(body.text, language)) return body;
  }
  return undefined;
}

/** The answer of `term` cut from sentence `index` (see `definitionSpan`). */
function answerIn(model: LessonModel, term: KeyTerm, index: number): Answer | undefined {
  const { analysis } = model;
  const language = analysis.language;
  // A card answers what a theory states before what the sentence naming it says of it.
  const stated = statedNext(model, term, index) ?? statedInSentence(model, term, index);
  if (stated) return as(stated, 'stated');
  const first = clauseOf(model, index, term);
  // "…you will be more motivated to copy them. This is known as vicarious reinforcement.": the
  // sentence only names what the one before it says, and that sentence is the definition.
  const before = first && namedByPrevious(model, first, term, index);
  if (before) return as(before, 'preceding');
  if (first && !leansOnContext(first.text, language)) {
    // French cards keep the whole sentence (below); an English one, the naming verb's subject.
    const subject = language === 'en' ? namedBefore(model, first, term) : undefined;
    if (subject) return as(subject, 'named');
    // French definitions restate their term ("Les molécules sont les agencements…"): the card
    // keeps the whole sentence, as a French glossary would, except after "Terme : …".
    const body = afterDefiningVerb(model, first, term, language === 'en' ? 'any' : 'colon');
    // "A number is prime if it has…" says what "prime" is: the card keeps the whole sentence.
    if (body.start !== first.start && !conditionalProperty[language]?.test(body.text)) {
      return as(body, body.stated ? 'stated' : 'afterVerb');
    }
    // "Les soldats français sont appelés les poilus": the sentence names the term, and defines it.
    if (language !== 'en') {
      const defined = afterDefiningVerb(model, first, term);
      // "La théorie cellulaire affirme que…" is kept whole too, and asked as what it states.
      if (defined.stated) return as(first, 'stated');
      if (defined.start !== first.start || namedBefore(model, first, term) !== undefined) {
        return as(first, 'restated');
      }
    }
    // "The middle ear contains three tiny bones known as the ossicles": the whole clause says what
    // they are, in context (the noun phrase alone, "three tiny bones", says less).
    if (
      term.occurrences.some(
        (o) => o.start >= first.start && o.end <= first.end && namedByParticiple(model, first, o),
      )
    ) {
      return as(first, 'restated');
    }
    // "…stormed the Bastille, a royal fortress that…": the term is not what the sentence is
    // about, the words set beside it explain it.
    const explained = appositiveAfter(model, first, term);
    return explained ? as(explained, 'appositive') : as(first, 'clause');
  }
  // "Cette information est portée par l’ADN, une longue molécule…": the explanation beside the
  // term stands alone even when its clause points back.
  const explained = first && appositiveAfter(model, first, term);
  if (explained) return as(explained, 'appositive');
  const sentence = analysis.sentences[index];
  if (!sentence) return first && as(first, 'leaning');
  const whole = spanOf(model, sentence.start, sentence.end);
  if (first && whole.start < first.start && !leansOnContext(whole.text, language)) {
    return as(whole, 'whole');
  }
  const question = whole.text.trim().endsWith('?');
  const previous = analysis.sentences[index - 1];
  if (first && !question && previous && !previous.heading && previous.block === sentence.block) {
    const lead = spanOf(model, previous.start, previous.end);
    if (
      !leansOnContext(lead.text, language) &&
      !rankAmongThem.test(lead.text) &&
      sentence.end - lead.start <= maxMergedLength
    ) {
      return as(spanOf(model, lead.start, sentence.end), 'merged');
    }
  }
  for (const occurrence of term.occurrences) {
    if (occurrence.sentence === index) continue;
    const other = clauseOf(model, occurrence.sentence, term);
    if (other && other.text.length >= 30 && !leansOnContext(other.text, language)) {
      return as(other, 'elsewhere');
    }
  }
  return first && as(first, 'leaning');
}

/**
 * "This is called…", "This process is known as…", "C'est ce qu'on appelle…", "On parle alors
 * de…", "C'est la politique d'endiguement.", "Aristote appelle cet effet la…": a clause that
 * only gives a name to what the sentence (or the clause) before it says.
 */
const namingWhatPrecedes: Partial<Record<LessonLanguage, (participles: string) => RegExp>> = {
  en: (participles) =>
    new RegExp(
      String.raw`^(?:(?:this|these|that|those|such)(?:\s+[\p{L}-]+){0,2}\s+(?:is|are|was|were)\s+(?:also\s+|then\s+|now\s+)?(?:${participles})|(?:[\p{L}'’-]+\s+){1,3}(?:calls?|called|names?|named)\s+(?:this|these|that|those)(?:\s+[\p{L}-]+){0,2})\s+(?:the\s+|an?\s+)?$`,
      'iu',
    ),
  fr: (participles) =>
    new RegExp(
      String.raw`^(?:c['’]est ce qu['’]on appelle\s+|c['’]est\s+(?=(?:l['’]|la\s|le\s|les\s))|c['’]est\s+(?:l['’]|la\s+|le\s+|les\s+)[\p{L}-]+\s+(?:de\s+|d['’]|du\s+|des\s+)|c['’]est ce que l['’]on (?:appelle|nomme)\s+|on parle (?:alors\s+)?d(?:e\s+|['’])|(?:ce|cet|cette|ces|cela|ceci)(?:\s+[\p{L}-]+){0,2}\s+(?:est|sont)\s+(?:alors\s+)?(?:${participles})\s+|(?:[\p{L}'’-]+\s+){1,3}(?:appellent|appelle|appelait|appelaient|nomme|nomment)\s+(?:ce|cet|cette|ces)(?:\s+[\p{L}-]+){0,2}\s+)(?:l['’]|la\s+|le\s+|les\s+|une?\s+)?$`,
      'iu',
    ),
};

const precedingCache = new Map<LessonLanguage, RegExp | undefined>();

/** `namingWhatPrecedes` for `language`, built once from its pack's naming participles. */
function namingWhatPrecedesPattern(language: LessonLanguage): RegExp | undefined {
  if (!precedingCache.has(language)) {
    const participles = languagePacks[language].namingParticiples;
    precedingCache.set(
      language,
      participles ? namingWhatPrecedes[language]?.(participles) : undefined,
    );
  }
  return precedingCache.get(language);
}

/**
 * The sentence before sentence `index` when `clause` (of that sentence) only names the term after
 * what it says: a sentence of the same paragraph that stands alone.
 */
function namedByPrevious(
  model: LessonModel,
  clause: Span,
  term: KeyTerm,
  index: number,
): Span | undefined {
  const { text, language, sentences } = model.analysis;
  const pattern = namingWhatPrecedesPattern(language);
  const occurrence = term.occurrences.find((o) => o.sentence === index);
  if (!pattern || !occurrence || occurrence.start < clause.start) return undefined;
  const bracketed = clauseInBrackets(model, clause, occurrence, term);
  if (bracketed) return bracketed;
  if (!/^\s*(?:\([^()]*\)\s*)?[.;]?\s*$/.test(text.slice(occurrence.end, clause.end))) {
    return undefined;
  }
  const sentence = sentences[index];
  if (!sentence) return undefined;
  // As the lesson writes it (offsets into it), and with its spaces made single (for the patterns).
  const written = text.slice(clause.start, occurrence.start);
  const before = written.replace(/\s+/g, ' ');
  // "…, it drops its load, a process known as deposition", "…, un phénomène appelé érosion": the
  // clause before the comma is what the words set after it name.
  const appended = processNamed.exec(written);
  if (appended) {
    const lead = clause.start + connectiveLength(written, language);
    const named = spanOf(model, lead, clause.start + appended.index);
    return named.text.length >= 15 && !leansPastOpening(named.text, language) ? named : undefined;
  }
  if (!pattern.test(before)) {
    // "Loin des côtes, les écarts de température sont forts : on parle de climat continental":
    // what the colon's clause names is the clause before it, past a connective ("À l'inverse").
    // "Lorsque les prix baissent durablement, on parle de déflation": so does a clause of when,
    // before its comma.
    const when = /^(?:lorsque\s|lorsqu['’]|quand\s|when\s|whenever\s)/iu.test(before.trimStart());
    const mark = [':', ...(when ? [','] : [])].find((m) => {
      const at = before.lastIndexOf(m);
      return at >= 0 && pattern.test(before.slice(at + 1).trimStart());
    });
    if (mark === undefined) return undefined;
    const lead = clause.start + connectiveLength(written, language);
    let end = clause.start + written.lastIndexOf(mark);
    while (end > lead && /\s/.test(text[end - 1] ?? '')) end--;
    const named = spanOf(model, lead, end);
    return named.text.length >= 15 && !leansPastOpening(named.text, language) ? named : undefined;
  }
  // "…an oceanic plate sinks beneath a continental plate; this process is called subduction": the
  // clause before the semicolon is what the term names, not the sentence before.
  const clauseBefore =
    clause.start > sentence.start ? clauseEndingAt(model, sentence, clause.start) : undefined;
  if (clauseBefore) {
    return clauseBefore.end - clauseBefore.start >= 15 &&
      !leansOnContext(clauseBefore.text, language)
      ? clauseBefore
      : undefined;
  }
  const previous = sentences[index - 1];
  if (!previous || previous.heading || previous.block !== sentence.block) {
    return undefined;
  }
  const lead = spanOf(model, previous.start, previous.end);
  const own = term.occurrences.some((o) => o.start >= lead.start && o.end <= lead.end);
  if (own || leansOnContext(lead.text, language)) {
    return undefined;
  }
  if (lead.end - lead.start < 15 || lead.end - lead.start > maxMergedLength) return undefined;
  return pointedPhrase(model, before, lead) ?? lead;
}

/**
 * "…the weight of the layers squeezes out the water (compaction) and minerals glue the grains
 * together (cementation).": a process's name alone in brackets after a clause names what the
 * clause says, from the clause's start (past a connective) or the bracket before it, to its own
 * bracket. A thing's other name ("the sternum (breastbone)") names no clause.
 */
function clauseInBrackets(
  model: LessonModel,
  clause: Span,
  occurrence: { start: number; end: number },
  term: KeyTerm,
): Span | undefined {
  const { text, language } = model.analysis;
  if (term.kind !== 'term' || !processName.test(term.surface)) return undefined;
  const written = text.slice(clause.start, occurrence.start);
  const open = /\s\($/.exec(written);
  // "deglutition (swallowing)": a process's other name, after a process.
  if (!open || endsOnProcess.test(written.slice(0, open.index))) return undefined;
  if (!/^\)(?:\s*[.;,]|\s+(?:and|et)\s|\s*$)/u.test(text.slice(occurrence.end, clause.end))) {
    return undefined;
  }
  let from = clause.start + connectiveLength(written, language);
  const previous = /\)(?:\s*[,;]\s*|\s+(?:and|et)\s+)(?=[^()]*\($)/u.exec(written);
  if (previous) from = Math.max(from, clause.start + previous.index + previous[0].length);
  const named = spanOf(model, from, clause.start + open.index);
  return named.text.length >= 15 &&
    named.text.split(/\s+/).length >= 4 &&
    !/[()]/.test(named.text) &&
    // "You have Brandon write 100 times… (positive punishment)": a case told, an example.
    !toldCase.test(named.text) &&
    !leansPastOpening(named.text, language)
    ? named
    : undefined;
}

/** "a process known as", "un phénomène appelé": a name given to a whole clause. */
const clauseNaming = String.raw`(?:(?:a|an)\s+(?:[\p{L}-]+\s+){0,2}(?:called|known\s+as|termed|named)|(?:un|une)\s+(?:[\p{L}-]+\s+){0,2}(?:appelée?|nommée?|dite?)|ce\s+qu['’]on\s+(?:appelle|nomme))`;
/** That name set after the clause it names and a comma, up to the term. */
const processNamed = new RegExp(
  String.raw`,\s+${clauseNaming}\s+(?:the\s+|an?\s+|la\s+|le\s+|l['’]|les\s+)?$`,
  'iu',
);
const namesTheClause = new RegExp(String.raw`^${clauseNaming}\s`, 'iu');

/**
 * Whether a clause quoted alone leans on what comes before it: "Collectively, these inputs…" does,
 * past its opening phrase; "Quand la rivière ralentit, elle dépose…" does not, its pronoun
 * pointing to the subordinate clause that opens it.
 */
function leansPastOpening(text: string, language: LessonLanguage): boolean {
  return /^(?:when|whenever|if|once|while|as|because|quand|lorsque|lorsqu['’]|si|dès que|puisque|puisqu['’])(?![\p{L}])/iu.test(
    text,
  )
    ? leansOnContext(text, language)
    : leansAfterOpening(text, language);
}

/**
 * "The rhythm of a poem comes from the pattern of stressed and unstressed syllables in its lines.
 * This pattern is called the metre.": what "this pattern" names is the phrase of the sentence
 * before that opens on "the pattern", to its end, when that phrase says more than its noun.
 */
function pointedPhrase(model: LessonModel, naming: string, lead: Span): Span | undefined {
  const noun = /^(?:this|these|that|those|ce|cet|cette|ces)\s+(\p{L}[\p{L}-]*)\s/iu.exec(
    naming.trim(),
  )?.[1];
  if (!noun) return undefined;
  const determiners = [...model.analysis.pack.determiners].map(escapeRegExp).join('|');
  const opened = new RegExp(
    String.raw`(?<![\p{L}'’])(?:(?:${determiners})\s+|l['’])${escapeRegExp(noun)}(?![\p{L}])`,
    'iu',
  ).exec(lead.text);
  if (!opened || opened.index === 0) return undefined;
  const phrase = spanOf(model, lead.start + opened.index, lead.end);
  return phrase.text.split(/\s+/).length >= 4 ? phrase : undefined;
}

/**
 * ", and the crater is the bowl-shaped hollow…": a second clause with a subject of its own (a
 * noun phrase of a few words) and a copula before an article opens after its conjunction; so does a
 * remark after "and" whose subject is a pronoun (", and it is not always the poet", ", et il n'est
 * pas…"); not a contrast after "but" (", but it is specific to one pathogen" still describes it).
 */
const coordinatedCopula: Partial<Record<LessonLanguage, RegExp>> = {
  en: /,\s+(?:(?:and|while|whereas|but)\s+(?=(?:the|an?)\s+(?:[\p{L}'-]+\s+){1,3}(?:is|are|was|were)\s+(?:the|an?|all|any|each|where|when)\s)|and\s+(?=(?:it|they)\s+(?:is|are|was|were)\s))/giu,
  fr: /,\s+(?:(?:et|tandis que|alors que|mais)\s+(?=(?:le|la|les|l['’]|une?)\s*(?:[\p{L}'’-]+\s+){1,3}(?:est|sont)\s+(?:le|la|les|l['’]|une?|des)\s?)|et\s+(?=(?:il|elle|ils|elles)\s+(?:est|sont|n['’]est|ne sont)\s))/giu,
};

/** Where the clauses of `text.slice(from, to)` break: a semicolon, or a coordinated copula. */
function clauseBreaks(
  model: LessonModel,
  from: number,
  to: number,
): Array<{ at: number; next: number }> {
  const { text, language } = model.analysis;
  const slice = text.slice(from, to);
  const breaks = [...slice.matchAll(/; /gu)].map((m) => ({
    at: from + m.index,
    next: from + m.index + 2,
  }));
  const coordinated = coordinatedCopula[language];
  if (coordinated) {
    for (const m of slice.matchAll(coordinated)) {
      breaks.push({ at: from + m.index, next: from + m.index + m[0].length });
    }
  }
  return breaks.sort((a, b) => a.at - b.at);
}

/** The clause of `sentence` just before the one that opens at `next` (see `clauseOf`). */
function clauseEndingAt(
  model: LessonModel,
  sentence: { start: number; end: number },
  next: number,
): Span | undefined {
  const breaks = clauseBreaks(model, sentence.start, sentence.end);
  const at = breaks.findIndex((b) => b.next === next);
  if (at < 0) return undefined;
  const start = at > 0 ? (breaks[at - 1] as { next: number }).next : sentence.start;
  return spanOf(model, start, (breaks[at] as { at: number }).at);
}

/** Answers that define: the text after "X is", before "is called X", or set beside X. */
const definingKinds: ReadonlySet<AnswerKind> = new Set([
  'named',
  'preceding',
  'afterVerb',
  'stated',
  'restated',
  'appositive',
]);

/**
 * Another answer for a term whose own is already another card's, overlapping none of `taken`: a
 * definition of it in another sentence, or else the first clause that opens on it, stands alone
 * and says something (30 characters).
 */
export function otherSpan(
  model: LessonModel,
  term: KeyTerm,
  taken: readonly Span[],
): CardSpan | undefined {
  const language = model.analysis.language;
  const sentences = [...new Set(term.occurrences.map((o) => o.sentence))];
  const free = (span: Span) => !taken.some((other) => overlapsMostly(other, span));
  for (const index of sentences) {
    if (index === term.definitionSentence) continue;
    const answer = answerIn(model, term, index);
    if (!answer || !definingKinds.has(answer.kind) || !free(answer)) continue;
    // "X is also called…", "X is then pulled…": a predicate, not what X is.
    if (!isFunctionWord(model, foldText(answer.text).split(/[^\p{L}']+/u)[0] ?? '')) {
      return { ...spanOnly(answer), defines: true, states: answer.kind === 'stated' };
    }
  }
  for (const index of sentences) {
    const clause = clauseOf(model, index, term);
    if (!clause || clause.text.length < 30 || leansOnContext(clause.text, language)) continue;
    // A clause about the term: it opens on it ("21 January 1793: Louis XVI is executed.").
    const about = term.occurrences.some(
      (o) => o.start >= clause.start && o.end <= clause.end && opensSpan(model, clause, o),
    );
    if (about && free(clause)) return { ...clause, defines: false };
  }
  return undefined;
}

/** A line that is a formula or an equation ("6 CO2 + 6 H2O → C6H12O6 + 6 O2", "a = b / c"). */
const formulaLine = /^[^.!?]{3,120}[=→⇒][^.!?]{1,120}$/u;

/**
 * The formula that sentence `index` announces with a colon on the next line ("L'équation bilan de
 * la photosynthèse s'écrit :" then "6 CO2 + 6 H2O → C6H12O6 + 6 O2"), and where that line ends.
 */
export function announcedFormula(
  model: LessonModel,
  index: number,
): { line: string; end: number } | undefined {
  const { sentences, text } = model.analysis;
  const sentence = sentences[index];
  const next = sentences[index + 1];
  if (!sentence || !next || next.block === sentence.block) return undefined;
  const line = text.slice(next.start, next.end).trim();
  if (!/:\s*$/.test(text.slice(sentence.start, sentence.end)) || !formulaLine.test(line)) {
    return undefined;
  }
  return { line, end: next.end };
}

/** A clause that announces a formula comes with it: alone, it says nothing. */
function withAnnounced(model: LessonModel, index: number, clause: Span): Span {
  const sentence = model.analysis.sentences[index];
  const formula = announcedFormula(model, index);
  if (!sentence || !formula || clause.end < sentence.end - 3) return clause;
  return { start: clause.start, end: formula.end, text: `${clause.text} : ${formula.line}` };
}

/**
 * Two answers are one when they share more than half of the longer: "…ruled by King Louis XVI."
 * for "monarchy" and "Louis XVI", not a sentence and the explanation set beside one of its terms.
 */
export function overlapsMostly(a: Span, b: Span): boolean {
  const shared = Math.min(a.end, b.end) - Math.max(a.start, b.start);
  return shared > Math.max(a.end - a.start, b.end - b.start) / 2;
}

/** A definition a question quotes, and whether it is what a theory states ("…asserts that X"). */
export interface DefinitionBody extends Span {
  stated?: boolean;
}

/**
 * What the lesson says a term is, without the term ("the study of structures…"): the text after
 * "X is" in its defining clause, for questions that give the definition and ask for the term or
 * the reverse. Undefined when the lesson defines it in no such clause.
 */
export function definitionBody(model: LessonModel, term: KeyTerm): DefinitionBody | undefined {
  let known = bodies.get(model);
  if (!known) {
    known = new Map();
    bodies.set(model, known);
  }
  if (!known.has(term)) known.set(term, findDefinitionBody(model, term));
  return known.get(term);
}

/**
 * "at the level of the upper lumbar vertebrae", "under conditions of fasting", "although any one
 * person…": a body that opens on a preposition or a conjunction says where or despite what, not
 * what the term is ("when…", "where…" may: "when the myosin head attaches to the actin").
 */
const saysWhereOrWhen: Partial<Record<LessonLanguage, RegExp>> = {
  en: /^(?:at|in|on|under|over|during|within|without|between|among|after|before|since|although|though|while|if|because|unless|whereas|by|from|into|onto|near|until)(?![\p{L}'’-])/iu,
  fr: /^(?:à|au|aux|dans|sous|sur|pendant|entre|parmi|après|avant|depuis|si|parce|tandis|bien que)(?![\p{L}'’-])/iu,
};

/**
 * "and thus those proteins", "also excitable, allowing…", "due to the alternation of…", "c'est le
 * dilemme tragique" (after "…entre son devoir et sa passion :"): a body that opens on a link to
 * what the sentence said before it is no definition to quote alone.
 */
const continuesElsewhere =
  /^(?:and|or|but|so|thus|also|then|therefore|hence|except|due to|considered|it is|this is|these are|et|ou|mais|donc|aussi|puis|ainsi|sauf|c['’]est|ce sont)(?![\p{L}'’-])/iu;

/**
 * "A sorting algorithm is [stable if it keeps items…]", "Un nombre est [premier s'il a…]": a
 * property and the condition for it defines the property, not the subject; quoted as what the
 * subject is, it would make "sorting algorithm" the answer to "stable if…".
 */
const conditionalProperty: Partial<Record<LessonLanguage, RegExp>> = {
  en: /^[\p{L}-]+(?:\s+(?:and|or)\s+[\p{L}-]+)?,?\s+(?:only\s+)?(?:if|when|whenever|unless|as long as)(?![\p{L}'’-])/iu,
  fr: /^[\p{L}-]+(?:\s+(?:et|ou)\s+[\p{L}-]+)?,?\s+(?:seulement\s+)?(?:si|s['’]|lorsqu['’]?|lorsque|quand)(?![\p{L}-])/iu,
};

const bodies = new WeakMap<LessonModel, Map<KeyTerm, DefinitionBody | undefined>>();

/** A word that stands for something said elsewhere, anywhere in a text. */
const pointsBack: Partial<Record<LessonLanguage, RegExp>> = {
  en: /(?<![\p{L}'’])(?:it|its|they|them|their|this|these|those|he|she|his|her|him)(?![\p{L}'’])/iu,
  fr: /(?<![\p{L}'’])(?:il|elle|ils|elles|cet|cette|ces|cela|ceci|celui-ci|celle-ci|leur|leurs)(?![\p{L}'’])/iu,
};

/**
 * "When the organism is about nine weeks old, the embryo [is called a fetus]": a clause of time or
 * cause before what is named says when, not what.
 */
const openingCondition: Partial<Record<LessonLanguage, RegExp>> = {
  en: /^(?:when|whenever|while|after|before|since|because|although|though|if|as|once|during|until)\b[^,]*,/iu,
  fr: /^(?:quand|lorsqu['’]?|lorsque|pendant|apr[eè]s|avant|puisqu['’]?|puisque|parce|bien que|si|comme|d[eè]s)\b[^,]*,/iu,
};

/**
 * "The trichromatic theory is not the only theory—another major theory [is known as X]": a dash
 * joins two clauses; the words before a naming verb are no one subject.
 */
const dashJoined = /\p{L}\s?[—–]\s?\p{L}/u;

/**
 * Whether a definition cut before its naming verb can be quoted alone in a question: nothing in it
 * points back, and no opening clause says when rather than what.
 */
function quotableAlone(text: string, language: LessonLanguage): boolean {
  return (
    !pointsBack[language]?.test(text) &&
    !openingCondition[language]?.test(text) &&
    !dashJoined.test(text) &&
    // "a series of brain regions that, collectively, [is called X]": a relative clause cut open.
    !/(?<![\p{L}'’])(?:that|which|who|qui|que),\s*[\p{L}-]+$/iu.test(text.trim())
  );
}

/** The longest definition a question quotes, in characters. */
const maxBodyLength = 220;

/**
 * A body cut before the colon that opens a restatement of its term: "how many times bigger the
 * image is than the real object: magnification = image size / real size" defines magnification up
 * to the colon, and what follows names the term (a formula, an example).
 */
function beforeRestatement(model: LessonModel, body: Span, term: KeyTerm): Span {
  const { text } = model.analysis;
  const colon = text.indexOf(':', body.start);
  if (colon < 0 || colon >= body.end) return body;
  const after = term.occurrences.some((o) => o.start > colon && o.end <= body.end);
  const before = term.occurrences.some((o) => o.end > body.start && o.start < colon);
  if (!after || before) return body;
  let end = colon;
  while (end > body.start && /\s/.test(text[end - 1] ?? '')) end--;
  return { start: body.start, end, text: text.slice(body.start, end) };
}

function findDefinitionBody(model: LessonModel, term: KeyTerm): DefinitionBody | undefined {
  const spans: Span[] = [];
  const main = answerIn(model, term, term.definitionSentence);
  if (main) spans.push(main);
  const seen = new Set([term.definitionSentence]);
  for (const occurrence of term.occurrences) {
    if (seen.has(occurrence.sentence)) continue;
    seen.add(occurrence.sentence);
    const clause = clauseOf(model, occurrence.sentence, term);
    if (clause && !leansOnContext(clause.text, model.analysis.language)) spans.push(clause);
  }
  // A whole sentence before "This is called X" is quoted alone when it says "this" of nothing
  // ("…copy them" points inside it), even when it opens on "If you…".
  const { language, pack } = model.analysis;
  const demonstratives = pack.roles?.demonstratives;
  if (
    main?.kind === 'preceding' &&
    main.end - main.start <= maxBodyLength &&
    !foldText(main.text)
      .split(/[^\p{L}]+/u)
      .some((word) => demonstratives?.has(word))
  ) {
    return { start: main.start, end: main.end, text: main.text };
  }
  const body = searchDefinitionBody(model, term, main, spans);
  return body &&
    !continuesElsewhere.test(body.text) &&
    !saysWhereOrWhen[language]?.test(body.text) &&
    !conditionalProperty[language]?.test(body.text)
    ? body
    : undefined;
}

/**
 * "…on ignore qui est le voleur : le complément d'agent est absent": a colon after a clause that
 * ends on the term, then a clause of its own (a copula in its first words, before any relative
 * pronoun), explains the
 * clause, not the term. "Le voleur : celui qui…" opens its line; "…evidence of the engram: the
 * group of neurons that serve as…" says what the engram is.
 */
function colonAfterClause(
  model: LessonModel,
  occurrence: { start: number; end: number; sentence: number },
  body: Span,
): boolean {
  const { text, sentences, pack } = model.analysis;
  if (!/^\s*:\s*$/.test(text.slice(occurrence.end, body.start))) return false;
  const sentence = sentences[occurrence.sentence];
  if (!sentence) return false;
  const lead = foldText(text.slice(sentence.start, occurrence.start))
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && !pack.determiners.has(word));
  if (lead.length <= 1) return false;
  const words = foldText(body.text).split(/[^\p{L}\p{N}]+/u);
  const relative = words.findIndex((word) => pack.relatives.has(word));
  // The subject's few words, then the copula: "… is no apparent reason" deep in the phrase is not
  // its verb.
  return words
    .slice(0, Math.min(relative < 0 ? words.length : relative, 6))
    .some((word) => pack.copulas.has(word));
}

/** `findDefinitionBody` past a sentence named after: the first body `spans` give. */
function searchDefinitionBody(
  model: LessonModel,
  term: KeyTerm,
  main: Answer | undefined,
  spans: readonly Span[],
): DefinitionBody | undefined {
  const { language } = model.analysis;
  // "Groups that have a strong educational component are called psycho-educational groups": the
  // card's answer is already what names the term, cut before its naming verb. A question quotes
  // it alone, so nothing in it may point back ("Output below this level…").
  if (
    main?.kind === 'named' &&
    main.end - main.start <= maxBodyLength &&
    quotableAlone(main.text, language)
  ) {
    return { start: main.start, end: main.end, text: main.text };
  }
  for (const span of spans) {
    // Only what follows "X is" is cut before a restatement: a whole clause is no definition.
    const defined = afterDefiningVerb(model, span, term);
    const afterVerb =
      defined !== span || (span === main && (main.kind === 'afterVerb' || main.kind === 'stated'));
    const body = afterVerb ? beforeRestatement(model, defined, term) : span;
    const inside = term.occurrences.some((o) => o.end > body.start && o.start < body.end);
    // The term names what follows in the same sentence: the next sentence after a term that ends
    // one ("…the five stages. In addition, not all people experience all of the stages.") is no
    // definition of it.
    const sentence = model.analysis.sentences.find(
      (s) => s.start <= body.start && body.start < s.end,
    );
    const named = term.occurrences.some(
      (o) =>
        o.end <= body.start &&
        body.start - o.end < 40 &&
        (afterVerb || sentence === undefined || o.start >= sentence.start) &&
        !colonAfterClause(model, o, body),
    );
    const length = body.end - body.start;
    if (!inside && named && length >= 15 && length <= maxBodyLength) {
      const stated = defined.stated === true || (span === main && main.kind === 'stated');
      return afterVerb && stated ? { ...body, stated } : body;
    }
  }
  for (const span of spans) {
    const body = namedOrAppositive(model, span, term);
    if (body) return body;
  }
  return undefined;
}

/**
 * How much of `rest`, the text after an explanation cut at a comma, still belongs to its noun
 * phrase: "a thick layer of hot, semi-molten rock." was cut after "hot"; a few content words that
 * end the sentence after that comma finish the phrase (0 when they do not: ", in 1789.").
 */
function nounPhraseRest(model: LessonModel, rest: string): number {
  const match = /^,\s+([\p{Ll}][\p{L}'’-]*)(?:\s+[\p{L}'’-]+){0,2}(?=\s*[.;]\s*$|\s*[.;]\s)/u.exec(
    rest,
  );
  if (!match) return 0;
  const first = foldText(match[1] as string);
  if (isFunctionWord(model, first) || hasFiniteVerb(match[0], model.analysis.language)) return 0;
  return match[0].length;
}

/**
 * "Different versions of an element are called isotopes." -> "Different versions of an element":
 * when the clause ends on the term it names, what comes before the naming verb is the definition.
 */
function namedBefore(model: LessonModel, span: Span, term: KeyTerm): Span | undefined {
  const { text, language } = model.analysis;
  for (const occurrence of term.occurrences) {
    if (occurrence.start < span.start || occurrence.end > span.end) continue;
    // "…is called its rhyme scheme and is written with letters": a second predicate may follow;
    // "…are called groups, and the horizontal rows are called periods": a second clause that
    // names another term.
    const after = text.slice(occurrence.end, span.end);
    const secondNaming =
      /^,?\s+(?:and|et)\s+(?:the|an?|le|la|les|l['’]|une?)[\s'’]/iu.test(after) &&
      namingPatterns(language)?.verb.test(after) === true;
    if (
      !secondNaming &&
      !/^\s*(?:\([^()]*\)\s*)?(?:[.;]?\s*$|\s(?:and|et)\s+(?:is|are|was|were|est|sont)\s)/u.test(
        after,
      )
    ) {
      continue;
    }
    // "Rhyme links lines…; the pattern of rhymes in a poem is called its rhyme scheme": the
    // clause after a semicolon has its own subject, unless it points back ("; this process is
    // called X", read elsewhere).
    const semicolon = text.lastIndexOf('; ', occurrence.start);
    const from =
      semicolon >= span.start &&
      !leansOnContext(text.slice(semicolon + 2, occurrence.start), language)
        ? semicolon + 2
        : span.start;
    const before = text.slice(from, occurrence.start);
    // "More inferiorly is the X", "Located between the atria is the X": only a noun phrase (one
    // that opens on an article) is what the term is.
    const inverted = invertedCopula[language]?.exec(before);
    const named = namingPatterns(language)?.namedAfter.exec(before) ?? inverted;
    if (named) {
      const end = named === inverted ? before.length - (named[1] as string).length : named.index;
      let body = afterNamedClause(
        withoutOpeningPhrase(model, spanOf(model, from, from + end)),
        language,
      );
      // "…have long loops that extend deep into the medulla and [are called X]": the subject's
      // first predicate says what they are.
      const joined = /\s+(?:and|et)$/iu.exec(body.text);
      if (joined) body = spanOf(model, body.start, body.end - joined[0].length);
      // "once it reaches the surface it is called lava": a pronoun names it, the thing it stands
      // for is elsewhere.
      if (endsOnPronoun.test(body.text)) continue;
      if (dashJoined.test(body.text)) continue;
      // "When a broken bone is set without surgery, the procedure [is called a closed reduction]":
      // cut before its naming verb, the clause would end on "the procedure"; the condition is
      // what defines, so the card keeps the clause whole, the name included.
      if (openingCondition[language]?.test(body.text)) {
        return spanOf(model, body.start, occurrence.end + (/^\s*\./.exec(after)?.[0].length ?? 0));
      }
      // "The superior opening is the X" identifies it only beside the sentence before.
      const enough = named !== inverted || body.text.split(/\s+/).length >= minInvertedWords;
      if (enough && body.end - body.start >= 15 && wellFormed(body.text, language)) return body;
      continue;
    }
  }
  return undefined;
}

/** "…, and the", " et le ": a coordination opening another clause on a noun phrase. */
const clauseCoordination = /\s(?:and|et)\s+(?=(?:the|an?|le|la|les|l['’]|un|une)[\s'’])/giu;

/**
 * "[Le nombre a est appelé coefficient directeur et] le nombre b [est appelé ordonnée à
 * l'origine]", "[Le nombre a s'appelle le coefficient directeur et] le nombre b [s'appelle…]":
 * when an earlier clause names another term, what names this one starts after the coordination.
 */
function afterNamedClause(body: Span, language: LessonLanguage): Span {
  const naming = namingPatterns(language)?.verb;
  if (!naming) return body;
  let cut = -1;
  for (const match of body.text.matchAll(clauseCoordination)) {
    if (naming.test(body.text.slice(0, match.index))) cut = match.index + match[0].length;
  }
  if (cut < 0) return body;
  return { start: body.start + cut, end: body.end, text: body.text.slice(cut) };
}

/** A short opening phrase and its comma: "In a right-angled triangle, ", "Dans un solide, ". */
const openingPhrase = /^[^,;:()]{2,40},\s+/u;

/**
 * "In a right-angled triangle, the side next to an angle [is called the adjacent side]" -> "the
 * side next to an angle": what names the term is the noun phrase after the opening phrase.
 */
function withoutOpeningPhrase(model: LessonModel, body: Span): Span {
  const opening = openingPhrase.exec(body.text);
  if (!opening) return body;
  const next = foldText(body.text.slice(opening[0].length)).split(/[^\p{L}]+/u)[0] ?? '';
  if (!model.analysis.pack.determiners.has(next)) return body;
  const start = body.start + opening[0].length;
  return { start, end: body.end, text: body.text.slice(opening[0].length) };
}

/** A personal pronoun inside a clause: it stands for something said before. */
const clausePronoun = /(?:^|\s)(?:it|they|them|its|their|il|elle|ils|elles)(?=\s|$)/iu;

/** A clause whose subject, right before its verb, is a pronoun. */
const endsOnPronoun =
  /(?:^|\s)(?:it|they|this|these|those|he|she|il|elle|ils|elles|ce|cela|celui-ci|celle-ci)\s*$/iu;

/**
 * "The inferior tip of the sternum is the xiphoid process.": a clause that ends on the term after
 * a copula and an article says what the term is with its subject, a noun phrase of a few words.
 */
const minInvertedWords = 5;
const invertedCopula: Partial<Record<string, RegExp>> = {
  en: /^(?:the|an?|one)\s.*?(\s+(?:is|are|was|were)\s+(?:the|an?)\s+)$/i,
  fr: /^(?:le|la|les|une?)\s.*?(\s+(?:est|sont|était|étaient)\s+(?:le\s+|la\s+|les\s+|l['’]))$/iu,
};

/**
 * The copulas and the articles of a naming sentence ("is called the…", "est appelée la…"), and
 * the verbs that name alone ("La première affectation s'appelle une initialisation").
 */
const namingFrames: Partial<
  Record<LessonLanguage, { copula: string; article: string; naming?: string }>
> = {
  en: {
    copula: String.raw`(?:is|are|was|were)\s+(?:also\s+)?`,
    article: String.raw`(?:the\s+|an?\s+|its\s+|their\s+)?`,
  },
  fr: {
    copula: String.raw`(?:est|sont|était|étaient)\s+`,
    article: String.raw`(?:l['’]|la\s+|le\s+|les\s+|une?\s+)?`,
    naming: String.raw`s['’]appellen?t?|se\s+nommen?t?`,
  },
};

const namingCache = new Map<LessonLanguage, NamingPatterns | undefined>();
interface NamingPatterns {
  /** A naming participle, or a verb that names alone ("s'appelle"), anywhere in a clause. */
  verb: RegExp;
  /** "… is called X" / "… est appelé X": what comes before names the term. */
  namedAfter: RegExp;
  /**
   * "…contains three tiny bones known as the ossicles", "…trois petits os appelés osselets": a
   * participle right after a noun phrase names the term; the noun phrase is what the term is.
   */
  participleBefore: RegExp;
}

/** The readings of a naming sentence in `language`, from its pack's naming participles. */
function namingPatterns(language: LessonLanguage): NamingPatterns | undefined {
  if (namingCache.has(language)) return namingCache.get(language);
  const participles = languagePacks[language].namingParticiples;
  const frame = namingFrames[language];
  const patterns =
    participles && frame
      ? {
          verb: new RegExp(
            String.raw`\s(?:${participles}${frame.naming ? `|${frame.naming}` : ''})\s`,
            'iu',
          ),
          namedAfter: new RegExp(
            String.raw`\s+(?:${frame.copula}(?:${participles})${frame.naming ? `|${frame.naming}` : ''})\s+${frame.article}$`,
            'iu',
          ),
          participleBefore: new RegExp(String.raw`\s+(?:${participles})\s+${frame.article}$`, 'iu'),
        }
      : undefined;
  namingCache.set(language, patterns);
  return patterns;
}

/** After the term so named, the clause ends or a relative clause or an aside follows. */
const afterNamedTerm =
  /^\s*(?:\([^()]*\)\s*)?(?:[.;]?\s*$|,\s+(?:which|who|that|qui|que|dont)\b)/iu;
/** A noun phrase of at most this many words before such a participle. */
const maxNamedWords = 7;

/**
 * Where the noun phrase that ends `before` starts, walking back over its words up to a verb, a
 * preposition other than "of"/"de", a comma or the clause's start; undefined when the last word
 * is no noun. English words are told by the lexicon's tags, French ones by the verb lexicon.
 */
function nounPhraseStart(model: LessonModel, before: string): number | undefined {
  const { language, pack } = model.analysis;
  const words = [...before.matchAll(/[\p{L}\p{N}'’-]+|[^\p{L}\p{N}'’\s-]+/gu)];
  const joiners = pack.roles?.joiners ?? new Set<string>();
  let start: number | undefined;
  let count = 0;
  for (let i = words.length - 1; i >= 0; i--) {
    const word = words[i]![0];
    if (!/^[\p{L}\p{N}]/u.test(word)) break;
    const lower = word.toLowerCase();
    const folded = foldText(word);
    const last = start === undefined;
    if (language === 'en') {
      const tags = englishTags(lower) ?? [/^\p{N}/u.test(word) ? 'CD' : 'NN'];
      const tag = tags[0] as string;
      if (last && !/^NN/.test(tag)) return undefined;
      // "…combine to form a milky fluid": a word that can be a verb ends the noun phrase.
      const verb = !last && tags.some((t) => /^VB[PZ]?$/.test(t));
      if (verb || (!/^(?:NN|JJ|CD|DT|PRP\$|VBN)/.test(tag) && !joiners.has(folded))) break;
    } else if (language === 'fr') {
      if (frenchFiniteVerbs().has(lower)) break;
      const preposition = pack.relations?.prepositions.has(folded) === true;
      if (preposition && !joiners.has(folded)) break;
      if (last && (pack.stopWords.has(folded) || pack.determiners.has(folded))) return undefined;
    } else {
      return undefined;
    }
    if (++count > maxNamedWords) return undefined;
    start = words[i]!.index;
  }
  if (start === undefined) return undefined;
  // "…of the cochlea": a phrase that opens on "of" is another noun's complement.
  const first = foldText(/^[\p{L}]+/u.exec(before.slice(start))?.[0] ?? '');
  return joiners.has(first) ? undefined : start;
}

/** The noun phrase that a participle right before `occurrence` names it after, if any. */
function namedByParticiple(
  model: LessonModel,
  span: Span,
  occurrence: { start: number; end: number },
): Span | undefined {
  const { text, language } = model.analysis;
  const participle = namingPatterns(language)?.participleBefore.exec(
    text.slice(span.start, occurrence.start),
  );
  if (!participle) return undefined;
  // "…une solution de concentration connue, appelée solution titrante, jusqu'à l'équivalence": a
  // naming phrase between commas names the noun phrase before it whatever the clause goes on to say.
  const lead = text.slice(span.start, span.start + participle.index);
  const framed = /,\s*$/.test(lead) && /^\s*,/.test(text.slice(occurrence.end, span.end));
  if (!framed && !afterNamedTerm.test(text.slice(occurrence.end, span.end))) return undefined;
  const before = framed ? lead.replace(/,\s*$/, '') : lead;
  const start = nounPhraseStart(model, before);
  if (start === undefined) return undefined;
  const body = spanOf(model, span.start + start, span.start + participle.index);
  return body.end - body.start >= 12 && wellFormed(body.text, language) ? body : undefined;
}

/**
 * Whether words set beside a term compare it ("(Catabolisme et Anabolisme comme les cellules
 * eucaryotes)") or are a clause of their own ("the minimum wage being the best-known example", "le
 * SMIC en étant l'exemple"): they do not explain it.
 */
function explainsNothing(text: string): boolean {
  return (
    comparingWords.test(text) ||
    /\s(?:being|étant)\s/iu.test(text) ||
    // "subatomic particles, the three most important of which are protons…": a relative clause
    // that picks some of them out.
    /\s(?:of which|of whom|parmi lesquel(?:le)?s)\s/iu.test(text) ||
    // "un volcanisme effusif, le plus souvent sous-marin": an adverb of frequency and an
    // adjective say how it mostly is, not what it is.
    /^(?:le|la|les)\s+(?:plus|moins)\s+(?:souvent|\p{L}+ment)\s/iu.test(text)
  );
}

/**
 * A comma between two digits ("a layer about 2,900 km thick", "un taux de 3,5 %") is part of a
 * number: `pattern` with its clause text (`[^,;:()]`) taking it in and its clause ends (`[,;]`,
 * `[,;:)]`…) passing over it.
 */
function numbersWhole(pattern: RegExp): RegExp {
  const source = pattern.source
    .replaceAll('[^,;:()]', String.raw`(?:[^,;:()]|(?<=\d),(?=\d))`)
    .replace(/\[,;([^\]]*)\]/g, (_, rest: string) =>
      rest === '' ? String.raw`(?:,(?!(?<=\d,)\d)|;)` : String.raw`(?:,(?!(?<=\d,)\d)|[;${rest}])`,
    );
  return new RegExp(source, pattern.flags);
}

/** `numbersWhole` of every pattern of every language. */
function numbersWholeIn(
  patterns: Partial<Record<string, RegExp[]>>,
): Partial<Record<string, RegExp[]>> {
  return Object.fromEntries(
    Object.entries(patterns).map(([language, list]) => [language, list?.map(numbersWhole)]),
  );
}

/**
 * What may explain a term right after it: "X, a royal fortress that…", "X, that is, …",
 * "X, c’est-à-dire …", "X (production of sperm cells)". The first group is the explanation.
 */
// An apposition ends at a comma, a semicolon or a full stop, not at the stop inside an
// abbreviation ("avant J.-C.", "the U.S. Senate"), which the answer keeps whole.
const appositives: Partial<Record<string, RegExp[]>> = numbersWholeIn({
  en: [
    /^,\s+((?:an?|the)\s[^,;:()]{10,200}?(?:(?<=[.-])\p{Lu}\.)?)(?=[,;]|\.(?![-\p{L}])|$)/iu,
    // "that is" explains only between commas: "a flaw that is barely noticeable" restricts.
    /^,?\s+(?:i\.e\.,?|that is,)\s+([^,;:()]{10,200}?(?:(?<=[.-])\p{Lu}\.)?)(?=[,;)]|\.(?![-\p{L}])|$)/iu,
    /^\s*\(((?:\p{L}+\s+){2,}[^()\d]{5,150}?)\)/u,
    // "the astronomical unit (AU), equal to the mean distance…": a measure and what it is worth.
    /^(?:\s*\([^()]{1,12}\))?,\s+(equal\s+to\s[^,;:()]{10,200}?(?:,\s+(?:or|i\.e\.|that is)\s[^,;:()]{3,100}?)?)(?=[,;)]|\.(?![-\p{L}\d])|$)/iu,
    // "perceptual hypotheses: educated guesses that we make…": a colon after a term in the
    // middle of its sentence, then what it is (a list after it is no explanation).
    /^\s*:\s+([^,;:()]{12,200}?)(?=\s*;|\s*\.(?![-\p{L}])|$)/u,
  ],
  fr: [
    /^,\s+((?:une?|la|le|les|l['’])\s?[^,;:()]{10,200}?(?:(?<=[.-])\p{Lu}\.)?)(?=[,;]|\.(?![-\p{L}])|$)/iu,
    /^,?\s+c['’]est-à-dire\s+(?:qu(?:e\s+|['’]\s*)(?:l['’](?=on\s))?)?([^,;:()]{10,200}?(?:(?<=[.-])\p{Lu}\.)?)(?=[,;)]|\.(?![-\p{L}])|$)/iu,
    /^\s*\(((?:\p{L}+\s+){2,}[^()\d]{5,150}?)\)/u,
    /^(?:\s*\([^()]{1,12}\))?,\s+(égale?s?\s+(?:à|au|aux)\s[^,;:()]{10,200}?(?:,\s+(?:soit|c['’]est-à-dire)\s[^,;:()]{3,100}?)?)(?=[,;)]|\.(?![-\p{L}\d])|$)/iu,
    // "perceptual hypotheses: educated guesses that we make…": a colon after a term in the
    // middle of its sentence, then what it is (a list after it is no explanation).
    /^\s*:\s+([^,;:()]{12,200}?)(?=\s*;|\s*\.(?![-\p{L}])|$)/u,
  ],
});

/**
 * A marker that says the words after it explain the term ("that is", "c'est-à-dire"), or give what
 * a measure is worth ("equal to", "égale à").
 */
const explainingMarker =
  /^(?:\s*\([^()]{1,12}\))?,?\s+(?:i\.e\.|that is|c['’]est-à-dire|equal\s+to|égale?s?\s+(?:à|au|aux))(?![\p{L}])/iu;

/** ", and perestroika, the restructuring…": the next item of a list, with its own explanation. */
const nextExplained = String.raw`,\s+(?:and|or|et|ou)\s+[^,;:()]{1,40},\s+(?:(?:the|an?|le|la|les|une?)\s|l['’]\s?)\p{L}`;

/**
 * "X, a D, and Y, the E", "X, c'est-à-dire la D, et Y, la E": two terms, each with its
 * explanation set beside it.
 */
const pairedExplanations = new RegExp(
  String.raw`^,\s+(?:(?:c['’]est-à-dire|that is,?|i\.e\.,?)\s+)?(?:(?:an?|the|une?|la|le|les)\s|l['’]\s?)[^,;:()]{3,120}${nextExplained}`,
  'iu',
);

const nextItemExplained = new RegExp(`^${nextExplained}`, 'iu');

/**
 * Whether what follows an explanation set beside a term goes on with the next item of a list
 * ("the heart, a muscle, and the lungs"): not when that item has its own explanation beside it
 * ("glasnost, a policy of openness, and perestroika, the restructuring of the economy").
 */
function listGoesOn(rest: string): boolean {
  return /^,\s+(?:and|or|et|ou)\b/i.test(rest) && !nextItemExplained.test(rest);
}

/**
 * "on additionne les numérateurs : 1/4 + 2/4 = 3/4": a formula or a worked calculation beside a
 * term shows what is done with it, not what it is.
 */
function showsCalculation(text: string): boolean {
  return formulaLine.test(text) || !/^\p{L}/u.test(text);
}

/** "the X and the Y", "le X et la Y": two noun phrases joined, each with its article. */
const twoThings =
  /^(?:the|an?|le|la|les|l['’]|une?|des)\s?\S.*\s(?:and|or|et|ou)\s+(?:the|an?|le|la|les|l['’]|une?|des)(?:\s|(?<=['’]))/iu;

/**
 * A word that opens no noun phrase (a preposition, an adverb, a verb: "from the Latin…", "formerly
 * known as…"), determiners aside.
 */
function isFunctionWord(model: LessonModel, word: string): boolean {
  const { pack, language } = model.analysis;
  if (word === '' || pack.determiners.has(word)) return false;
  if (language === 'en' && isMostlyNotNominal(word)) return true;
  return pack.stopWords.has(word);
}

/**
 * `hasFiniteVerb`, English verbs read from the lexicon as well ("the atoms do not lose…"). Without
 * `past`, a form in "-ed" does not count: it may be a participle of a noun phrase ("the darkened
 * skin", "volume of gas inhaled…").
 */
function clauseVerb(text: string, language: LessonLanguage, past = true): boolean {
  if (hasFiniteVerb(text, language)) return true;
  if (language !== 'en') return false;
  const finite = past ? /^(?:VBZ|VBD|VBP|MD)$/ : /^(?:VBZ|VBP|MD)$/;
  const words = text
    .toLowerCase()
    .split(/[^\p{L}']+/u)
    .filter(Boolean);
  // "the pupils constrict": after a plural noun, a word the lexicon lacks is its verb.
  return words.some(
    (w, i) =>
      finite.test(englishTags(w)?.[0] ?? '') ||
      (i > 0 && englishTags(w) === undefined && englishTags(words[i - 1] ?? '')?.[0] === 'NNS'),
  );
}

/**
 * Whether a text says something of its opening words ("the dogs began to salivate", "a
 * cardiologist can implant…") rather than being a noun phrase ("the study of structures that…"):
 * a finite verb comes before any comma or relative clause (see `clauseVerb` for `past`).
 */
export function opensOnClause(text: string, language: LessonLanguage, past = true): boolean {
  const head = text.split(/[,;:(]/u)[0] ?? '';
  return clauseVerb(head.split(relativePronoun[language] ?? /$^/u)[0] ?? '', language, past);
}

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
    // "le béton doit sécher": "doit" is a Lefff noun too (the ledger's), so no verb of the tables.
    return words.some(
      (w) =>
        /^(?:est|sont|était|étaient|a|ont|avait|avaient|doit|doivent|devait|devaient|faut)$/.test(
          w,
        ) || verbs.has(w),
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
    // "(also called X)", "(ou …)", "(e.g. …)", "(tel que le Fer, Zinc…)" name or illustrate;
    // they do not define.
    !/^(?:aussi|also|ou|or|ex|e\.g|i\.e|see|voir|cf|par exemple|for example|for instance|such as|including|like|tels? que|telles? que|comme|notamment)\b/i.test(
      text,
    ) &&
    !/\b(?:what|which|that|who|ce que|ce qui|qui|que)$/i.test(text.trim()) &&
    !leansOnContext(text, language)
  );
}

function namedOrAppositive(model: LessonModel, span: Span, term: KeyTerm): Span | undefined {
  const { text, language } = model.analysis;
  for (const occurrence of term.occurrences) {
    if (occurrence.start < span.start || occurrence.end > span.end) continue;
    let body: Span | undefined;
    const named = namingPatterns(language)?.namedAfter.exec(
      text.slice(span.start, occurrence.start),
    );
    if (named) {
      body = afterNamedClause(
        withoutOpeningPhrase(model, spanOf(model, span.start, span.start + named.index)),
        language,
      );
    }
    if (body && endsOnPronoun.test(body.text)) continue;
    let explicit = false;
    const after = text.slice(
      occurrence.end,
      Math.min(span.end, occurrence.end + 3 * appositiveWindow),
    );
    const apposition = (appositives[language] ?? [])
      .map((pattern) => pattern.exec(after))
      .find((match) => match !== null);
    if (
      !body &&
      // "Pour un corps pur, la température reste…": the main clause follows, not an explanation.
      !inOpeningPhrase(model, span, occurrence) &&
      !joinedByA.test(text.slice(span.start, occurrence.start)) &&
      apposition &&
      !listGoesOn(after.slice(apposition[0].length)) &&
      // "la boue, les rats et les bombardements": the next items of a list, not an explanation.
      !continuesEnumeration(after, language) &&
      // "through alliances, propaganda, an arms race and wars…": after an item and its comma, a
      // phrase that joins two more is the rest of the list.
      !(
        /\p{L}{2,},\s+(?:(?:the|a|an|le|la|les|un|une|des|l['’])\s*)?$/iu.test(
          text.slice(span.start, occurrence.start),
        ) && /\s(?:and|or|et|ou)\s/iu.test(apposition[1] as string)
      ) &&
      !explainsNothing(apposition[1] as string) &&
      // "two major subdivisions: the somatic nervous system and the autonomic nervous system":
      // after a colon, two things joined are the items the term counts, not what it is.
      !(/^\s*:/.test(apposition[0]) && twoThings.test(apposition[1] as string)) &&
      !showsCalculation(apposition[1] as string)
    ) {
      const explanation = apposition[1] as string;
      // "loss, that is, the death of someone a person loves": the marker says it explains.
      explicit = explainingMarker.test(apposition[0]);
      const start = occurrence.end + apposition.index + apposition[0].indexOf(explanation);
      const cut = start + explanation.length;
      const end = cut + nounPhraseRest(model, text.slice(cut, span.end));
      body = { start, end, text: text.slice(start, end) };
    }
    if (!body) continue;
    const inside = term.occurrences.some((o) => o.end > body.start && o.start < body.end);
    const length = body.end - body.start;
    if (
      !inside &&
      length >= 15 &&
      length <= maxBodyLength &&
      wellFormed(body.text, language) &&
      (named
        ? quotableAlone(body.text, language)
        : // "the muscle fiber loses its tension", "a cardiologist can implant…": words with a
          // verb of their own are a clause, not an explanation.
          explicit || !opensOnClause(body.text, language, false))
    ) {
      return body;
    }
  }
  return undefined;
}

/**
 * Whether the term sits in the opening phrase of `span`, after a preposition and a few words
 * ("In covalent bonds, …", "Pour un corps pur, …"): what follows it is the main clause.
 */
function inOpeningPhrase(model: LessonModel, span: Span, occurrence: { start: number }): boolean {
  // Only the words near the term matter: a lesson that is one endless sentence stays linear.
  if (occurrence.start - span.start > appositiveWindow) return false;
  // "In autoimmune diseases, such as type 1 diabetes, the immune system attacks…": an example set
  // aside in the opening phrase, and the comma after it closes the aside.
  const text = model.analysis.text;
  if (
    exampleBefore.test(text.slice(Math.max(span.start, occurrence.start - 30), occurrence.start))
  ) {
    return true;
  }
  const before = foldText(text.slice(span.start, occurrence.start)).trim();
  const first = before.split(/[^\p{L}']+/u)[0] ?? '';
  if (before.includes(',')) return false;
  // "When the chyme enters the small intestine, the pancreas releases…": the term ends a clause
  // of time or condition, and the main clause follows its comma.
  if (openingCondition[model.analysis.language]?.test(`${before} X,`)) return true;
  const words = before.split(/\s+/).length;
  // "In covalent bonds, the atoms…", not "Sometimes the government sets a price ceiling, a
  // maximum legal price, …", whose verb comes before the term.
  if (
    words <= 5 &&
    isFunctionWord(model, first) &&
    !clauseVerb(before, model.analysis.language) &&
    !verbAfterNoun(before, model.analysis.language)
  ) {
    return true;
  }
  // "Drawn on a graph with the price on the vertical axis, the demand curve…": a participle's
  // phrase opens the sentence, longer than a preposition's.
  const tag = model.analysis.language === 'en' ? englishTags(first)?.[0] : undefined;
  return words <= maxParticiplePhraseWords && (tag === 'VBN' || tag === 'VBG');
}

/** Whether English text has a singular noun, then a word that can be its verb ("the government sets"). */
function verbAfterNoun(text: string, language: LessonLanguage): boolean {
  if (language !== 'en') return false;
  const words = text.split(/[^\p{L}']+/u).filter(Boolean);
  return words.some(
    (word, i) =>
      i > 0 &&
      englishTags(words[i - 1] as string)?.[0] === 'NN' &&
      englishTags(word)?.some((tag) => /^VB[ZD]$/.test(tag)) === true,
  );
}

/** A participle's opening phrase has at most this many words before the term. */
const maxParticiplePhraseWords = 12;

/** How far before a term `appositiveAfter` looks (and three times as far after it), in characters. */
const appositiveWindow = 200;

/**
 * The explanation set beside the term in `span` ("the Bastille, a royal fortress and prison that
 * stood for…", "la Bastille, forteresse royale…", "an oxygen debt, which is the amount of…"), when
 * it is a phrase of its own rather than the rest of the clause.
 */
function appositiveAfter(model: LessonModel, span: Span, term: KeyTerm): Span | undefined {
  const { text, language } = model.analysis;
  for (const occurrence of term.occurrences) {
    if (occurrence.start < span.start || occurrence.end > span.end) continue;
    // "The epiphyseal plate, a layer of cartilage, is replaced…": a term that opens its clause is
    // what the whole clause tells about; the words beside it are only part of that.
    // A list item "- hydraulic action, the force of the water hitting the banks;" is the term
    // and what it is.
    if (opensSpan(model, span, occurrence) && !headsListItem(model, occurrence)) continue;
    // "In covalent bonds, the atoms share…": followed by the main clause; "…: the rectus
    // femoris, the vastus lateralis, …" by the next item of a list. A colon right after the
    // term ends no opening phrase ("Our perceptions are based on perceptual hypotheses: …").
    const colon = /^\s*:\s/.test(text.slice(occurrence.end, occurrence.end + 3));
    if (!colon && inOpeningPhrase(model, span, occurrence)) continue;
    // Only the words near the term matter: a lesson that is one endless sentence stays linear.
    const near = Math.max(span.start, occurrence.start - appositiveWindow);
    const words = text.slice(near, occurrence.start).trim().toLowerCase().split(/\s+/);
    const last = words.at(-1) ?? '';
    // "…gives RR, Rr, Rr and rr: a ratio of 3 round to 1 wrinkled": after "and", the term is the
    // last item of a list, and what its colon opens says what the list makes ("…and nociception
    // (a signal…)" still explains its item).
    const listed =
      /[,:;]$/.test(last) ||
      (/^(?:and|or|et|ou)$/.test(last) && colon) ||
      (model.analysis.pack.determiners.has(last) && /[,:;]$/.test(words.at(-2) ?? ''));
    const after = text.slice(
      occurrence.end,
      Math.min(span.end, occurrence.end + 3 * appositiveWindow),
    );
    // "…introduced reforms: glasnost, a policy of openness, and perestroika, the restructuring…":
    // items of a list that each come with their explanation.
    if (listed && !pairedExplanations.test(after)) continue;
    if (joinedByA.test(text.slice(near, occurrence.start))) continue;
    const match = (cardAppositives[language] ?? [])
      .map((pattern) => pattern.exec(after))
      .find((m) => m !== null);
    if (!match) continue;
    // "In defecation, the final step in digestion, undigested materials are removed…": what
    // follows the explanation is an adjunct at most, not the clause's own verb (after a colon,
    // another clause may begin).
    const rest = after.slice(match[0].length).split(/\s[:;]\s|[:;]\s/)[0] ?? '';
    // "le nationalisme, c’est-à-dire l’exaltation de la nation…, entretiennent…": a marker that
    // says "this is what it means" explains the term whatever the clause goes on to say.
    // So does a colon right after a term that ends the sentence's main clause ("…est une guerre
    // totale : toutes les ressources des pays sont mobilisées pour gagner").
    const colonExplains = /^\s*:/.test(match[0]) && afterCopula(model, span, occurrence);
    const explicit = colonExplains || explainingMarker.test(match[0]);
    if (listGoesOn(rest) || (!explicit && clauseVerb(rest, language))) {
      continue;
    }
    // "are the amygdala, the hippocampus, the cerebellum, and…": the next items of a list.
    if (!explicit && continuesEnumeration(after, language)) continue;
    const start = occurrence.end + match.index + match[0].indexOf(match[1] as string);
    const cut = start + (match[1] as string).length;
    const end = cut + nounPhraseRest(model, text.slice(cut, span.end));
    const body = { start, end, text: text.slice(start, end) };
    const explanation = body.text;
    const inside = term.occurrences.some((o) => o.end > body.start && o.start < body.end);
    // "(from the Latin for…)", "(in adults)", "jusqu'à l'équivalence": a phrase opening on a
    // preposition, elided or not, does not define.
    const opening = foldText(explanation).split(/[^\p{L}']+/u)[0] ?? '';
    // (": toutes les ressources…": after such a colon, a clause of its own explains; "c'est-à-dire
    // des nuages de gaz…": after a marker, an article opens what it means.)
    if (
      !colonExplains &&
      !(explicit && model.analysis.pack.determiners.has(opening)) &&
      (isFunctionWord(model, opening) || isFunctionWord(model, opening.split("'")[0] ?? ''))
    ) {
      continue;
    }
    // "le rapport Brundtland, du nom de la Première ministre…": "du", "de" open a phrase that
    // says where the term comes from, not what it is.
    if (language === 'fr' && /^(?:du|de|d)$/.test(opening)) continue;
    const head = explanation.split(relativePronoun[language] ?? /$^/u)[0] ?? explanation;
    // "l’adhérence, la migration et le positionnement": the next items of a list, not an
    // explanation; "l’ovocyte II, bloqué en métaphase": a participle tells what befell it.
    const determiners = [...model.analysis.pack.determiners].join('|');
    // ("c'est-à-dire des nuages de gaz et de cendres": after a marker, one phrase may join two.)
    if (!explicit && new RegExp(`\\s(?:and|or|et|ou)\\s+(?:${determiners})\\s`, 'iu').test(head)) {
      continue;
    }
    const word =
      explanation
        .normalize('NFC')
        .toLowerCase()
        .split(/[^\p{L}]+/u)[0] ?? '';
    if (language === 'fr' && frenchPastParticiples().has(word)) continue;
    if (explainsNothing(explanation) || showsCalculation(explanation)) continue;
    // "it drops its load, a process known as deposition": the words set after the term name the
    // whole clause, not the term.
    if (namesTheClause.test(explanation)) continue;
    if (
      !inside &&
      explanation.length >= 15 &&
      wellFormed(explanation, language) &&
      (explicit || !clauseVerb(head, language))
    ) {
      return body;
    }
  }
  return undefined;
}

/** Whether the term is what the copula of its clause says the subject is ("… est une guerre totale"). */
function afterCopula(model: LessonModel, span: Span, occurrence: { start: number }): boolean {
  const { text, pack } = model.analysis;
  const words = foldText(text.slice(span.start, occurrence.start)).trim().split(/\s+/);
  const last = words.at(-1) ?? '';
  const verb = pack.determiners.has(last) ? words.at(-2) : last;
  return verb !== undefined && pack.copulas.has(verb);
}

/**
 * The explanations a card answer may be: those of `appositives`, up to a colon as well, and
 * "X, which is the…", "X, qui est le…"; in French without an article too ("la Bastille, forteresse
 * royale…"). The first group is the explanation.
 */
const cardAppositives: Partial<Record<string, RegExp[]>> = numbersWholeIn({
  en: [
    /^,\s+((?:an?|the)\s[^,;:()]{10,200}?(?:(?<=[.-])\p{Lu}\.)?)(?=\s*[,;:]|\s*\.(?![-\p{L}])|$)/iu,
    /^,\s+(?:which|who)\s+(?:is|are|was|were)\s+((?:an?|the)\s[^,;:()]{10,200}?(?:(?<=[.-])\p{Lu}\.)?)(?=\s*[,;:]|\s*\.(?![-\p{L}])|$)/iu,
    // "substitutes, goods that can replace each other", "complements, goods used together": a
    // plural kind without a determiner, then what sets it apart.
    /^,\s+(\p{Ll}+s\s+(?:that|which|who|\p{Ll}+ed|made|known|given|held|found|seen|built)\s[^,;:()]{5,200}?)(?=\s*[,;:]|\s*\.(?![-\p{L}])|$)/u,
    /^,?\s+(?:i\.e\.,?|that is,)\s+([^,;:()]{10,200}?(?:(?<=[.-])\p{Lu}\.)?)(?=[,;:)]|\.(?![-\p{L}])|$)/iu,
    /^(?:\s*\([^()]{1,12}\))?,\s+(equal\s+to\s[^,;:()]{10,200}?(?:,\s+(?:or|i\.e\.|that is)\s[^,;:()]{3,100}?)?)(?=[,;)]|\.(?![-\p{L}\d])|$)/iu,
    /^\s*\(((?:\p{L}+\s+){2,}[^()\d]{5,150}?)\)/u,
    // "perceptual hypotheses: educated guesses that we make…": a colon after a term in the
    // middle of its sentence, then what it is (a list after it is no explanation).
    /^\s*:\s+([^,;:()]{12,200}?)(?=\s*;|\s*\.(?![-\p{L}])|$)/u,
  ],
  fr: [
    /^,\s+((?:une?|la|le|les|l['’])\s?[^,;:()]{10,200}?(?:(?<=[.-])\p{Lu}\.)?)(?=\s*[,;:]|\s*\.(?![-\p{L}])|$)/iu,
    /^,\s+(?:qui|lequel|laquelle)\s+(?:est|sont|était|étaient)\s+((?:une?|la|le|les|l['’])\s?[^,;:()]{10,200}?(?:(?<=[.-])\p{Lu}\.)?)(?=\s*[,;:]|\s*\.(?![-\p{L}])|$)/iu,
    /^,?\s+c['’]est-à-dire\s+(?:qu(?:e\s+|['’]\s*)(?:l['’](?=on\s))?)?([^,;:()]{10,200}?(?:(?<=[.-])\p{Lu}\.)?)(?=[,;:)]|\.(?![-\p{L}])|$)/iu,
    /^(?:\s*\([^()]{1,12}\))?,\s+(égale?s?\s+(?:à|au|aux)\s[^,;:()]{10,200}?(?:,\s+(?:soit|c['’]est-à-dire)\s[^,;:()]{3,100}?)?)(?=[,;)]|\.(?![-\p{L}\d])|$)/iu,
    /^,\s+(\p{Ll}[^,;:()]{10,200}?(?:(?<=[.-])\p{Lu}\.)?)(?=\s*[,;:]|\s*\.(?![-\p{L}])|$)/u,
    /^\s*\(((?:\p{L}+\s+){2,}[^()\d]{5,150}?)\)/u,
    // "perceptual hypotheses: educated guesses that we make…": a colon after a term in the
    // middle of its sentence, then what it is (a list after it is no explanation).
    /^\s*:\s+([^,;:()]{12,200}?)(?=\s*;|\s*\.(?![-\p{L}])|$)/u,
  ],
});

/** Whether a term opens its bullet item, right before a comma ("- abrasion, when rocks…"). */
function headsListItem(model: LessonModel, occurrence: { start: number; end: number }): boolean {
  const { blocks, text } = model.analysis;
  const block = blocks.find((b) => b.start <= occurrence.start && occurrence.start < b.end);
  return (
    block?.type === 'bullet' &&
    /^[\s\p{L}'’]{0,4}$/u.test(text.slice(block.start, occurrence.start)) &&
    text[occurrence.end] === ','
  );
}

/** Where a relative clause opens inside an explanation: its verb belongs to the explanation. */
const relativePronoun: Partial<Record<string, RegExp>> = {
  en: /\s(?:that|which|who|whose|where|when|in which)\s/iu,
  fr: /\s(?:qui|que|qu['’]|dont|où|lequel|laquelle|lesquels|lesquelles)\s?/iu,
};

/** Whether the term opens `span`, after at most a determiner or a short opening phrase and comma. */
function opensSpan(model: LessonModel, span: Span, occurrence: { start: number }): boolean {
  const { text, pack } = model.analysis;
  if (occurrence.start - span.start > maxLeadLength) return false;
  const lead = foldText(text.slice(span.start, occurrence.start))
    .trim()
    .replace(/^(?:[\p{L}\p{N}']+\s+){0,2}[\p{L}\p{N}']+\s*[,:]\s*/u, '')
    .replace(/'$/, '');
  return lead === '' || pack.determiners.has(lead);
}
