import type { LessonLanguage } from '@study/shared';
import { languagePacks } from '../text/language-pack.ts';
import { foldText } from '../text/normalize.ts';
import { stemWord } from '../text/stem.ts';
import { coachIntent } from './coach-intents.ts';

/** What a student asks the coach for. */
export type QuestionKind =
  | 'quiz'
  | 'key-points'
  | 'simple'
  | 'why'
  | 'how'
  | 'compare'
  | 'example'
  | 'list'
  | 'when-who'
  | 'definition';

/** A question read: its kind, and the content words of what it is about (folded stems). */
export interface ParsedQuestion {
  kind: QuestionKind;
  focus: string[];
  /** For a comparison, the stems of each side. */
  sides: string[][];
  /** "Why is X important?": what X is comes first, then what the lesson says it does. */
  importance: boolean;
  /** "Who discovered X?": a person is asked for, which only a name in the lesson answers. */
  person: boolean;
}

const importance =
  /\b(?:importante?s?|importance|matters?|role|purpose|significan\w*|sert|utilite)\b/;

// Patterns over the folded question, elisions kept ("qu'est-ce que l'infiltration"); the first
// that matches gives the kind. A question that fits none is read as a request for a definition.
const kinds: Partial<Record<LessonLanguage, Array<[QuestionKind, RegExp]>>> = {
  en: [
    ['simple', /\b(?:simply|in simple (?:terms|words)|like i'?m (?:five|5|a child)|eli5)\b/],
    ['compare', /\b(?:difference|differences|differ|compare|comparison|versus|vs)\b/],
    ['why', /^why\b|\b(?:what (?:caused|causes|led to)|reasons? (?:for|why)|causes? of)\b/],
    ['how', /^how (?:does|do|did|is|are|can|was|were)\b|\bprocess of\b|\bhow .+ works?\b/],
    ['example', /\b(?:examples?|instance)\b/],
    [
      'list',
      /^(?:list|name|enumerate)\b|^what are the (?:types|kinds|stages|steps|phases|parts|main)\b/,
    ],
    ['when-who', /^(?:when|who|in what year|what year|whom)\b/],
  ],
  fr: [
    ['simple', /\b(?:simplement|simple|termes simples|facilement)\b/],
    ['compare', /\b(?:difference|differences|differencier|comparer|compare|versus|vs)\b/],
    ['why', /^pourquoi\b|\b(?:causes?|raisons?) (?:de|du|des)\b/],
    ['how', /^comment\b/],
    ['example', /\bexemples?\b/],
    [
      'list',
      /^(?:liste|cite|enumere|nomme)\b|^quel(?:le)?s sont les (?:types|etapes|phases|sortes|parties|differents)\b/,
    ],
    ['when-who', /^(?:quand|qui|en quelle annee|a quelle date)\b/],
  ],
};

// Words that frame a question rather than name its subject, folded.
const frames: Partial<Record<LessonLanguage, string>> = {
  en: `what whats explain explained define definition describe tell meant mean means meaning
    important importance matter matters why how work works working happen happens happened start
    started begin began cause causes caused reason reasons example examples instance difference
    differences differ compare comparison versus vs list name enumerate types kinds stages steps
    phases parts main when who whom year simply simple term terms word words please lesson course
    give show happen role purpose function mean significance significant understand know
    process can you me lead led eli5 child five remember recall learn know revise should need`,
  fr: `quoi qu est-ce explique expliquer expliquez explication definis definir definissez
    definition signifie signifier veut vouloir dire parle parler important importante importance
    pourquoi comment fonctionne fonctionnent marche passe exemple exemples difference differences
    differencier comparer compare liste cite enumere nomme types etapes phases sortes parties
    differents quand qui annee date simplement simple termes facilement peux peut pouvez tu vous
    moi m s'il plait stp cours lecon role sert servir sens est-il est-elle ce cela ca rapport
    retenir savoir apprendre reviser dois faut`,
};

/** Languages students write their questions in whatever the lesson's: the interface's. */
const questionLanguages: LessonLanguage[] = ['en', 'fr'];

interface Reading {
  stopWords: Set<string>;
  elisions: Set<string>;
  frame: Set<string>;
}

const readings = new Map<LessonLanguage, Reading>();

/** The words to skip in a question on a lesson of `language`: its own and the interface's. */
function readingFor(language: LessonLanguage): Reading {
  let reading = readings.get(language);
  if (!reading) {
    const languages = [language, ...questionLanguages.filter((l) => l !== language)];
    reading = { stopWords: new Set(), elisions: new Set(), frame: new Set() };
    for (const l of languages) {
      const pack = languagePacks[l];
      for (const w of pack.stopWords) reading.stopWords.add(w);
      for (const w of pack.elisions) reading.elisions.add(w);
      for (const w of (frames[l] ?? '').split(/\s+/).filter(Boolean)) {
        reading.frame.add(w);
        reading.frame.add(stemWord(w, language));
      }
    }
    readings.set(language, reading);
  }
  return reading;
}

/** The content-word stems of a piece of question, elisions and frame words removed. */
export function subjectStems(text: string, language: LessonLanguage): string[] {
  const { stopWords, elisions, frame } = readingFor(language);
  const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  const stems: string[] = [];
  // "What's" is "what is" whatever the lesson's language: a French word segmenter keeps it whole.
  const expanded = foldText(text).replace(/\b(what|who|where|how|when|why|that|it)'s\b/g, '$1 is');
  for (const piece of segmenter.segment(expanded)) {
    if (!piece.isWordLike) continue;
    let word = piece.segment;
    const apostrophe = word.indexOf("'");
    if (apostrophe > 0 && elisions.has(word.slice(0, apostrophe))) {
      word = word.slice(apostrophe + 1);
    }
    for (const part of word.split('-')) {
      if (!part || stopWords.has(part) || frame.has(part) || !/\p{L}|\d/u.test(part)) continue;
      const stem = stemWord(part, language);
      if (!frame.has(stem) && !stems.includes(stem)) stems.push(stem);
    }
  }
  return stems;
}

/** The two sides of "the difference between A and B", "compare A and B", "A vs B". */
function sidesOf(folded: string, language: LessonLanguage): string[][] {
  const joiner = /\s+(?:and|or|et|ou|vs\.?|versus)\s+/;
  const body = folded
    .replace(/^.*?\b(?:between|entre)\b/, '')
    .replace(/^.*?\b(?:compare|comparer)\b/, '');
  const parts = body.split(joiner);
  if (parts.length < 2) return [];
  return parts
    .slice(0, 2)
    .map((part) => subjectStems(part, language))
    .filter((stems) => stems.length > 0);
}

/** Reads a student's question: its kind in the lesson's language and what it is about. */
export function parseQuestion(question: string, language: LessonLanguage): ParsedQuestion {
  const intent = coachIntent(question);
  if (intent) return { kind: intent, focus: [], sides: [], importance: false, person: false };
  const folded = foldText(question)
    .replace(/[\s?.!¿¡]+$/u, '')
    .replace(/\s+/g, ' ')
    .trim();
  const patterns = [language, ...questionLanguages.filter((l) => l !== language)].flatMap(
    (l) => kinds[l] ?? [],
  );
  const kind = patterns.find(([, pattern]) => pattern.test(folded))?.[0] ?? 'definition';
  const focus = subjectStems(folded, language);
  const sides = kind === 'compare' ? sidesOf(folded, language) : [];
  return {
    kind: kind === 'compare' && sides.length < 2 ? 'definition' : kind,
    focus,
    sides,
    importance: kind === 'why' && importance.test(folded),
    person: kind === 'when-who' && /^(?:who|whom|qui)\b/.test(folded),
  };
}
