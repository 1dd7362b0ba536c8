import type { LessonLanguage } from '@study/shared';
import { readableLesson } from './citations.ts';
import { languagePacks, type LanguagePack } from './language-pack.ts';
import { foldText } from './normalize.ts';
import { stemWord } from './stem.ts';

export type LessonBlockType = 'h1' | 'h2' | 'h3' | 'paragraph' | 'bullet';

/** A structural block of the lesson; `start`/`end` bound its text without Markdown markers. */
export interface LessonBlock {
  type: LessonBlockType;
  start: number;
  end: number;
  /** A row of a Markdown table, read as an item ("Bubble sort | O(n²) | yes"). */
  row?: boolean;
}

export interface Sentence {
  index: number;
  start: number;
  end: number;
  block: number;
  heading: boolean;
  /** Tokens `firstToken` (inclusive) to `endToken` (exclusive) of the analysis. */
  firstToken: number;
  endToken: number;
}

export interface Token {
  start: number;
  end: number;
  fold: string;
  stem: string;
  stop: boolean;
  sentence: number;
}

/** The lesson cut into blocks, sentences and words once, shared by every generator. */
export interface LessonAnalysis {
  /**
   * The lesson with its citations and emphasis markers blanked (`readableLesson`): offsets are the
   * lesson's own.
   */
  text: string;
  language: LessonLanguage;
  pack: LanguagePack;
  /** What the author set in bold or italics ("**magma**"), markers left out: their key terms. */
  emphasised: Array<{ start: number; end: number }>;
  blocks: LessonBlock[];
  sentences: Sentence[];
  tokens: Token[];
}

const segmenters = new Map<string, Intl.Segmenter>();

function segmenter(language: LessonLanguage, granularity: 'word' | 'sentence'): Intl.Segmenter {
  const key = `${language}:${granularity}`;
  let found = segmenters.get(key);
  if (!found) {
    found = new Intl.Segmenter(language, { granularity });
    segmenters.set(key, found);
  }
  return found;
}

function parseBlocks(text: string): LessonBlock[] {
  const blocks: LessonBlock[] = [];
  let offset = 0;
  let paragraph: LessonBlock | undefined;
  for (const line of text.split('\n')) {
    const lineStart = offset;
    offset += line.length + 1;
    const trimmed = line.trim();
    // "::: code-group", ":::": a Markdown container's fences (VitePress, Docusaurus) hold no text.
    if (trimmed === '' || trimmed.startsWith(':::')) {
      paragraph = undefined;
      continue;
    }
    // A Markdown table ("| Bubble sort | O(n²) | yes |"): each row is an item of its own, its
    // outer bars left out; the row under the header ("| --- | :-: |") holds no text.
    if (/^\|.*\|$/.test(trimmed) && trimmed.length > 2) {
      paragraph = undefined;
      if (/^[|\s:-]+$/.test(trimmed)) continue;
      const lead = line.indexOf('|') + 1;
      const cells = line.slice(lead, line.lastIndexOf('|'));
      const start = lineStart + lead + (cells.length - cells.trimStart().length);
      const end = lineStart + lead + cells.trimEnd().length;
      if (end > start) blocks.push({ type: 'bullet', start, end, row: true });
      continue;
    }
    const heading = /^(\s*)(#{1,6})\s+/.exec(line);
    const bullet = /^(\s*)(?:[-*+•]|\d+[.)])\s+/.exec(line);
    const marker = heading ?? bullet;
    if (marker) {
      paragraph = undefined;
      const level = heading ? (heading[2] as string).length : 0;
      const type: LessonBlockType = heading
        ? level === 1
          ? 'h1'
          : level === 2
            ? 'h2'
            : 'h3'
        : 'bullet';
      const start = lineStart + marker[0].length;
      const end = lineStart + line.trimEnd().length;
      if (end > start) blocks.push({ type, start, end: end });
      continue;
    }
    const start = lineStart + (line.length - line.trimStart().length);
    const end = lineStart + line.trimEnd().length;
    if (paragraph) paragraph.end = end;
    else {
      paragraph = { type: 'paragraph', start, end };
      blocks.push(paragraph);
    }
  }
  return blocks;
}

