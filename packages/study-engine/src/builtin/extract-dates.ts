import { fillTemplate } from '../text/language-pack.ts';
import { connectiveLength, endWithoutReference, leansOnContext } from '../text/self-contained.ts';
import type { Span } from './answer-span.ts';
import type { LessonModel } from './lesson-model.ts';

/** A key date of the lesson: the date as written and what happened then, both quoted from it. */
export interface DateFact {
  date: string;
  /**
   * A day ("14 July 1789"), a month ("September 1914", "février-décembre 1916") or a year
   * ("1792"): a question's choices are all of one kind.
   */
  kind: 'day' | 'month' | 'year';
  /** "on 14 July 1789", "en 1792": the date as a question says it. */
  when: string;
  event: Span;
  /** "In 1789 France was an absolute monarchy…": what was then, not what happened. */
  state: boolean;
  /** The sentence (or list item) that gives the fact. */
  sentence: number;
  /** Where the date is in the lesson text. */
  dateStart: number;
  dateEnd: number;
}

const cache = new WeakMap<LessonModel, DateFact[]>();

/**
 * A day ("14 July 1789", "July 14, 1789", "14 juillet 1789"), a month or a span of months of a
 * year ("September 1914", "février-décembre 1916") or a year, as regex sources.
 */
function datePatterns(months: string): { day: string; month: string; year: string } {
  return {
    day: `\\d{1,2}(?:er)? (?:${months}) \\d{3,4}|(?:${months}) \\d{1,2}, \\d{3,4}`,
    month: `(?:${months})(?:[-–](?:${months}))? \\d{3,4}`,
    year: '(?:1\\d{3}|20\\d{2})(?:[-–](?:1\\d{3}|20\\d{2}))?',
  };
}

/** Every date written in `text` (days and years), as offsets into it. */
export function findDates(model: LessonModel, text: string): Array<{ start: number; end: number }> {
  const months = model.analysis.pack.dates?.months;
  if (!months) return [];
  const { day, month, year } = datePatterns(months);
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${day}|${month}|${year})(?![\\p{L}\\p{N}])`,
    'giu',
  );
  return [...text.matchAll(pattern)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

/**
 * Dates that open a sentence or a list item ("On 14 July 1789 the people…", "- 1792: the
 * monarchy…", "En 1792, la monarchie…"), with the event the rest of it tells (or the state,
 * "France was an absolute monarchy"); one fact per date.
 */
export function dateFacts(model: LessonModel): DateFact[] {
  const cached = cache.get(model);
  if (cached) return cached;
  const { analysis } = model;
  const dates = analysis.pack.dates;
  const facts: DateFact[] = [];
  if (dates) {
    const { day, month, year } = datePatterns(dates.months);
    // "On 14 July 1789 …", "In 1792, …", "14 July 1789: …", "September 1914: …", "1792: …" (a
    // bare year needs a colon).
    const pattern = new RegExp(
      `^(?:(?:${dates.lead}) (${day}|${month}|${year}),?\\s+|(${day})\\s*[:,–—-]?\\s*|(${month})\\s*[:,–—-]?\\s*|(${year})\\s*[:–—-]\\s*)(?=\\p{L})`,
      'iu',
    );
    const monthOnly = new RegExp(`^(?:${month})$`, 'iu');
    // The state's copula before any comma: in the clause that the date opens.
    const state = new RegExp(`^[^,;:]*?\\s${dates.state}`, 'iu');
    const seen = new Set<string>();
    for (const sentence of analysis.sentences) {
      if (sentence.heading) continue;
      const text = analysis.text.slice(sentence.start, sentence.end);
      const match = pattern.exec(text);
      if (!match) continue;
      const date = (match[1] ?? match[2] ?? match[3] ?? match[4]) as string;
      if (seen.has(date.toLowerCase())) continue;
      let start = sentence.start + match[0].length;
      start += connectiveLength(analysis.text.slice(start, sentence.end), analysis.language);
      let end = start + endWithoutReference(analysis.text.slice(start, sentence.end));
      while (end > start && /[\s.,;:]/.test(analysis.text[end - 1] ?? '')) end--;
      const event = analysis.text.slice(start, end);
      if (event.length < 12 || leansOnContext(event, analysis.language)) continue;
      seen.add(date.toLowerCase());
      const kind = monthOnly.test(date) ? 'month' : /\p{L}/u.test(date) ? 'day' : 'year';
      const dateStart = sentence.start + match[0].indexOf(date);
      facts.push({
        date,
        kind,
        when: fillTemplate(kind === 'day' ? dates.onDay : dates.inYear, {
          // "en septembre 1914": a French month is lower-case inside a sentence.
          date: kind === 'month' && analysis.language === 'fr' ? date.toLowerCase() : date,
        }),
        event: { start, end, text: event },
        state: state.test(event),
        sentence: sentence.index,
        dateStart,
        dateEnd: dateStart + date.length,
      });
    }
  }
  cache.set(model, facts);
  return facts;
}
