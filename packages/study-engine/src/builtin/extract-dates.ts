import { foldText } from '../text/normalize.ts';
import { fillTemplate } from '../text/language-pack.ts';
import {
  connectiveLength,
  endWithoutReference,
  leansOnContext,
  pointsBack,
} from '../text/self-contained.ts';
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
  /**
   * The lesson's words that tell it, as they stand: the event itself, or the whole sentence when
   * the event is that sentence without its date ("L'armistice est signé le 11 novembre 1918 à
   * Rethondes"). A card quotes them.
   */
  told: Span;
  /** "In 1789 France was an absolute monarchy…": what was then, not what happened. */
  state: boolean;
  /**
   * "In 1776 Adam Smith described this coordination as…": an event that points back to what the
   * lesson told before, which a card or a question on its date would not say. It still counts
   * towards the lesson's chronology and its date among the choices.
   */
  pointing: boolean;
  /** The sentence (or list item) that gives the fact. */
  sentence: number;
  /** Where the date is in the lesson text. */
  dateStart: number;
  dateEnd: number;
}

const cache = new WeakMap<LessonModel, DateFact[]>();

/**
 * A day ("14 July 1789", "July 14, 1789", "14 juillet 1789"), a month or a span of months of a
 * year ("September 1914", "février-décembre 1916") or a year ("1792", "AD 79", "52 av. J.-C."),
 * as regex sources.
 */
function datePatterns(dates: { months: string; era: string }): {
  day: string;
  month: string;
  year: string;
} {
  const { months, era } = dates;
  return {
    day: `\\d{1,2}(?:er)? (?:${months}) \\d{3,4}|(?:${months}) \\d{1,2}, \\d{3,4}`,
    month: `(?:${months})(?:[-–](?:${months}))? \\d{3,4}`,
    year: `(?:1\\d{3}|20\\d{2})(?:[-–](?:1\\d{3}|20\\d{2}))?|${era}`,
  };
}

/**
 * Every date written in `text` (days and years), as offsets into it; for the sheet, also what it
 * marks as a date though no question asks it: a century ("le XVIe siècle") and a year of three
 * figures that opens a sentence ("En 476, …").
 */
