/** Interface languages; `en` is the default and the fallback. */
export const interfaceLanguages = ['en', 'fr'] as const;
export type InterfaceLanguage = (typeof interfaceLanguages)[number];
export const defaultInterfaceLanguage: InterfaceLanguage = 'en';

export function isInterfaceLanguage(value: unknown): value is InterfaceLanguage {
  return typeof value === 'string' && (interfaceLanguages as readonly string[]).includes(value);
}

/** The interface language for a BCP 47 tag: its primary subtag when supported, else the default. */
export function pickInterfaceLanguage(tag: string | null | undefined): InterfaceLanguage {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return isInterfaceLanguage(primary) ? primary : defaultInterfaceLanguage;
}

/** The 11 languages a lesson can be written in (ISO 639-1). */
export const lessonLanguages = [
  'fr',
  'en',
  'es',
  'de',
  'it',
  'pt',
  'ar',
  'ru',
  'zh',
  'ja',
  'hi',
] as const;
export type LessonLanguage = (typeof lessonLanguages)[number];

export function isLessonLanguage(value: unknown): value is LessonLanguage {
  return typeof value === 'string' && (lessonLanguages as readonly string[]).includes(value);
}
