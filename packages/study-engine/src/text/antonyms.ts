import type { LessonLanguage } from '@study/shared';
import { foldText } from './normalize.ts';
import { stemWord } from './stem.ts';
import { baseForm } from './synonyms.ts';

// Everyday words with an opposite, one pair a line. General language only, like the synonyms:
// a student who says "decreases" where the lesson says "increases" states the contrary.
const english = `increase decrease
rise fall
more less
higher lower
high low
larger smaller
large small
long short
fast slow
faster slower
strong weak
stronger weaker
positive negative
inside outside
internal external
inner outer
upper lower
above below
before after
first last
early late
gain lose
add remove
open close
attract repel
absorb release
accept reject
allow prevent
always never
many few
heavy light
hot cold
warm cool
active passive
voluntary involuntary
conscious unconscious
excess deficiency
same different
similar different
increase reduce
enter leave
import export
contract relax
push pull`;

const french = `augmenter diminuer
augmentation diminution
hausse baisse
plus moins
haut bas
grand petit
long court
rapide lent
fort faible
positif negatif
interieur exterieur
interne externe
avant apres
premier dernier
gagner perdre
ajouter retirer
ouvrir fermer
attirer repousser
absorber liberer
accepter refuser
permettre empecher
toujours jamais
nombreux rare
lourd leger
chaud froid
actif passif
volontaire involontaire
conscient inconscient
exces carence
meme different
entrer sortir
importer exporter
contracter relacher
public prive`;

function pairs(list: string): Array<[string, string]> {
  return list.split('\n').map((line) => {
    const [a = '', b = ''] = line.split(/\s+/);
    return [a, b];
  });
}

function keyed(list: string, language: LessonLanguage): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>();
  const key = (word: string) => baseForm(stemWord(foldText(word), language), language);
  for (const [a, b] of pairs(list)) {
    for (const [x, y] of [
      [a, b],
      [b, a],
    ] as const) {
      const set = map.get(key(x)) ?? new Set<string>();
      set.add(key(y));
      map.set(key(x), set);
    }
  }
  return map;
}

const byLanguage: Partial<Record<LessonLanguage, Map<string, Set<string>>>> = {
  en: keyed(english, 'en'),
  fr: keyed(french, 'fr'),
};

/** Whether two base forms of `language` are everyday opposites ("increase" and "decrease"). */
export function areOpposites(a: string, b: string, language: LessonLanguage): boolean {
  return byLanguage[language]?.get(a)?.has(b) ?? false;
}
