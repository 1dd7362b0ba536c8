import { franc } from 'franc-min';
import type { LessonLanguage } from '../languages.ts';

const iso6393ToLesson: Record<string, LessonLanguage> = {
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
const candidates = Object.keys(iso6393ToLesson);
const sampleChars = 20_000;
const minChars = 20;

export interface DetectedLanguage {
  language: LessonLanguage;
  /** False when the text was too short or too mixed to tell; `language` is then `fallback`. */
  certain: boolean;
}

/** The lesson language the text is written in, among the 11 the product supports. */
export function detectLessonLanguage(
  text: string,
  fallback: LessonLanguage = 'en',
): DetectedLanguage {
  const sample = text
    .slice(0, sampleChars)
    .replace(/^#+ |^- /gm, '')
    .trim();
  // Kana only appears in Japanese; franc-min often reads kanji-heavy text as Chinese.
  if (/[\u3040-\u30ff]/.test(sample)) return { language: 'ja', certain: true };
  const code = franc(sample, { only: candidates, minLength: minChars });
  const language = iso6393ToLesson[code];
  return language === undefined
    ? { language: fallback, certain: false }
    : { language, certain: true };
}
