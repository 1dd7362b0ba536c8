import { foldText } from '../text/normalize.ts';
import { leansAfterOpening } from '../text/self-contained.ts';
import type { KeyTerm } from './extract-key-terms.ts';
import type { LessonModel } from './lesson-model.ts';

/** A list of the lesson whose items each open on a key term, with what introduces it. */
export interface TermList {
  /** The heading or the sentence ending with a colon right before the list. */
  intro: string;
  terms: KeyTerm[];
  start: number;
  end: number;
  /** The first sentence of the list, to keep other questions off it. */
  sentence: number;
}

const maxIntroLength = 120;
/** An intro of this many words or fewer is named with its section's heading. */
const maxBareIntroWords = 3;

/**
 * Bullet lists of at least three items that each open on a key term ("- Light intensity: …"),
 * introduced by a heading or by a sentence ending with a colon: what "Which is NOT listed…?" asks.
 */
export function termLists(model: LessonModel): TermList[] {
  const { analysis } = model;
  const { blocks, text, sentences, pack } = analysis;
  const opening = new Map<number, KeyTerm>();
  for (const term of model.terms) {
    for (const occurrence of term.occurrences) {
      const sentence = sentences[occurrence.sentence];
      const block = sentence && blocks[sentence.block];
      if (!block || block.type !== 'bullet') continue;
      const lead = foldText(text.slice(block.start, occurrence.start)).trim().replace(/'$/, '');
      if (lead !== '' && !pack.determiners.has(lead)) continue;
      const known = opening.get(sentence.block);
      if (!known || known.surface.length < term.surface.length) opening.set(sentence.block, term);
    }
  }
  const lists: TermList[] = [];
  let i = 0;
  while (i < blocks.length) {
    if (blocks[i]?.type !== 'bullet') {
      i++;
      continue;
    }
    let j = i;
    while (blocks[j + 1]?.type === 'bullet') j++;
    const terms = [...new Set(blocks.slice(i, j + 1).flatMap((_, k) => opening.get(i + k) ?? []))];
    const before = blocks[i - 1];
    let intro = '';
    if (before) {
      const body = text.slice(before.start, before.end).trim();
      if (before.type !== 'paragraph' && before.type !== 'bullet') intro = body;
      else if (body.endsWith(':')) {
        const last = sentences.filter((s) => s.block === i - 1).at(-1);
        intro = last ? text.slice(last.start, last.end).replace(/\s*:\s*$/, '') : '';
        // "Structure :", "On distingue fonctionnellement :" say little alone: the section's
        // heading says of what ("Le Neurone — Structure").
        const heading = blocks
          .slice(0, i - 1)
          .findLast((block) => block.type !== 'paragraph' && block.type !== 'bullet');
        if (intro && heading && intro.split(/\s+/).length <= maxBareIntroWords) {
          intro = `${text.slice(heading.start, heading.end).trim()} — ${intro}`;
        }
      }
    }
    const first = sentences.find((s) => s.block === i);
    // "En python, il en existe 4 :": an intro that points back names no list a question can show.
    const alone = intro !== '' && !leansAfterOpening(intro, analysis.language);
    if (terms.length >= 3 && alone && intro.length <= maxIntroLength && first) {
      lists.push({
        intro,
        terms,
        start: (blocks[i] as { start: number }).start,
        end: (blocks[j] as { end: number }).end,
        sentence: first.index,
      });
    }
    i = j + 1;
  }
  return lists;
}
