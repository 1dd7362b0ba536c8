import { englishTags } from '../text/english-lexicon.ts';
import { escapeRegExp, foldText } from '../text/normalize.ts';
import { containsWords } from '../quiz-invariants.ts';
import type { KeyTerm } from './extract-key-terms.ts';
import type { LessonModel } from './lesson-model.ts';

/**
 * What the lesson says one of its key terms relates to, as short noun phrases: its examples
 * ("Arthritis and tuberculosis are examples of chronic inflammation"), its effects ("Deforestation
 * leads to soil erosion") or its causes ("Scurvy is caused by a lack of vitamin C").
 */
export interface RelationFact {
  kind: 'example' | 'effect' | 'cause';
  category: KeyTerm;
  /** The examples (effects, causes) as the lesson writes them, without their articles. */
  items: string[];
  /** The sentence that gives them, to keep other questions off it. */
  sentence: number;
  start: number;
  end: number;
}

/** An example longer than this is a clause, not a thing a choice can name. */
const maxItemWords = 4;
const maxItemLength = 40;

const cache = new WeakMap<LessonModel, RelationFact[]>();

/**
 * The examples a lesson names of its key terms, in the three ways lessons write them: after the
 * term ("hormones such as insulin and glucagon", "des enzymes comme l’amylase"), after "Examples
 * of X include", or before "is an example of X"; and the effects and causes it gives of a term
 * that is a clause's subject ("X leads to", "X est causée par"). Only short noun phrases count,
 * and none that names the term itself ("channel proteins" is no example to ask of "proteins").
 */
