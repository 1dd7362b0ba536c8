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

/**
 * Words a wrapped line may end on before the rest of its sentence ("…discovered by", "…de la"):
 * grammar words of English and French, where a line of notes ends on a word of its own.
 */
const lineGoesOn =
  /(?:[,;([\-–—/&+=→]|(?<![\p{L}'’])(?:the|a|an|of|to|in|on|at|by|for|with|from|into|and|or|but|as|than|that|which|who|whose|is|are|was|were|le|la|les|l['’]|un|une|des|de|du|d['’]|à|au|aux|en|et|ou|par|pour|dans|sur|sous|avec|entre|que|qui|dont|est|sont|se|ne))$/iu;

/**
 * The lines of a paragraph, cut into paragraphs of their own when they are lines of notes rather
 * than a wrapped sentence: "1789 → début de la Révolution" then "États généraux = assemblée…",
 * "Mitosis = division…" then "Meiosis = …". A paragraph's lines are notes when most of its line
 * breaks come after a line that ends on a word or a closing bracket, not on a grammar word or a
 * comma, and before a capital or a digit: wrapped prose breaks before lower-case words most of the
 * time ("…the basic unit" / "of life."). Such a line break ends a paragraph; the others join.
 */
function splitNoteLines(lines: ReadonlyArray<{ start: number; end: number }>, text: string) {
  if (lines.length === 0) return [];
  if (lines.length < 2) return [lines];
  const breaks = lines.slice(1).map((line, i) => {
    const before = text.slice((lines[i] as { start: number }).start, lines[i]!.end);
    const after = text.slice(line.start, line.end);
    return !lineGoesOn.test(before) && /^[\p{Lu}\p{N}→=•*!]/u.test(after);
  });
  // Two lines alone: a wrapped sentence may break before a name ("…the physicist Albert" /
  // "Einstein…"); a line of notes is short or ends on a bracket or a figure.
  const first = text.slice(lines[0]!.start, lines[0]!.end);
  const notes =
    breaks.filter(Boolean).length / breaks.length >= 0.6 &&
    (lines.length > 2 || first.length < 60 || /[)\]\p{N}]$/u.test(first));
  const groups: Array<Array<{ start: number; end: number }>> = [[lines[0]!]];
  breaks.forEach((cut, i) => {
    if (notes && cut) groups.push([lines[i + 1]!]);
    else groups[groups.length - 1]!.push(lines[i + 1]!);
  });
  return groups;
}

function parseBlocks(text: string): LessonBlock[] {
  const blocks: LessonBlock[] = [];
  let offset = 0;
  let paragraph: Array<{ start: number; end: number }> = [];
  const flush = () => {
    for (const group of splitNoteLines(paragraph, text)) {
      blocks.push({ type: 'paragraph', start: group[0]!.start, end: group[group.length - 1]!.end });
    }
    paragraph = [];
  };
  for (const line of text.split('\n')) {
    const lineStart = offset;
    offset += line.length + 1;
    const trimmed = line.trim();
    // "::: code-group", ":::": a Markdown container's fences (VitePress, Docusaurus) hold no text.
    if (trimmed === '' || trimmed.startsWith(':::')) {
      flush();
      continue;
    }
    // A Markdown table ("| Bubble sort | O(n²) | yes |"): each row is an item of its own, its
    // outer bars left out; the row under the header ("| --- | :-: |") holds no text.
    if (/^\|.*\|$/.test(trimmed) && trimmed.length > 2) {
      flush();
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
      flush();
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
    paragraph.push({ start, end });
  }
  flush();
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
