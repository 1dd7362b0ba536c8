/**
 * Answers made by rule from a lesson's defining sentence, for measuring the grader: paraphrases a
 * student could give (everyday synonyms, another word order, other inflections) and wrong answers
 * (the sentence negated, another term's defining words put in its place).
 */
import { escapeRegExp } from '../text/normalize.ts';
import { everydaySynonym } from '../text/synonyms.ts';

const copulas: Record<'en' | 'fr', string> = {
  en: '(?:is|are|refers to|means)',
  fr: '(?:est|sont|désigne|désignent|correspond à)',
};

const articles: Record<'en' | 'fr', string> = {
  en: '(?:the |a |an )?',
  fr: "(?:l[’']|le |la |les |un |une |des )?",
};

/** "X is Y" split into the subject and what it is said to be, when the sentence opens so. */
export function splitDefinition(
  sentence: string,
  term: string,
  language: 'en' | 'fr',
): { subject: string; copula: string; predicate: string } | undefined {
  const pattern = new RegExp(
    `^(${articles[language]}${escapeRegExp(term)}[\\p{L}]{0,2})\\s+(${copulas[language]})\\s+(.+?)[.!?]?$`,
    'iu',
  );
  const match = pattern.exec(sentence.trim());
  if (!match) return undefined;
  return { subject: match[1] ?? '', copula: match[2] ?? '', predicate: match[3] ?? '' };
}

function inflect(word: string, index: number): string {
  // Every other plural made singular: "cells" -> "cell", "protéines" -> "protéine".
  if (index % 2 === 0 && word.length > 4 && /[^su]s$|[^e]x$/iu.test(word)) return word.slice(0, -1);
  return word;
}

function rewordWords(text: string, language: 'en' | 'fr'): string {
  let content = 0;
  return text.replace(/[\p{L}’']+/gu, (word) => {
    const synonym = everydaySynonym(word, language);
    if (synonym) return synonym;
    return word.length > 3 ? inflect(word, content++) : word;
  });
}

/**
 * A paraphrase of the defining sentence: its predicate first and the term after it ("a ... :
 * that is X"), or its two halves swapped around a comma, with everyday synonyms and singulars.
 */
export function paraphrase(sentence: string, term: string, language: 'en' | 'fr'): string {
  const parts = splitDefinition(sentence, term, language);
  let reordered: string;
  if (parts) {
    reordered =
      language === 'fr'
        ? `${parts.predicate} : c’est ce qu’on appelle ${term}`
        : `${parts.predicate}: that is what ${term} means`;
  } else {
    const text = sentence.trim().replace(/[.!?]$/, '');
    const comma = text.indexOf(', ');
    reordered =
      comma > 15 && text.length - comma > 15
        ? `${text.slice(comma + 2)}, ${text.slice(0, comma)}`
        : text;
  }
  return rewordWords(reordered, language);
}

/** The defining sentence negated ("X is not ...", "X n’est pas ..."), when its verb allows it. */
export function negate(sentence: string, language: 'en' | 'fr'): string | undefined {
  const text = sentence.trim();
  const rules: Array<[RegExp, string]> =
    language === 'fr'
      ? [[/\s(est|sont|peut|peuvent|contient|contiennent|permet|permettent)\s/u, ' ne $1 pas ']]
      : [[/\s(is|are|can|was|were|has|have)\s/u, ' $1 not ']];
  for (const [pattern, replacement] of rules) {
    if (pattern.test(text)) {
      const out = text.replace(pattern, replacement);
      return language === 'fr' ? out.replace(/\bne ([aeiouéh])/giu, 'n’$1') : out;
    }
  }
  return undefined;
}

/** A wrong answer in the lesson's words: the predicate that defines another term, for this one. */
export function confuse(
  term: string,
  otherSentence: string,
  otherTerm: string,
  language: 'en' | 'fr',
): string | undefined {
  const other = splitDefinition(otherSentence, otherTerm, language);
  if (!other) return undefined;
  return `${term} ${other.copula} ${other.predicate}`;
}
