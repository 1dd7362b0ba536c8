import type { LessonLanguage } from '@study/shared';
import { canBeFiniteVerb, englishTags } from '../text/english-lexicon.ts';
import {
  frenchFiniteVerbs,
  frenchPastParticiples,
  frenchPresentThirdPersons,
} from '../text/french-lexicon.ts';
import type { LessonAnalysis, Token } from '../text/analyze-lesson.ts';
import { foldText } from '../text/normalize.ts';
import { containsWords } from '../quiz-invariants.ts';
import type { KeyTerm } from './extract-key-terms.ts';
import type { LessonModel } from './lesson-model.ts';

/**
 * What the lesson says one of its key terms does, in a sentence that opens on the term and its
 * verb: "The nucleus controls the activities of the cell", "Les globules rouges transportent le
 * dioxygène". The role is the predicate, from the verb on.
 */
export interface RoleFact {
  /** The key term the sentence opens on; none for a role that is only another one's choice. */
  term?: KeyTerm;
  /** The words of the subject, folded ("cell membrane"). */
  subject: string;
  /** The subject as the sentence writes it, capital of its first word aside ("connective tissues"). */
  written: string;
  /** "controls the activities of the cell", as the lesson writes it. */
  role: string;
  /**
   * The verb's form: choices must agree with the question ("what does X do?" among singular
   * verbs, "what did X do?" among past ones, whatever their subjects' number).
   */
  form: 'singular' | 'plural' | 'past';
  sentence: number;
  start: number;
  end: number;
}

/** A role longer than this is a paragraph in a sentence, too long for a choice. */
const maxRoleLength = 110;
const maxRoleWords = 18;
/** A subject of more words than this is a clause, not a noun phrase. */
const maxSubjectWords = 4;

/**
 * The number of the verb that opens `word` in a present-tense clause whose subject is `subject`,
 * or undefined when the word is no such verb. English: a verb in -s after a singular noun ("The
 * heart's" aside), a base form after a plural one, the lexicon telling verbs from nouns ("The heart
 * rate" is no role of the heart: "rate" is a noun first), or a verb in the past ("The Assembly
 * abolished…"), whatever its subject. French: a present third person of a
 * Lefff verb, nouns included ("contrôle"), since right after its subject a word is its verb.
 */
function verbForm(
  language: LessonLanguage,
  word: string,
  subject: string,
  next: string | undefined,
  articles: ReadonlySet<string>,
  afterNext?: string,
): RoleFact['form'] | undefined {
  if (language === 'fr') {
    const persons = frenchPresentThirdPersons();
    // "La réaction inverse est…", "La membrane interne possède…": a verb right after the word
    // makes it an adjective of the subject.
    if (next !== undefined && (persons.singular.has(next) || persons.plural.has(next))) {
      return undefined;
    }
    if (persons.singular.has(word)) return 'singular';
    if (persons.plural.has(word)) return 'plural';
    return undefined;
  }
  if (language !== 'en') return undefined;
  const tags = englishTags(word) ?? [];
  const subjectTags = englishTags(subject);
  // "Anatomical terms derive…": an adjective is no subject, and "terms" no verb after it.
  if (subjectTags && !subjectTags.some((t) => t.startsWith('NN'))) return undefined;
  // A word that is a plural noun first ("controls", "heads") is a verb only before its object
  // ("The nucleus controls the activities…", "controls what enters…"), not before a verb, an
  // adjective or a relative pronoun ("Phosphate heads are…", "compounds essential to…",
  // "Membrane proteins that aid…").
  if (tags[0] === 'NNS' && (next === undefined || !articles.has(next))) {
    const nextFirst = englishTags(next ?? '')?.[0] ?? '';
    if (next === undefined || /^(?:VB|MD|JJ|WDT|IN)/.test(nextFirst) || next === 'that') {
      return undefined;
    }
    // "Childhood experiences shape our personalities": a word that can be a plural verb, then
    // its object's article, is the verb; the plural noun before it is its subject.
    const nextIsVerb = englishTags(next)?.includes('VBP') === true;
    const objectOpens =
      afterNext !== undefined &&
      (articles.has(afterNext) || /^(?:DT|PRP\$)$/.test(englishTags(afterNext)?.[0] ?? ''));
    if (nextIsVerb && objectOpens) return undefined;
  }
  const pluralSubject = subjectTags
    ? subjectTags.includes('NNS') && !subjectTags.includes('NN')
    : /(?:[^su]s|a)$/.test(subject);
  if (!pluralSubject && /[^su]s$/.test(word) && tags.includes('VBZ')) return 'singular';
  if (pluralSubject && (tags[0] === 'VB' || tags[0] === 'VBP') && tags.includes('VBP')) {
    return 'plural';
  }
  // "developed", "abolished": a participle first in the lexicon, the verb right after a subject.
  if ((tags[0] === 'VBD' || tags[0] === 'VBN') && tags.includes('VBD')) return 'past';
  return undefined;
}