// Abbreviations that the sentence segmenter takes for the end of a sentence.
const abbreviationEnd = {
  test: (text: string): boolean =>
    /(?:^|[\s(])(?:av|apr|env|cf|approx|fig|vol|chap|pp?|art|vs|ex)\.$/iu.test(text) ||
    // Titles, with their capital ("M. Dupont"; "300 m." ends a sentence).
    /(?:^|[\s(])(?:Mr|Mrs|Ms|Dr|Prof|St|Mme|Mlle|M)\.$/u.test(text),
};

/**
 * The segmenter's sentences, cut again after an ellipsis character before a capital ("sujet,
 * complément d'objet, attribut… Ainsi, dans…"), which ends a sentence as three dots do.
 */
function* byEllipsis(
  pieces: Iterable<{ segment: string; index: number }>,
): Generator<{ segment: string; index: number }> {
  for (const piece of pieces) {
    let from = 0;
    for (const match of piece.segment.matchAll(/…(?=\s+\p{Lu})/gu)) {
      const to = match.index + 1;
      yield { segment: piece.segment.slice(from, to), index: piece.index + from };
      from = to;
    }
    yield { segment: piece.segment.slice(from), index: piece.index + from };
  }
}

/** Cuts a lesson into blocks, sentences and tokens; Markdown `#`, `##`, `- ` give the structure. */
export function analyzeLesson(lesson: string, language: LessonLanguage): LessonAnalysis {
  // "(Hood, Spilka, & Corsuch, 1996)": the sources a lesson cites are no part of what it teaches,
  // nor are the stars of a pasted "**magma**"; blanked, the text keeps its length and every offset.
  const { text, emphasised } = readableLesson(lesson);
  const pack = languagePacks[language];
  const blocks = parseBlocks(text);
  const sentences: Sentence[] = [];
  const tokens: Token[] = [];
  const words = segmenter(language, 'word');
  const splitter = segmenter(language, 'sentence');
  blocks.forEach((block, blockIndex) => {
    const blockText = text.slice(block.start, block.end);
    const heading = block.type !== 'paragraph' && block.type !== 'bullet';
    const spans: Array<[number, number]> = [];
    if (heading) spans.push([0, blockText.length]);
    else {
      for (const piece of byEllipsis(splitter.segment(blockText))) {
        let lead = piece.segment.length - piece.segment.trimStart().length;
        let body = piece.segment.trim();
        if (!body) continue;
        const previous = spans.at(-1);
        // "…tout se transforme. » Puis…": the closing quotation mark French sets after a space
        // ends the quotation, and the sentence with it.
        const closing = previous ? /^[»”)\]]+/u.exec(body) : null;
        if (previous && closing) {
          previous[1] = piece.index + lead + closing[0].length;
          const rest = body.slice(closing[0].length);
          lead += closing[0].length + rest.length - rest.trimStart().length;
          body = rest.trim();
          if (!body) continue;
        }
        // "fondée en 753 av. J.-C.", "see fig. 2": an abbreviation ends no sentence, nor does a
        // name's initial before the rest of the name ("John F. Kennedy", not "…Hepatitis B. The").
        const before = previous ? blockText.slice(previous[0], previous[1]) : '';
        const initial =
          /(?:^|\s)\p{Lu}\p{Ll}+\s\p{Lu}\.$/u.test(before) &&
          /^\p{Lu}\p{Ll}/u.test(body) &&
          !pack.stopWords.has(foldText(/^\p{L}+/u.exec(body)?.[0] ?? ''));
        if (previous && (initial || abbreviationEnd.test(before))) {
          previous[1] = piece.index + lead + body.length;
        } else spans.push([piece.index + lead, piece.index + lead + body.length]);
      }
    }
    for (const [from, to] of spans) {
      const sentence: Sentence = {
        index: sentences.length,
        start: block.start + from,
        end: block.start + to,
        block: blockIndex,
        heading,
        firstToken: tokens.length,
        endToken: tokens.length,
      };
      // A sentence written in capitals throughout shouts; elsewhere, a word in capitals is an
      // acronym, whose last letter is no plural ("HTTPS" is not "HTTP", "URSS" not "URS").
      const shouting = !/\p{Ll}/u.test(blockText.slice(from, to));
      for (const word of words.segment(blockText.slice(from, to))) {
        if (!word.isWordLike) continue;
        const acronym = !shouting && /^\p{Lu}{2,}$/u.test(word.segment);
        let start = sentence.start + word.index;
        let fold = foldText(word.segment);
        const apostrophe = fold.indexOf("'");
        if (apostrophe > 0 && pack.elisions.has(fold.slice(0, apostrophe))) {
          start += apostrophe + 1;
          fold = fold.slice(apostrophe + 1);
        }
        if (!fold) continue;
        tokens.push({
          start,
          end: sentence.start + word.index + word.segment.length,
          fold,
          stem: acronym ? fold : stemWord(fold, language),
          stop: pack.stopWords.has(fold) || !/\p{L}/u.test(fold),
          sentence: sentence.index,
        });
      }
      sentence.endToken = tokens.length;
      sentences.push(sentence);
    }
  });
  return { text, language, pack, emphasised, blocks, sentences, tokens };
}