export function relationFacts(model: LessonModel): RelationFact[] {
  const cached = cache.get(model);
  if (cached) return cached;
  const facts: RelationFact[] = [];
  const { analysis } = model;
  const cues = analysis.pack.relations;
  if (!cues) {
    cache.set(model, facts);
    return facts;
  }
  const { text, sentences, pack } = analysis;
  const determiner = `(?:(?:${[...pack.determiners].map(escape).join('|')})\\s+|[ldLD][’'])?`;
  const after = new RegExp(`^\\s*,?\\s*(?:${cues.such})\\s+`, 'iu');
  const examplesOf = new RegExp(`(?:^|[\\s(])(?:${cues.examplesOf})\\s*${determiner}$`, 'iu');
  const listed = new RegExp(`^\\s*(?:(?:${cues.listed})\\s+|:\\s*)`, 'iu');
  const causes = new RegExp(`^\\s+(?:${cues.causes})\\s+`, 'iu');
  const causedBy = new RegExp(`^\\s+(?:${cues.causedBy})\\s+`, 'iu');
  const isExample = new RegExp(`\\s(?:${cues.isExample})\\s*${determiner}$`, 'iu');
  const nested = new RegExp(`(?:^|\\s)(?:${cues.such})(?:\\s|$)`, 'iu');
  const comparing =
    cues.comparing === undefined
      ? undefined
      : new RegExp(`^\\s*,?\\s*(?:${cues.comparing})\\s`, 'iu');
  /**
   * Whether the category is written as several things, so that "comme" right after it gives examples
   * ("les roches sédimentaires comme le calcaire", "des enzymes comme l’amylase", "un organite
   * comme la mitochondrie"), not a comparison ("l’anabolisme comme les cellules eucaryotes").
   */
  const several = (before: string, written: string): boolean => {
    if (/[sx]$/iu.test(written)) return true;
    const previous = foldText(/([\p{L}]+)[’']?\s*$/u.exec(before)?.[1] ?? '');
    return cues.indefinites?.has(previous) === true;
  };
  const { negations, pointing, generic, closers, prepositions } = cues;
  const english = analysis.language === 'en';
  const conjunction = new RegExp(`^(?:${cues.conjunctions})$`, 'iu');
  const separator = new RegExp(
    `(,\\s*(?:(?:${cues.conjunctions})\\s+)?|\\s+(?:${cues.conjunctions})\\s+)`,
    'iu',
  );

  /**
   * Whether the term is part of a longer noun phrase rather than what the sentence speaks of:
   * after a preposition ("la décomposition d'êtres vivants, par exemple le pétrole": examples of an
   * energy; "structures beneath the cerebral cortex such as the hippocampus"; "depletion of certain
   * neurotransmitters leads to") or an adjective ("mucosal surfaces"). The subject of a cause also
   * opens its clause alone: not after "and" ("stomach, small intestine, and spleen lead to"), not
   * after a word pointing back ("This backflow causes"), not denied ("not all sensations result").
   */
  const complements = (before: string, subject: boolean): boolean => {
    const tail = before.split(/[,;:()]/u).at(-1) ?? '';
    const words = tail.replace(/[’']/gu, ' ').split(/\s+/).filter(Boolean).map(foldText);
    if (subject && words.some((w) => negations.has(w))) return true;
    for (const word of words.reverse()) {
      // "plus ou moins d'eau, comme la laitue": "d'", "de", "du" are prepositions first.
      if (prepositions.has(word)) return true;
      if (pack.determiners.has(word)) {
        if (subject && pointing.has(word)) return true;
        continue;
      }
      if (conjunction.test(word)) return subject;
      if (!pack.stopWords.has(word)) return true;
    }
    return false;
  };

  /** An item without its article, or undefined when it is no short noun phrase. */
  const clean = (raw: string, sentenceStart: boolean): string | undefined => {
    let item = raw.trim().replace(/[\s,;.]+$/u, '');
    // "These thoughts are one example of…": what the sentence before named.
    if (pointing.has(foldText(/^[\p{L}]+/u.exec(item)?.[0] ?? ''))) return;
    for (;;) {
      const elided = /^[ldLD][’']/u.exec(item);
      if (elided) {
        item = item.slice(elided[0].length);
        continue;
      }
      const first = /^[\p{L}]+/u.exec(item)?.[0];
      if (first === undefined || !pack.determiners.has(foldText(first))) break;
      item = item.slice(first.length).trimStart();
    }
    const words = item.split(/\s+/).filter(Boolean);
    if (words.length === 0 || words.length > maxItemWords || item.length > maxItemLength) return;
    if (!/\p{L}/u.test(item) || /[“”"«»()]/u.test(item) || nested.test(item)) return;
    const first = foldText(words[0] as string);
    const last = foldText(words[words.length - 1] as string);
    if (pack.stopWords.has(first) || pack.stopWords.has(last)) return;
    // "puberty, tend to be universal": a verb makes it a clause; so does an article after a word
    // that is no preposition ("separate the strands", where "dermis of the skin" is a thing).
    if (words.some((w) => closers.has(foldText(w)))) return;
    // "Cities such as Manchester grew very quickly": a verb in the past or an adverb in "-ly"
    // after the first word makes a clause of the item, whose noun is the first word.
    if (
      english &&
      words.slice(1).some((w) => {
        const tag = englishTags(foldText(w))?.[0];
        return tag === 'VBD' || (tag === 'RB' && /ly$/u.test(w));
      })
    ) {
      return;
    }
    for (let k = 1; k < words.length; k++) {
      const word = words[k] as string;
      // "de", "des", "du" are prepositions as well as articles: "déclenchement de la guerre".
      const folded = foldText(word);
      const article =
        (pack.determiners.has(folded) && !prepositions.has(folded)) || /^[lL][’']/u.test(word);
      if (article && !prepositions.has(foldText(words[k - 1] as string))) return;
    }
    // "Arthritis" opens the sentence; among lower-case choices its capital would stand out. A
    // name keeps it: the lesson writes it with a capital inside a sentence too.
    const opening = words[0] as string;
    if (sentenceStart && /^\p{Lu}\p{Ll}+$/u.test(opening)) {
      const inside = new RegExp(`[\\p{Ll},;]\\s+${escapeRegExp(opening)}(?![\\p{L}])`, 'u');
      if (!inside.test(text)) item = opening.toLowerCase() + item.slice(opening.length);
    }
    return item;
  };

  const termSurfaces = new Set(model.terms.map((t) => foldText(t.surface)));
  /**
   * The last item, which runs on into the sentence's verb ("… and glucagon are made of…", "… ou
   * le grès se forment…"): whole when it is a short noun phrase, else the words up to the first
   * grammar word when they are one word or a key term of the lesson.
   */
  const closing = (raw: string): string | undefined => {
    const whole = clean(raw, false);
    if (whole !== undefined) return whole;
    const words = raw.trim().split(/\s+/);
    for (let n = 1; n < words.length; n++) {
      const word = foldText(words[n] as string);
      if (!pack.stopWords.has(word)) continue;
      // "… and glucagon are made": a verb ends the noun phrase; "… and secrete them" is no item.
      const head = clean(words.slice(0, n).join(' '), false);
      if (head === undefined || !closers.has(word)) return undefined;
      return head.split(/\s+/).length === 1 || termSurfaces.has(foldText(head)) ? head : undefined;
    }
    return undefined;
  };

  /** The items of a list read forwards, up to its last one or to what is no item. */
  const forwards = (tail: string): string[] => {
    const end = /[.;:!?()[\]]|\s[—–-]\s|—/u.exec(tail);
    // "… including the following:": the examples come after, as a list of their own.
    if (end?.[0] === ':') return [];
    const cut = tail.slice(0, end ? end.index : tail.length);
    const parts = cut.split(separator);
    const items: string[] = [];
    for (let i = 0; i < parts.length; i += 2) {
      const item = clean(parts[i] ?? '', false);
      // "ancient philosophers, such as Aristotle, held a similar view": with no "and" to close
      // it, a list that runs into something else was one item.
      if (item === undefined) return items.slice(0, 1);
      items.push(item);
      const joint = (parts[i + 1] ?? '').replace(/[,\s]/g, '');
      if (parts[i + 1] === undefined) break;
      if (conjunction.test(joint)) {
        // The one after "and" closes the list; "…, and more" too. "Special enzymes, including
        // helicase, untwist and separate…": a list whose "and" joins no item was one item.
        const raw = parts[i + 2] ?? '';
        const lastItem = closing(raw);
        if (lastItem !== undefined) return [...items, lastItem];
        const next = foldText(/^\s*([\p{L}]+)/u.exec(raw)?.[1] ?? '');
        return pack.stopWords.has(next) ? items : items.slice(0, 1);
      }
    }
    // "Le générateur, par exemple une pile, fournit l’énergie": with no "and", one item.
    return items.slice(0, 1);
  };

  /**
   * The items of a list read backwards from the verb, up to the clause's opening or to an opening
   * phrase ("In adults, …"): a list that covers only the end of its subject ("The elbow joint,
   * which allows bending or straightening, is…") is none.
   */
  const backwards = (head: string): string[] => {
    const segments = head.split(/[;:!?()[\]]|\s[—–-]\s|—/u);
    const clause = (segments.at(-1) ?? '').replace(/[\s,]+$/u, '');
    const clauseStart = head.length - (segments.at(-1) ?? '').length;
    const parts = clause.split(separator);
    const items: string[] = [];
    let offset = clause.length;
    for (let i = parts.length - 1; i >= 0; i -= 2) {
      const part = parts[i] ?? '';
      offset -= part.length;
      const item = clean(part, head.slice(0, clauseStart + offset).trim() === '');
      if (item === undefined) {
        const first = foldText(/^\s*([\p{L}]+)/u.exec(part)?.[1] ?? '');
        const joint = (parts[i + 1] ?? '').trim();
        return joint === ',' && prepositions.has(first) ? items : [];
      }
      items.unshift(item);
      offset -= (parts[i - 1] ?? '').length;
    }
    return items;
  };

  const seen = new Set<string>();
  for (const sentence of sentences) {
    if (sentence.heading || text.slice(sentence.start, sentence.end).trim().endsWith('?')) continue;
    // Terms in a sentence, longest first: "integral protein" before "protein".
    const found = model.terms
      .filter((t) => t.kind === 'term')
      .flatMap((term) =>
        term.occurrences
          .filter((o) => o.sentence === sentence.index)
          .map((o) => ({ term, start: o.start, end: o.end })),
      )
      .sort((a, b) => b.end - b.start - (a.end - a.start));
    const taken: Array<{ start: number; end: number }> = [];
    for (const { term, start, end } of found) {
      // Inside a longer term the lesson names there: that one is what the sentence speaks of.
      if (taken.some((t) => start < t.end && end > t.start)) continue;
      taken.push({ start, end });
      const before = text.slice(sentence.start, start);
      const rest = text.slice(end, sentence.end);
      let items: string[] = [];
      let kind: RelationFact['kind'] = 'example';
      const such = after.exec(rest);
      const marker = isExample.exec(before);
      const effect = causes.exec(rest);
      const cause = causedBy.exec(rest);
      if (such) {
        // "La monnaie marchandise, comme le sel ou les coquillages, avait…": set off by commas.
        const compares =
          comparing?.test(rest) === true &&
          !/^\s*,/u.test(rest) &&
          !several(before, text.slice(start, end));
        if (!complements(before, false) && !compares) items = forwards(rest.slice(such[0].length));
      } else if (marker) {
        items = backwards(before.slice(0, marker.index));
      } else if (examplesOf.test(before)) {
        const list = listed.exec(rest);
        if (list) items = forwards(rest.slice(list[0].length));
      } else if ((effect ?? cause) && !complements(before, true)) {
        // "Deforestation leads to soil erosion", "Scurvy is caused by a lack of vitamin C": the
        // term is the clause's subject, not the complement of another noun.
        kind = effect ? 'effect' : 'cause';
        items = forwards(rest.slice(((effect ?? cause) as RegExpExecArray)[0].length));
      }
      const category = foldText(term.surface);
      items = [...new Set(items)].filter(
        (item) =>
          !containsWords(foldText(item), category) && !containsWords(category, foldText(item)),
      );
      // "Which is an example of “types of RNA”?" asks nothing a student can answer.
      if (generic.has(foldText(term.surface.split(/\s+/)[0] ?? ''))) continue;
      if (items.length === 0 || seen.has(`${kind} ${term.key}`)) continue;
      seen.add(`${kind} ${term.key}`);
      facts.push({
        kind,
        category: term,
        items,
        sentence: sentence.index,
        start: sentence.start,
        end: sentence.end,
      });
    }
  }
  cache.set(model, facts);
  return facts;
}
