import type { LessonLanguage } from '@study/shared';
import { foldText } from './normalize.ts';
import { stemWord } from './stem.ts';

// Everyday words students put in place of a textbook's, one group per meaning. General language
// only: no subject's own terms, so that a grade never depends on one lesson's vocabulary.
const english = `turn convert change transform become
make produce create generate form manufacture synthesize synthesise
release emit discharge expel
happen occur arise
begin start initiate commence
finish stop end terminate cease
increase rise raise grow enlarge boost
decrease reduce diminish decline drop shrink
need require necessitate
carry move bring convey deliver
contain hold include comprise
join bind attach link connect combine unite
break split divide separate
build construct assemble
lead trigger induce provoke
regulate govern manage
keep maintain preserve retain
quick fast rapid swift
big huge great
little tiny minute
person individual someone
people persons folks
use utilize utilise employ
help aid assist support
show display exhibit reveal demonstrate
find discover detect identify
way method manner means
part portion component piece
kind type sort category class variety
main principal chief primary major
key essential crucial vital central
whole entire complete total
same identical equal
different distinct dissimilar
similar alike comparable
inside within interior
outside exterior external
area region zone
send transmit pass
get obtain acquire gain receive
take absorb uptake
give provide supply offer
remove eliminate clear
protect shield defend guard
think believe consider reckon
mind psyche
idea notion
feeling sentiment
goal aim purpose
cause reason source
effect consequence outcome result
rule law principle
ability capacity capability skill
sugar glucose
gas vapour vapor`;

const french = `transformer convertir changer devenir
fabriquer produire creer generer former synthetiser
liberer rejeter emettre degager
arriver survenir
commencer debuter demarrer initier
finir terminer arreter cesser achever
augmenter accroitre croitre elever hausser
diminuer reduire baisser decroitre
necessiter exiger requerir
transporter porter amener apporter conduire acheminer
contenir renfermer comporter comprendre inclure
lier attacher relier fixer joindre unir associer
casser couper diviser separer fractionner
construire batir assembler
entrainer provoquer declencher causer
reguler controler gouverner gerer
garder maintenir conserver preserver
rapide vite prompt
grand gros vaste important
petit minuscule infime
personne individu
utiliser employer servir
aider assister soutenir
montrer afficher reveler
trouver decouvrir detecter identifier
moyen methode maniere facon
partie portion composant piece morceau
sorte type genre categorie classe
principal essentiel majeur central
ensemble totalite
identique pareil semblable egal
different distinct
interieur dedans
exterieur dehors
zone region
envoyer transmettre
obtenir acquerir recevoir gagner
absorber capter
donner fournir offrir
enlever eliminer supprimer retirer
proteger defendre
penser croire estimer considerer
idee notion
but objectif finalite
cause raison origine source
effet consequence resultat
regle loi principe
capacite aptitude
richesse fortune
argent monnaie
sucre glucose`;

const endings: Partial<Record<LessonLanguage, RegExp>> = {
  en: /(?:ations?|ing|ed|es|s|ion)$/,
  fr: /(?:ations?|aient|ait|ant|ent|ons|ez|ees?|es?|er|ir|e|s)$/,
};

/**
 * A word without its commonest inflection or derivation ending ("converted", "converting" ->
 * "convert"), kept when at least four letters remain: what everyday synonyms are looked up by.
 */
export function baseForm(stem: string, language: LessonLanguage): string {
  const ending = endings[language];
  if (!ending) return stem;
  const cut = stem.replace(ending, '');
  return cut.length >= 4 ? cut : stem;
}

function groups(list: string, language: LessonLanguage): Map<string, number> {
  const map = new Map<string, number>();
  list.split('\n').forEach((line, group) => {
    for (const word of line.split(/\s+/).filter(Boolean)) {
      const base = baseForm(stemWord(foldText(word), language), language);
      if (!map.has(base)) map.set(base, group);
    }
  });
  return map;
}

const byLanguage: Partial<Record<LessonLanguage, Map<string, number>>> = {
  en: groups(english, 'en'),
  fr: groups(french, 'fr'),
};

/** Whether two base forms of `language` are everyday synonyms ("turn" and "convert"). */
export function areSynonyms(a: string, b: string, language: LessonLanguage): boolean {
  const map = byLanguage[language];
  if (!map) return false;
  const group = map.get(a);
  return group !== undefined && group === map.get(b);
}

/**
 * Another word of the everyday-synonym group that lists `word` as written (folded), if any: what
 * the evaluation's rule-made paraphrases put in place of the lesson's word.
 */
export function everydaySynonym(word: string, language: LessonLanguage): string | undefined {
  const list = language === 'fr' ? french : language === 'en' ? english : '';
  const folded = foldText(word);
  for (const line of list.split('\n')) {
    const group = line.split(/\s+/).filter(Boolean);
    const at = group.indexOf(folded);
    if (at >= 0 && group.length > 1) return group[(at + 1) % group.length];
  }
  return undefined;
}
