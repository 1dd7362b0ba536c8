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

function readData(pkg: string, file: string): unknown {
  const root = path.dirname(createRequire(import.meta.url).resolve(`${pkg}/package.json`));
  return JSON.parse(readFileSync(path.join(root, 'dist', file), 'utf8'));
}

/**
 * Lower-case French words (accents kept: "sature" is a verb, "saturé" a participle) that can only
 * be a conjugated verb ("prend", "symbolise", "dirige"): every
 * finite form of the Lefff verbs (`french-verbs-lefff`) that is not also a Lefff noun
 * (`french-words-gender-lefff`: "forme", "produit", "contrôle" stay nouns). Loaded once.
 */
export function frenchFiniteVerbs(): ReadonlySet<string> {
  if (finiteVerbs) return finiteVerbs;
  const nouns = new Set(
    Object.keys(readData('french-words-gender-lefff', 'words.json') as Record<string, string>).map(
      (word) => word.toLowerCase(),
    ),
  );
  const verbs = new Set<string>();
  for (const tenses of Object.values(
    readData('french-verbs-lefff', 'conjugations.json') as Conjugations,
  )) {
    for (const tense of finiteTenses) {
      for (const form of tenses[tense] ?? []) {
        if (typeof form !== 'string' || form === 'NA') continue;
        // Plural nouns are stored singular: "formes" is the noun "forme" as much as the verb.
        if (!nouns.has(form) && !nouns.has(form.replace(/s$/, ''))) verbs.add(form);
      }
    }
  }
  finiteVerbs = verbs;
  return verbs;
}

let participles: ReadonlySet<string> | undefined;

/**
 * Lower-case French past participles ("bloqué", "sécrétée") that are no Lefff noun ("assemblée",
 * "armée" stay nouns): what opens a participial phrase rather than a noun phrase. Loaded once.
 */
export function frenchParticiples(): ReadonlySet<string> {
  if (participles) return participles;
  const nouns = new Set(
    Object.keys(readData('french-words-gender-lefff', 'words.json') as Record<string, string>).map(
      (word) => word.toLowerCase(),
    ),
  );
  const forms = new Set<string>();
  for (const tenses of Object.values(
    readData('french-verbs-lefff', 'conjugations.json') as Conjugations,
  )) {
    for (const form of tenses.K ?? []) {
      if (typeof form !== 'string' || form === 'NA') continue;
      if (!nouns.has(form) && !nouns.has(form.replace(/s$/, ''))) forms.add(form);
    }
  }
  participles = forms;
  return forms;
}
