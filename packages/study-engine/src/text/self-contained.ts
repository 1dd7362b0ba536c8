import type { LessonLanguage } from '@study/shared';
import { rankAmongThem } from './copula-phrases.ts';

/**
 * Discourse connectives that open a sentence and can be dropped without changing what it states
 * ("In contrast, X is…" -> "X is…"). Grammar words of each language, written by hand.
 */
const connectives: Partial<Record<LessonLanguage, RegExp>> = {
  en: /^(?:on the other hand|in contrast|by contrast|however|for example|for instance|similarly|likewise|thus|therefore|hence|moreover|furthermore|additionally|in addition|instead|finally|also|then|in other words|in fact|indeed|as a result|consequently|in general|generally|in short|first|second|third|next|but|and|or|so|yet|because of this|in this case)\s*,?\s+/i,
  fr: /^(?:en revanche|à l['’]inverse|au contraire|par contre|cependant|toutefois|par exemple|ainsi|de plus|en outre|en effet|enfin|donc|or|mais|et|puis|ensuite|d['’]autre part|d['’]abord|également|aussi|alors|de même|autrement dit|en général|c['’]est pourquoi)\s*,?\s+/i,
};

/** The case of the sentence before: "Sinon, …", "Dans l'autre cas, …", "In that case, …". */
const caseBefore = {
  en: String.raw`in (?:that|the other|either|each|both|the (?:first|second|latter|former)) cases?`,
  fr: String.raw`sinon|autrement|dans (?:ce|l['’]autre|le (?:premier|second|deuxième|dernier)|les deux|chaque) cas|dans le cas contraire`,
};

/** Words that point back to the sentence before ("This…", "It…", "Elle…"). */
const anaphors: Partial<Record<LessonLanguage, RegExp>> = {
  en: new RegExp(
    String.raw`^(?:this|these|those|that|it(?! is (?:also )?(?:important|possible|necessary|common|likely|known|thought|believed|estimated)\b)|its|they|them|their|he|she|his|her|such(?! as\b)|both|another|the latter|the former|here|unlike|other|otherwise|else|if not|in th(?:is|ese)|${caseBefore.en})\b`,
    'i',
  ),
  // "Sinon, ce sont des hétéropolymères", "Dans l'autre cas, elle est apolaire": the case is the
  // sentence before's.
  fr: new RegExp(
    String.raw`^(?:il(?! (?:existe|y a|faut|s['’]agit|est (?:possible|nécessaire|important))\b)|elle|ils|elles|ce|cet|cette|ces|cela|ceci|ça|celui|celle|ceux|celles|leur|leurs|son|sa|ses|on(?! (?:appelle|nomme|désigne|définit)\b)|dernier|dernière|${caseBefore.fr})\b`,
    'i',
  ),
};

/**
 * Words that make the words before them a preposition's head or an adverb of a participle, not a
 * connective, when no comma comes between: "In contrast to phagocytosis, …", "Ainsi que le
 * montre…", "Aussi appelées boucles conditionnelles, elles…", "Also known as…".
 */
const continuations: Partial<Record<LessonLanguage, RegExp>> = {
  en: /^(?:to|with|than|of|from|called|known|termed|named)\b/i,
  fr: /^(?:que|qu['’]|de|d['’]|du|des|à|au|aux|appelée?s?|nommée?s?|dénommée?s?|dite?s?|connue?s?)(?=[\s\p{L}])/iu,
};

/**
 * How many leading characters of `text` are droppable connectives (0 when none): "However, in
 * contrast, X is…" -> "X is…"; "Finally, instead of thymine, RNA…" -> "instead of thymine, RNA…".
 */
