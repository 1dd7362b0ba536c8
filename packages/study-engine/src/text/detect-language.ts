import { isLessonLanguage, type LessonLanguage } from '@study/shared';
import { franc } from 'franc-min';

const iso3: Record<string, LessonLanguage> = {
  fra: 'fr',
  eng: 'en',
  spa: 'es',
  deu: 'de',
  ita: 'it',
  por: 'pt',
  arb: 'ar',
  rus: 'ru',
  cmn: 'zh',
  jpn: 'ja',
  hin: 'hi',
};

/**
 * The lesson language of a text (franc trigrams, restricted to the 11 lesson languages), or
 * `fallback` when the text is too short or in another language.
 */
export function detectLanguage(text: string, fallback: LessonLanguage = 'en'): LessonLanguage {
  const sample = text.slice(0, 4000);
  // Kana only appears in Japanese; franc-min would often read kanji-heavy text as Chinese.
  if (/[\u3040-\u30ff]/.test(sample)) return 'ja';
  const found = iso3[franc(sample, { only: Object.keys(iso3), minLength: 10 })];
  return found !== undefined && isLessonLanguage(found) ? found : fallback;
}
