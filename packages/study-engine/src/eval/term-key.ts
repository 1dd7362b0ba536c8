import type { LessonLanguage } from '@study/shared';
import { foldText } from '../text/normalize.ts';
import { stemWord } from '../text/stem.ts';

/** A term's identity for matching: folded (case, accents), each word plural-stemmed. */
export function termKey(term: string, language: LessonLanguage): string {
  return foldText(term)
    .split(/[^\p{L}\p{N}']+/u)
    .filter(Boolean)
    .map((word) => stemWord(word, language))
    .join(' ');
}