export function connectiveLength(text: string, language: LessonLanguage): number {
  const connective = connectives[language];
  if (!connective) return 0;
  let length = 0;
  for (;;) {
    const match = connective.exec(text.slice(length));
    if (!match) break;
    const rest = text.slice(length + match[0].length);
    if (!/,\s*$/u.test(match[0]) && continuations[language]?.test(rest)) break;
    length += match[0].length;
  }
  // "Also" alone before a verb ("Also known as…") is no connective to drop.
  return /^[\p{L}\p{N}“"«‘']/u.test(text.slice(length)) ? length : 0;
}

/** Whether `text` cannot stand alone: a question, or it opens on a word pointing back. */
export function leansOnContext(text: string, language: LessonLanguage): boolean {
  const trimmed = text.trim();
  if (trimmed.endsWith('?')) return true;
  return anaphors[language]?.test(trimmed.replace(/[’‘]/g, "'")) === true;
}

/**
 * Openings that leave a sentence quoted alone without its subject or its case: a personal pronoun
 * ("It is also a hormone.", "Elles sont moins énergétiques…") or the case of the sentence before
 * ("Sinon, ce sont des hétéropolymères", "In that case, …"). Narrower than `anaphors`: "Another
 * type of delusion is somatic delusion, which is…" still says something whole.
 */
const subjectless: Partial<Record<LessonLanguage, RegExp>> = {
  en: new RegExp(
    String.raw`^(?:it|they|he|she|them|otherwise|else|if not|${caseBefore.en})\b`,
    'i',
  ),
  fr: new RegExp(
    String.raw`^(?:il|elle|ils|elles|ce sont|c['’]est|cela|ceci|ça|${caseBefore.fr})(?![\p{L}])`,
    'iu',
  ),
};

/** Whether `text` leans on what comes before it and, alone, lacks its subject or its case. */
export function lacksSubject(text: string, language: LessonLanguage): boolean {
  const trimmed = text.trim().replace(/[’‘]/g, "'");
  return leansOnContext(trimmed, language) && subjectless[language]?.test(trimmed) === true;
}

/**
 * A short opening phrase before a comma: "On 26 August 1789, ", "Pendant l'été, ". Not the start
 * of a clause whose words go on past the comma ("The law of demand states that, other things
 * being equal, …").
 */
const openingPhrase = /^(?![^,;:.!?()]*\b(?:that|que|qu')\s*,)[^,;:.!?()]{2,40},\s+/u;

/**
 * `leansOnContext`, or a word pointing back after a short opening phrase ("Le 26 août 1789, elle
 * adopte…"): what a sheet, which shows sentences side by side, must not show alone.
 */
export function leansAfterOpening(text: string, language: LessonLanguage): boolean {
  if (leansOnContext(text, language)) return true;
  const trimmed = text.trim().replace(/[’‘]/g, "'");
  const opening = openingPhrase.exec(trimmed);
  return opening !== null && leansOnContext(trimmed.slice(opening[0].length), language);
}

/**
 * A demonstrative inside the sentence that names what the sentence before said ("Winston
 * Churchill used this expression in 1946", "Les Babyloniens connaissaient déjà cette relation"),
 * not the lesson itself or a time ("in this chapter", "à cette époque"); or a role the sentence
 * before gave ("A circuit breaker does the same job but can be reset", "joue le même rôle"); or
 * the things it named ("For such events, P(A or B) = …", "Since one of them must happen…",
 * "Pour de tels événements…", "l'un d'eux").
 */
const pointersInside: Partial<Record<LessonLanguage, RegExp>> = {
  en: /\s(?:this|these)\s+(?!(?:lesson|chapter|course|section|unit|way|time|year|century|day|week|month|semester|age|moment|period|case|book|text|page|point|reason)s?\b)\p{L}|\b(?:do|does|did|play|plays|played|serve|serves|served)\s+the same\s+\p{L}+(?!\s+as\b)(?!\p{L})|\bsuch\s+(?!as\b|a\b|an\b)\p{L}+s\b|\b(?:one|some|all|each|both|either|neither|none|many|most|any)\s+of\s+(?:them|these|those)\b/iu,
  fr: /\s(?:cette|cet|ces)\s+(?!(?:leçon|leçons|chapitre|cours|partie|façon|manière|époque|période|année|date|fois|raison|page)\b)\p{L}|\b(?:fait|font|faisait|joue|jouent|jouait|remplit|remplissent)\s+(?:le|la|les)\s+mêmes?\s+\p{L}+(?!\s+que\b)(?!\p{L})|\bde\s+tel(?:le)?s\s+\p{L}|\b(?:l['’]une?|chacune?|aucune?|certaine?s|plusieurs|la plupart)\s+d['’](?:eux|elles|entre eux|entre elles)\b/iu,
};

/** `pointersInside` of a language, made once to find every pointer of a sentence. */
const everyPointer = new Map<LessonLanguage, RegExp>();
function allPointersInside(language: LessonLanguage, pattern: RegExp): RegExp {
  let found = everyPointer.get(language);
  if (!found) {
    found = new RegExp(pattern.source, `${pattern.flags}g`);
    everyPointer.set(language, found);
  }
  return found;
}

/**
 * Whether a pointer of `pointersInside` points back out of `text`: "la masse d'un litre de cette
 * substance" after "La masse volumique d'une substance…" points to a thing the sentence names
 * itself.
 */
function pointsOutside(text: string, language: LessonLanguage): boolean {
  const pattern = pointersInside[language];
  if (!pattern?.test(text)) return false;
  for (const match of text.matchAll(allPointersInside(language, pattern))) {
    const demonstrative = /^\s(?:this|these|cette|cet|ces)\s+/iu.exec(match[0]);
    const noun = demonstrative
      ? /^\p{L}{4,}/u.exec(text.slice(match.index + demonstrative[0].length))?.[0]
      : undefined;
    const stem = noun?.toLowerCase().replace(/(?:s|x)$/u, '');
    if (stem && text.slice(0, match.index).toLowerCase().includes(stem)) continue;
    return true;
  }
  return false;
}

/** `leansAfterOpening`, or a demonstrative inside the sentence that points back (see above). */
export function pointsBack(text: string, language: LessonLanguage): boolean {
  return (
    leansAfterOpening(text, language) || pointsOutside(text, language) || rankAmongThem.test(text)
  );
}

/** A citation or an empty reference closing a sentence: " (Smith, 2005)." or " ()". */
const trailingReference = /\s*\((?:[^()]*\b\d{4}\b[^()]*|\s*)\)\s*[.;]?\s*$/u;

/** Where the text ends once a closing reference is cut off ("… decades (Thorne, 2005)." -> "… decades"). */
export function endWithoutReference(text: string): number {
  const match = trailingReference.exec(text);
  return match ? match.index : text.length;
}
