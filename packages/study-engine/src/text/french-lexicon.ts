import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Lefff conjugation tables: infinitive -> tense code -> forms ("NA" where a form does not exist). */
type Conjugations = Record<string, Record<string, string[]>>;

/**
 * Finite tenses of the Lefff tables (present, subjunctive, imperfect, simple past, future,
 * conditional, imperfect subjunctive, imperative). Participles (K, G) and infinitives (W) are
 * left out: they are often adjectives or nouns inside a term ("acides aminés", "le devoir").
 */
const finiteTenses = ['P', 'S', 'I', 'J', 'F', 'C', 'T', 'Y'];

let finiteVerbs: ReadonlySet<string> | undefined;
let pastParticiples: ReadonlySet<string> | undefined;
let allPastParticiples: ReadonlySet<string> | undefined;
let infinitives: ReadonlySet<string> | undefined;
let presentThirdPersons: { singular: ReadonlySet<string>; plural: ReadonlySet<string> } | undefined;

function readData(pkg: string, file: string): unknown {
  const root = path.dirname(createRequire(import.meta.url).resolve(`${pkg}/package.json`));
  return JSON.parse(readFileSync(path.join(root, 'dist', file), 'utf8'));
}

let nounForms: ReadonlySet<string> | undefined;
let conjugations: Conjugations | undefined;

/** The Lefff nouns, lower-cased (`french-words-gender-lefff`), read once. */
function frenchNouns(): ReadonlySet<string> {
  nounForms ??= new Set(
    Object.keys(readData('french-words-gender-lefff', 'words.json') as Record<string, string>).map(
      (word) => word.toLowerCase(),
    ),
  );
  return nounForms;
}

/**
 * Nouns the Lefff gender list lacks while its conjugation tables have them as verb forms ("la
 * politique monétaire" read as "il politique"): every "-ique" form of those tables that is a
 * common noun; "agent", which the list lacks and whose ending reads as a plural verb's
 * ("les agents pathogènes"); and "inverse" ("l'inverse d'un nombre", "il inverse" aside: a word
 * after a subject pronoun is read as its verb).
 */
const nounsLefffLacks: ReadonlySet<string> = new Set([
  'agent',
  'inverse',
  'politique',
  'critique',
  'plastique',
  'domestique',
  'pique',
]);

/** Whether `form` is also a Lefff noun; plural nouns are stored singular ("formes", "forme"). */
export function isFrenchNoun(form: string): boolean {
  const nouns = frenchNouns();
  const singular = form.replace(/s$/, '');
  return (
    nouns.has(form) ||
    nouns.has(singular) ||
    nounsLefffLacks.has(form) ||
    nounsLefffLacks.has(singular)
  );
}

/** The forms of every Lefff verb in `tenses`, those that are also nouns left out unless asked. */
function verbForms(tenses: readonly string[], withNouns = false): Set<string> {
  conjugations ??= readData('french-verbs-lefff', 'conjugations.json') as Conjugations;
  const forms = new Set<string>();
  for (const table of Object.values(conjugations)) {
    for (const tense of tenses) {
      for (const form of table[tense] ?? []) {
        if (typeof form !== 'string' || form === 'NA') continue;
        if (withNouns || !isFrenchNoun(form)) forms.add(form);
      }
    }
  }
  return forms;
}

/**
 * Lower-case French words (accents kept: "sature" is a verb, "saturé" a participle) that can only
 * be a conjugated verb ("prend", "symbolise", "dirige"): every
 * finite form of the Lefff verbs (`french-verbs-lefff`) that is not also a Lefff noun
 * (`french-words-gender-lefff`: "forme", "produit", "contrôle" stay nouns). Loaded once.
 */
export function frenchFiniteVerbs(): ReadonlySet<string> {
  finiteVerbs ??= verbForms(finiteTenses);
  return finiteVerbs;
}

let participles: ReadonlySet<string> | undefined;

/**
 * Lower-case participles of the Lefff verbs (K, G: "abolie", "proclamée", "contrôlé", "formant")
 * that are not also nouns ("produit", "résultat" stay): alone, such a word is no key term to mark,
 * though it may be part of one ("acides aminés"). Loaded once, when first asked for.
 */
export function frenchParticiples(): ReadonlySet<string> {
  participles ??= verbForms(['K', 'G']);
  return participles;
}

/**
 * Lower-case past participles of the Lefff verbs ("signé", "bloqué", "sécrétée") that are no Lefff
 * noun ("marché", "assemblée", "armée" stay nouns): after an auxiliary ("a été signé", "est
 * abolie") they are the verb of the sentence, never a term, and they open a participial phrase
 * rather than a noun phrase. Loaded once.
 */
export function frenchPastParticiples(): ReadonlySet<string> {
  pastParticiples ??= verbForms(['K']);
  return pastParticiples;
}

/**
 * Every past participle of the Lefff verbs, those that are also nouns included ("serrées",
 * "armée", "entrée"): right after an auxiliary, with no article between ("les molécules sont
 * serrées"), even those are the verb or its adjective, never a noun. Loaded once.
 */
export function frenchPastParticipleForms(): ReadonlySet<string> {
  allPastParticiples ??= verbForms(['K'], true);
  return allPastParticiples;
}

/**
 * The infinitives of the Lefff verbs that are not also nouns ("agir", "produire", "éclater";
 * "devoir", "pouvoir" stay nouns): the verb of "peut agir", "permet de produire", never a term.
 * Loaded once.
 */
export function frenchInfinitives(): ReadonlySet<string> {
  infinitives ??= verbForms(['W']);
  return infinitives;
}

/**
 * The third persons of the present of the Lefff verbs, nouns included ("contrôle", "forme"):
 * right after a subject, such a word is its verb. Singular and plural apart, so that a subject's
 * number can be read off its verb. Loaded once.
 */
export function frenchPresentThirdPersons(): {
  singular: ReadonlySet<string>;
  plural: ReadonlySet<string>;
} {
  if (presentThirdPersons) return presentThirdPersons;
  conjugations ??= readData('french-verbs-lefff', 'conjugations.json') as Conjugations;
  const singular = new Set<string>();
  const plural = new Set<string>();
  for (const table of Object.values(conjugations)) {
    const [, , third, , , thirdPlural] = table.P ?? [];
    if (typeof third === 'string' && third !== 'NA') singular.add(third);
    if (typeof thirdPlural === 'string' && thirdPlural !== 'NA') plural.add(thirdPlural);
  }
  presentThirdPersons = { singular, plural };
  return presentThirdPersons;
}