export function findDates(
  model: LessonModel,
  text: string,
  onSheet = false,
): Array<{ start: number; end: number }> {
  const dates = model.analysis.pack.dates;
  if (!dates) return [];
  const { day, month, year } = datePatterns(dates);
  const sheetOnly = onSheet
    ? `|${dates.century}|(?<=(?:^|[.;!?]\\s+)(?:${dates.lead})\\s)\\d{3}(?=,)`
    : '';
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${day}|${month}|${year}${sheetOnly})(?![\\p{L}\\p{N}])`,
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
    const { day, month, year } = datePatterns(dates);
    // "On 14 July 1789 …", "In 1792, …", "In 476, …" (a year of three figures needs its comma),
    // "14 July 1789: …", "September 1914: …", "1792: …" (a bare year needs a colon), and notes'
    // "14 juillet 1789 → prise de la Bastille", "1789 -> start of the Revolution".
    // "Vers 1450, Gutenberg…", "- around 1450: the printing press": an approximate year, which
    // the question says so.
    const approximate = dates.approximately
      ? `|(${dates.approximately}) (${year})(?:,\\s+|\\s*[:–—-]\\s*)`
      : '';
    const pattern = new RegExp(
      `^(?:(?:${dates.lead}) (${day}|${month}|${year})(?:,|\\s*(?:→|->))?\\s+|(?:${dates.lead}) (\\d{3}),\\s+|(${day})\\s*(?:[:,–—→-]|->)?\\s*|(${month})\\s*(?:[:,–—→-]|->)?\\s*|(${year})\\s*(?:[:–—→-]|->)\\s*${approximate})(?=\\p{L})`,
      'iu',
    );
    const monthOnly = new RegExp(`^(?:${month})$`, 'iu');
    const yearOnly = new RegExp(`^(?:${year}|\\d{3})$`, 'iu');
    // The state's copula before any comma: in the clause that the date opens.
    const state = new RegExp(`^(?:[^,;:]*?\\s)?(?:${dates.state})`, 'iu');
    const seen = new Set<string>();
    // "L'armistice est signé le 11 novembre 1918 à Rethondes", "La bataille de Verdun, en 1916,
    // est…": a date inside a sentence, after the words the questions say it with ("le", "en").
    const within = new RegExp(
      `(?<=[\\s(])(?:${leadOf(dates.onDay)}) (${day})(?![\\p{L}\\p{N}])|(?<=[\\s(])(?:${leadOf(dates.inYear)}) (${month}|${year})(?![\\p{L}\\p{N}])`,
      'giu',
    );
    const add = (found: FoundDate, sentence: number, approximately?: string) => {
      const { date, dateStart, event } = found;
      seen.add(date.toLowerCase());
      const kind = monthOnly.test(date) ? 'month' : yearOnly.test(date) ? 'year' : 'day';
      facts.push({
        ...found,
        kind,
        when: approximately
          ? `${approximately.toLowerCase()} ${date}`
          : fillTemplate(kind === 'day' ? dates.onDay : dates.inYear, {
              // "en septembre 1914": a French month is lower-case inside a sentence.
              date: kind === 'month' && analysis.language === 'fr' ? date.toLowerCase() : date,
            }),
        state: state.test(event.text),
        pointing: pointsBack(event.text, analysis.language),
        sentence,
        dateEnd: dateStart + date.length,
      });
    };
    for (const sentence of analysis.sentences) {
      if (sentence.heading) continue;
      // "NB : en 1792 → proclamation de la République": the note's label is no part of it.
      const label = /^([\p{L}.]+)\s*:\s*/u.exec(analysis.text.slice(sentence.start, sentence.end));
      const from =
        sentence.start +
        (label && analysis.pack.labels?.has(foldText(label[1]!.replace(/\./g, '')))
          ? label[0].length
          : 0);
      const text = analysis.text.slice(from, sentence.end);
      const match = pattern.exec(text);
      if (!match) continue;
      const date = (match[1] ?? match[2] ?? match[3] ?? match[4] ?? match[5] ?? match[7]) as string;
      if (seen.has(date.toLowerCase())) continue;
      let start = from + match[0].length;
      start += connectiveLength(analysis.text.slice(start, sentence.end), analysis.language);
      const end = withoutEndPunctuation(
        analysis.text,
        start,
        start + endWithoutReference(analysis.text.slice(start, sentence.end)),
      );
      const event = { start, end, text: analysis.text.slice(start, end) };
      if (event.text.length < 12 || leansOnContext(event.text, analysis.language)) continue;
      if (isFigure(event.text)) continue;
      const dateStart = from + match[0].indexOf(date);
      add({ date, dateStart, event, told: event }, sentence.index, match[6]);
    }
    // Then the dates inside sentences that no sentence or list item opens on ("1825: the Stockton
    // and Darlington Railway opens" keeps its date): after those, where cards are few.
    for (const sentence of analysis.sentences) {
      if (sentence.heading) continue;
      const found = innerDate(model, sentence, within, seen);
      if (found && !toldOnADay(found, facts, yearOnly)) add(found, sentence.index);
    }
  }
  cache.set(model, facts);
  return facts;
}

/**
 * A lesson that dates fewer events than this tells no chronology: its dates are incidental ("in
 * 2013, 148 suits were filed") and make poor cards.
 */
const minDatedEvents = 3;

/**
 * The events of a lesson that tells a chronology (what happened, not what was then): what its
 * date cards ask and its sheet keeps. None when it dates too few.
 */
export function keyEvents(model: LessonModel): DateFact[] {
  const facts = dateFacts(model);
  // A state dated in the lesson counts towards its chronology but is no event of it.
  if (facts.length >= minDatedEvents) return facts.filter((fact) => !fact.state && !fact.pointing);
  // A year of an era ("En 508 av. J.-C., Clisthène réforme…") is history however few the dates.
  const era = model.analysis.pack.dates?.era;
  if (!era) return [];
  const ofEra = new RegExp(`^(?:${era})$`, 'iu');
  return facts.filter((fact) => !fact.state && !fact.pointing && ofEra.test(fact.date));
}

/**
 * Whether a year inside a sentence dates an event a day or a month of that year already tells
 * ("Le traité de Versailles, signé en 1919, impose…" after "28 juin 1919 : traité de
 * Versailles"): most of that event's words are in the sentence.
 */
function toldOnADay(found: FoundDate, facts: readonly DateFact[], yearOnly: RegExp): boolean {
  if (!yearOnly.test(found.date)) return false;
  const said = foldText(found.event.text);
  return facts.some((fact) => {
    if (fact.kind === 'year' || !fact.date.endsWith(found.date)) return false;
    const words = foldText(fact.event.text)
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 3);
    const shared = words.filter((word) => said.includes(word)).length;
    return words.length > 0 && shared * 2 >= words.length;
  });
}

/** "18.9% of adults…", "92% fewer…": a figure of that year, not what happened then. */
function isFigure(event: string): boolean {
  return /\d\s*%/u.test(event);
}

/** The word a date question puts before its date ("on", "en"), from its template. */
function leadOf(template: string): string {
  return template.replace('{date}', '').trim();
}

/** Words of a phrase set off by commas around a date that go with it ("signé le 28 juin 1919"). */
const maxPhraseWords = 3;

/** A date the lesson tells an event at, before its kind and question are worked out. */
interface FoundDate {
  date: string;
  dateStart: number;
  event: Span;
  told: Span;
}

/** `end` moved back past the spaces and punctuation before it (not before `start`). */
function withoutEndPunctuation(text: string, start: number, end: number): number {
  while (end > start && /[\s.,;:]/.test(text[end - 1] ?? '')) end--;
  return end;
}

/**
 * A date inside sentence `sentence` (not inside parentheses, one the lesson has not dated yet)
 * and its event: the sentence without the date, or without the short phrase between commas that
 * holds it ("Le traité de Versailles, signé le 28 juin 1919, impose…" -> "Le traité de
 * Versailles impose…"), so that a question on the date does not show it.
 */
function innerDate(
  model: LessonModel,
  sentence: { start: number; end: number },
  within: RegExp,
  seen: ReadonlySet<string>,
): FoundDate | undefined {
  const { analysis } = model;
  const from =
    sentence.start +
    connectiveLength(analysis.text.slice(sentence.start, sentence.end), analysis.language);
  const text = analysis.text.slice(from, sentence.end);
  for (const match of text.matchAll(within)) {
    const date = (match[1] ?? match[2]) as string;
    const before = text.slice(0, match.index);
    // "(Kessler et al., 2012)", "(en 1916)": an aside, a citation.
    if ((before.match(/\(/g) ?? []).length > (before.match(/\)/g) ?? []).length) continue;
    if (seen.has(date.toLowerCase())) continue;
    let cutStart = match.index;
    let cutEnd = match.index + match[0].length;
    const comma = before.lastIndexOf(',');
    const phrase = comma >= 0 ? before.slice(comma + 1).trim() : undefined;
    const after = /^\s*,/.exec(text.slice(cutEnd));
    if (
      phrase !== undefined &&
      after &&
      (phrase === '' || phrase.split(/\s+/).length <= maxPhraseWords)
    ) {
      cutStart = comma;
      cutEnd += after[0].length;
    }
    while (cutStart > 0 && /\s/.test(text[cutStart - 1] ?? '')) cutStart--;
    const head = text.slice(0, cutStart);
    const rest = text.slice(cutEnd);
    // "…at Cromford in 1771; historians…" -> "…at Cromford; historians…" ("à Rethondes ;" keeps
    // its French space).
    const joined = /^[\s,]*$/.test(head)
      ? rest.trimStart()
      : /^\s*[,.;:]/.test(rest)
        ? `${head}${rest}`
        : `${head} ${rest.trimStart()}`;
    let event = joined.slice(0, endWithoutReference(joined)).trim();
    event = event.replace(/[\s.,;:]+$/u, '').replace(/\s+,/gu, ',');
    if (event.length < 12 || leansOnContext(event, analysis.language)) continue;
    // "grew from 25,000 inhabitants in 1772 to 300,000 by 1850": a span of years, not an event.
    if (isFigure(event) || findDates(model, event).length > 0) continue;
    // "…et la guerre éclate": a clause cut off from what it continues.
    if (!/^\p{Lu}/u.test(event)) continue;
    const end = withoutEndPunctuation(analysis.text, from, sentence.end);
    return {
      date,
      dateStart: from + match.index + match[0].indexOf(date),
      event: { start: from, end, text: event },
      told: { start: from, end, text: analysis.text.slice(from, end) },
    };
  }
  return undefined;
}
