import type { LessonLanguage } from '@study/shared';
import { namesTheory } from '../text/copula-phrases.ts';
import { languagePacks } from '../text/language-pack.ts';
import { leansOnContext } from '../text/self-contained.ts';
import type { KeyTerm } from './extract-key-terms.ts';
import type { LessonModel } from './lesson-model.ts';

/**
 * What a person of the lesson says, in a sentence that opens on their name: "Freud believed that
 * dreams…", "Malthus explique que…", "Ricardo dit : il faut que…". The statement is what follows
 * the verb, as the lesson writes it.
 */
export interface SayingFact {
  term: KeyTerm;
  sentence: number;
  start: number;
  end: number;
  statement: string;
}

/** A statement shorter than this says too little to tell its author; longer, it is a paragraph. */
const minStatementLength = 20;
const maxStatementLength = 220;

const patterns = new Map<LessonLanguage, RegExp | undefined>();

function sayingPattern(language: LessonLanguage): RegExp | undefined {
  if (!patterns.has(language)) {
    const says = languagePacks[language].people?.says;
    patterns.set(
      language,
      says === undefined
        ? undefined
        : new RegExp(String.raw`^(?:\s*\([^()]*\))?\s*${says}(?=[\p{L}"“«])`, 'iu'),
    );
  }
  return patterns.get(language);
}

/**
 * Whether a term may name a person: capitalised, no acronym ("CDC"), no possessive or contraction
 * ("Skinner's", "We've"), no digit, no kind of theory.
 */
export function namesPerson(surface: string, language: LessonLanguage): boolean {
  return (
    /^\p{Lu}/u.test(surface) &&
    !/^[\p{Lu}\p{N}-]+$/u.test(surface) &&
    !/['’](?:s|ve|m|re|ll|d|t)$/iu.test(surface) &&
    !/\p{N}/u.test(surface) &&
    !namesTheory(surface, language)
  );
}

/**
 * The lesson's sayings, one per person: a key term that may name a person, opening its
 * sentence (past a year in parentheses), then a verb of saying and what was said.
 */
export function sayingFacts(model: LessonModel): SayingFact[] {
  const { text, sentences, language } = model.analysis;
  const pattern = sayingPattern(language);
  if (!pattern) return [];
  const facts: SayingFact[] = [];
  for (const term of model.terms) {
    if (!namesPerson(term.surface, language)) continue;
    for (const occurrence of term.occurrences) {
      const sentence = sentences[occurrence.sentence];
      if (!sentence || sentence.heading) continue;
      if (text.slice(sentence.start, occurrence.start).trim() !== '') continue;
      const verb = pattern.exec(text.slice(occurrence.end, sentence.end));
      if (!verb) continue;
      const start = occurrence.end + verb[0].length;
      let end = sentence.end;
      while (end > start && /[\s.;:!?]/u.test(text[end - 1] ?? '')) end--;
      const statement = text.slice(start, end);
      if (statement.length < minStatementLength || statement.length > maxStatementLength) continue;
      if (leansOnContext(statement, language)) continue;
      facts.push({ term, sentence: occurrence.sentence, start, end, statement });
      break;
    }
  }
  return facts;
}
