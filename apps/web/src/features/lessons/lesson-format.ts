import { lessonLanguages, type LessonLanguage } from '@study/shared';

/** A lesson language's name in the interface language, capitalised ("French", "Français"). */
export function languageName(language: LessonLanguage, uiLanguage: string): string {
  const name = new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(uiLanguage) + name.slice(1);
}

/** The 11 lesson languages, sorted by their name in the interface language. */
export function sortedLessonLanguages(
  uiLanguage: string,
): { language: LessonLanguage; name: string }[] {
  return lessonLanguages
    .map((language) => ({ language, name: languageName(language, uiLanguage) }))
    .sort((a, b) => a.name.localeCompare(b.name, uiLanguage));
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 60 * 60],
  ['day', 24 * 60 * 60],
];

/**
 * When a lesson was added, as people say it: "just now", "5 minutes ago", "yesterday", up to a
 * week; then the date itself ("3 Mar", or "3 Mar 2025" in another year).
 */
export function formatAddedDate(iso: string, uiLanguage: string, now = Date.now()): string {
  const at = Date.parse(iso);
  const seconds = Math.round((now - at) / 1000);
  const relative = new Intl.RelativeTimeFormat(uiLanguage, { numeric: 'auto' });
  if (seconds < 60) return relative.format(0, 'second');
  if (seconds < 7 * 24 * 60 * 60) {
    const [unit, size] = units.findLast(([, unitSeconds]) => seconds >= unitSeconds) ?? units[0]!;
    return relative.format(-Math.floor(seconds / size), unit);
  }
  const sameYear = new Date(at).getFullYear() === new Date(now).getFullYear();
  return new Intl.DateTimeFormat(uiLanguage, {
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(at);
}

/** A file size as people read it: "820 KB", "3.4 MB", in the interface language. */
export function formatFileSize(bytes: number, uiLanguage: string): string {
  const megabytes = bytes / (1024 * 1024);
  const [value, unit] = megabytes >= 1 ? [megabytes, 'megabyte'] : [bytes / 1024, 'kilobyte'];
  return new Intl.NumberFormat(uiLanguage, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}
