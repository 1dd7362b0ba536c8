import type { LessonLanguage } from '@study/shared';

function stemEnglish(word: string): string {
  let w = word.replace(/'s$/, '').replace(/s'$/, 's');
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) return w.slice(0, -3) + 'y';
  if (/(sses|xes|ches|shes|zes)$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('s') && !/(ss|us|is|as)$/.test(w)) w = w.slice(0, -1);
  // "volcanoes" and "volcano", "heroes" and "hero": "-oe" reads as "-o" in both forms.
  if (w.endsWith('oe')) w = w.slice(0, -1);
  // Latin plurals of anatomy and science (epithelium/epithelia, nucleus/nuclei, vertebra/vertebrae):
  // the stem is only an identity, so cutting both forms to one root is enough.
  if (w.length > 4) return w.replace(/(ae|um|a|us|i)$/, '');
  return w;
}

function stemRomance(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('aux')) return word.slice(0, -3) + 'al';
  if (/[sx]$/.test(word)) return word.slice(0, -1);
  return word;
}

function stemGerman(word: string): string {
  if (word.length <= 4) return word;
  return word.replace(/(en|er|e|n|s)$/, '');
}

/**
 * A light, plural-level stem of a folded word: enough to match "cells" with "cell" or "nerveux"
 * with "nerveux", never so aggressive that two different terms collapse together.
 */
export function stemWord(word: string, language: LessonLanguage): string {
  switch (language) {
    case 'en':
      return stemEnglish(word);
    case 'fr':
    case 'es':
    case 'it':
    case 'pt':
      return stemRomance(word);
    case 'de':
      return stemGerman(word);
    default:
      return word;
  }
}