const cache = new WeakMap<LessonModel, RoleFact[]>();

/** A present verb or a modal, the lexicon's first reading ("allows", "serve", "may"). */
function presentVerb(word: string): boolean {
  const tags = englishTags(word) ?? [];
  return /^(?:VBZ|VBP|MD)$/.test(tags[0] ?? '') || (tags[0] === 'VB' && tags.includes('VBP'));
}

/** Participles that a place or an origin follows only in the passive ("found in", "located within"). */
const passiveBeforePlace = new Set(
  'found located situated released produced formed filled made composed derived secreted stored contained attached connected embedded surrounded covered lined called named known termed'.split(
    ' ',
  ),
);
const placeWords = new Set(
  'in within inside beneath below above near throughout along between from into on at of with under'.split(
    ' ',
  ),
);

/** Words that open a clause of its own, whose verbs are not the sentence's ("how … fit"). */
const clauseOpeners = new Set(
  'that which who whom whose how what why where when whether if because while although as'.split(
    ' ',
  ),
);

/**
 * Whether an English past that follows its subject is a participle going on with it, the clause's
 * verb coming after a noun: "bone marrow found within bones stores fat", "the shallow socket
 * formed by the glenoid cavity allows…", "organs called gonads produce…", "milk produced in the
 * first postpartum days, provides…"; not "Tyre worked for little pay", "continued to work", "helped
 * an organism fit" after "how". `clause` is the role's words up to its first comma, the verb first;
 * `role` the whole role.
 */
function reducedRelative(clause: readonly string[], role: string): boolean {
  const end = clause.findIndex((w, i) => i > 0 && clauseOpeners.has(w));
  const own = end > 0 ? clause.slice(0, end) : clause;
  const [verb = '', next = ''] = own;
  if (next === 'by' || (passiveBeforePlace.has(verb) && placeWords.has(next))) return true;
  const noun = (w: string | undefined) => /^NNS?$/.test(englishTags(w ?? '')?.[0] ?? 'NN');
  const adverb = (w: string | undefined) => englishTags(w ?? '')?.[0] === 'RB';
  for (let i = 2; i < own.length; i++) {
    if (!presentVerb(own[i] as string)) continue;
    if (noun(adverb(own[i - 1]) ? own[i - 2] : own[i - 1])) return true;
  }
  const afterComma =
    foldText(role.split(',')[1] ?? '')
      .trim()
      .split(/\s+/u)[0] ?? '';
  return end < 0 && afterComma !== '' && presentVerb(afterComma);
}

/** An opening phrase before a comma is at most this many words ("Dans la nuit du 4 août 1789,"). */
const maxOpeningWords = 7;

/**
 * The first token after a short opening phrase and its comma that holds no verb, or `first` when
 * the sentence has none: what follows it is the clause's subject.
 */
function openingPhraseEnd(analysis: LessonAnalysis, first: number, end: number): number {
  const { text, tokens, language } = analysis;
  for (let at = first; at < Math.min(end, first + maxOpeningWords); at++) {
    const token = tokens[at]!;
    const written = text.slice(token.start, token.end).toLowerCase();
    const verb =
      language === 'fr'
        ? frenchFiniteVerbs().has(written)
        : language === 'en' && canBeFiniteVerb(written) && englishTags(written)?.[0] !== 'IN';
    if (verb) return first;
    if (/^\s*,/u.test(text.slice(token.end, tokens[at + 1]?.start ?? token.end))) {
      return at + 1 < end ? at + 1 : first;
    }
  }
  return first;
}

/**
 * The roles the lesson gives its subjects, key terms or not: a sentence (or the clause after a
 * short opening phrase) that opens on a noun phrase of a few words followed at once by a verb that
 * does something, not one that is, has, contains, means or causes (those are definitions, lists
 * and causes, asked otherwise). The role must be short enough for a choice and must not name its
 * subject.
 */
export function roleFacts(model: LessonModel): RoleFact[] {
  const cached = cache.get(model);
  if (cached) return cached;
  const facts: RoleFact[] = [];
  const { analysis } = model;
  const { text, sentences, tokens, pack } = analysis;
  const cues = pack.roles;
  if (!cues) {
    cache.set(model, facts);
    return facts;
  }
  const causes = pack.relations ? new RegExp(`^(?:${pack.relations.causes})\\s`, 'iu') : undefined;
  // Determiners that are no relative pronoun ("Membrane proteins that aid…" is no verb's object).
  const articles = new Set([...pack.determiners].filter((word) => !pack.relatives.has(word)));
  const seen = new Set<string>();
  for (const sentence of sentences) {
    if (sentence.heading) continue;
    if (text.slice(sentence.start, sentence.end).trim().endsWith('?')) continue;
    // The subject opens the sentence, after its article at most: "The", "Les", "L’"; or the
    // clause after a short opening phrase with no verb ("In 1665, Robert Hooke looked…", "Le 14
    // juillet 1789, le peuple de Paris prend…"), not after a clause ("When the heart contracts,").
    let first = openingPhraseEnd(analysis, sentence.firstToken, sentence.endToken);
    while (
      first < sentence.endToken &&
      (pack.determiners.has(tokens[first]!.fold) || pack.elisions.has(tokens[first]!.fold))
    ) {
      first += 1;
    }
    // Lexicons hold words with their accents ("contrôle"), which folded tokens lose.
    const word = (t: Token | undefined) =>
      t && t.sentence === sentence.index ? text.slice(t.start, t.end).toLowerCase() : undefined;
    // Its verb follows it at once, within a few content words: "The cell membrane controls…".
    let verbAt = -1;
    let form: RoleFact['form'] | undefined;
    for (let at = first + 1; at < Math.min(sentence.endToken, first + maxSubjectWords + 1); at++) {
      const token = tokens[at]!;
      const previous = tokens[at - 1]!;
      // "le peuple de Paris prend…": "of", "de" join the subject's words, other grammar words end it.
      const joins = cues.joiners.has(previous.fold) && at - 1 > first && !token.stop;
      if ((previous.stop && !joins) || !/^\s+$/u.test(text.slice(previous.end, token.start))) {
        break;
      }
      // "L’Assemblée nationale a aboli les privilèges": an auxiliary and a participle, the past.
      if (cues.perfect?.has(token.fold)) {
        const participle = word(tokens[at + 1]);
        if (participle !== undefined && frenchPastParticiples().has(participle)) {
          form = 'past';
          verbAt = at;
        }
        break;
      }
      if (cues.excluded.has(token.fold)) break;
      form = verbForm(
        analysis.language,
        word(token) as string,
        word(previous) as string,
        word(tokens[at + 1]),
        articles,
        word(tokens[at + 2]),
      );
      if (form) {
        verbAt = at;
        break;
      }
    }
    const verb = tokens[verbAt];
    if (!verb || !form) continue;
    const opening = tokens[first]!;
    const subjectText = text.slice(opening.start, tokens[verbAt - 1]!.end);
    const subject = foldText(subjectText);
    // "Let's assume…", "Newton's …": a contraction or a possessive is no subject.
    if (/['’]/u.test(subjectText)) continue;
    const term = model.terms.find((t) =>
      t.occurrences.some(
        (o) =>
          o.sentence === sentence.index &&
          o.start === opening.start &&
          o.end === tokens[verbAt - 1]!.end,
      ),
    );
    let role = text
      .slice(verb.start, sentence.end)
      .split(/[;:]/u)[0]!
      .trim()
      .replace(/\s*\(\s*\)/gu, '')
      .replace(/[\s.!]+$/u, '');
    if (causes?.test(role) || role.includes('(')) continue;
    // "The tissue found in bones was hard": a verb after it in its own clause makes it a
    // participle ("proposed that animals are made of cells" is a verb, its object a clause).
    const clause = foldText(role.split(',')[0] ?? '').split(/\s+/);
    const relative = clause.findIndex((w) => pack.relatives.has(w));
    const own = relative >= 0 ? clause.slice(0, relative) : clause;
    if (form === 'past' && own.slice(1).some((w) => cues.excluded.has(w))) continue;
    if (form === 'past' && analysis.language === 'en' && reducedRelative(clause, role)) continue;
    role = role.replace(/^\p{Lu}/u, (c) => c.toLowerCase());
    const words = role.split(/\s+/).length;
    if (words < 2 || words > maxRoleWords || role.length > maxRoleLength) continue;
    if (containsWords(foldText(role), subject)) continue;
    // "Vaccination uses this memory": what the sentence before said.
    if (
      foldText(role)
        .split(/\s+/u)
        .some((w) => cues.demonstratives.has(w))
    )
      continue;
    const key = `${subject} ${form}`;
    if (seen.has(key)) continue;
    seen.add(key);
    // "Connective tissues come in…" asks about "connective tissues", as written, not the term's
    // singular; a name keeps its capital.
    const name =
      subjectText.split(/\s+/).every((w) => /^\p{Lu}/u.test(w)) && /\s/u.test(subjectText);
    // Only the sentence's first word loses its capital ("Chloroplasts absorb…").
    const lowered =
      name || opening.start !== tokens[sentence.firstToken]?.start
        ? subjectText
        : subjectText.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
    facts.push({
      ...(term ? { term } : {}),
      subject,
      written: term && /^\p{Lu}/u.test(term.surface) ? subjectText : lowered,
      role,
      form,
      sentence: sentence.index,
      start: sentence.start,
      end: sentence.end,
    });
  }
  cache.set(model, facts);
  return facts;
}

/**
 * The question a role fact asks, as a template of `{term}`: "what does … do?", "what do … do?",
 * or "what did … do?" of a name only (a common noun's past is a story's: "the dad wondered…").
 * Undefined when the fact asks nothing: it has no key term, or the language no such question.
 */
export function roleTemplate(model: LessonModel, fact: RoleFact): string | undefined {
  const cues = model.analysis.pack.roles;
  if (!cues || !fact.term || (fact.form === 'past' && fact.term.kind !== 'name')) return undefined;
  return { singular: cues.whatDoes, plural: cues.whatDo, past: cues.whatDid }[fact.form];
}

/**
 * The role question of a card or an open question whose answer lies in the sentence that says
 * what its term does, with the subject as that sentence writes it.
 */
export function roleQuestionOf(
  model: LessonModel,
  term: KeyTerm,
  answer: { start: number; end: number },
): { template: string; written: string } | undefined {
  const fact = roleFacts(model).find(
    (f) => f.term === term && f.start <= answer.start && answer.end <= f.end,
  );
  const template = fact && roleTemplate(model, fact);
  return fact && template ? { template, written: fact.written } : undefined;
}
