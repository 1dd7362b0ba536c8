// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the apps compile this source too: its ambient types must travel with it
/// <reference path="./linebreak.d.ts" />
import type { LessonLanguage, SheetTextMark } from '@study/shared';
import bidiFactory from 'bidi-js';
import LineBreaker from 'linebreak';
import {
  faceCovers,
  familyOrder,
  fontFace,
  fontMetrics,
  type FontFace,
  type FontFamily,
} from './sheet-pdf-fonts.ts';

export type HighlightColor = Extract<SheetTextMark, { type: 'highlight' }>['attrs']['color'];

/** A stretch of text in one style; `\n` is a forced line break. */
export interface TextRun {
  text: string;
  bold: boolean;
  italic: boolean;
  highlight: HighlightColor | null;
}

export interface LayoutOptions {
  language: LessonLanguage;
  direction: 'ltr' | 'rtl';
  size: number;
  maxWidth: number;
  /** Advance width of `text` in `face` at `size`, as the PDF will draw it. */
  measure: (face: FontFace, size: number, text: string) => number;
}

/** Text drawn in one call, left to right from `x`, in the order the font engine expects it. */
export interface LinePiece {
  text: string;
  face: FontFace;
  x: number;
  width: number;
}

export interface LineHighlight {
  color: HighlightColor;
  x: number;
  width: number;
}

/** One laid-out line; x positions start at the line's left edge. */
export interface TextLine {
  width: number;
  ascent: number;
  descent: number;
  pieces: LinePiece[];
  highlights: LineHighlight[];
}

type AtomKind = 'text' | 'space' | 'newline';

/** A run of characters that share face, highlight, bidi level and kind, inside one break unit. */
interface Atom {
  kind: AtomKind;
  text: string;
  face: FontFace;
  highlight: HighlightColor | null;
  level: number;
  width: number;
}

interface Char {
  text: string;
  face: FontFace;
  highlight: HighlightColor | null;
  kind: AtomKind;
}

const bidi = bidiFactory();
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
// Invisible format and control characters never reach a font, nor do variation selectors: the
// emoji font draws the same outline with or without them.
const invisible = /[\p{Cc}\p{Cf}\uFE0E\uFE0F]/u;
const joiners = new Set(['\u200C', '\u200D']);
const noBreakSpaces = new Set(['\u00A0', '\u2007', '\u202F']);
const spaceChar = /\p{Zs}/u;
const strongScript = /[^\p{Script=Common}\p{Script=Inherited}]/u;
const rtlScript =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

function kindOf(char: string): AtomKind {
  if (char === '\n') return 'newline';
  return spaceChar.test(char) && !noBreakSpaces.has(char) ? 'space' : 'text';
}

/**
 * The face that draws `char`: its script's family first, then the others. A character without a
 * script of its own (digits, punctuation, marks) stays in the family before it when that family
 * has it, so shaping and spacing stay whole. Null when no font has the character.
 */
function faceFor(
  char: string,
  style: { bold: boolean; italic: boolean },
  language: LessonLanguage,
  previous: FontFamily | null,
): FontFace | null {
  const codePoint = char.codePointAt(0) ?? 0;
  const order = familyOrder(language, char);
  const families =
    previous && !strongScript.test(char)
      ? [previous, ...order.filter((family) => family !== previous)]
      : order;
  for (const family of families) {
    const face = fontFace(family, style);
    if (faceCovers(face, codePoint)) return face;
  }
  return null;
}

/** The characters to draw, each with its face; characters no font has are left out. */
function prepareChars(runs: TextRun[], language: LessonLanguage): Char[] {
  const chars: Char[] = [];
  let previous: FontFamily | null = null;
  for (const run of runs) {
    const style = { bold: run.bold, italic: run.italic };
    for (const raw of run.text) {
      const char = raw === '\t' ? ' ' : raw;
      if (char !== '\n' && invisible.test(char) && !joiners.has(char)) continue;
      const kind = kindOf(char);
      if (kind === 'newline') {
        chars.push({
          text: char,
          face: fontFace(previous ?? 'latin', style),
          highlight: null,
          kind,
        });
        continue;
      }
      // A space takes the face of the text before it, so it is as wide as its neighbours expect,
      // except after an emoji: that font's space is as wide as a pictogram.
      const after = kind === 'space' && previous === 'emoji' ? null : previous;
      const face = faceFor(char, style, language, after);
      if (!face) continue;
      if (kind !== 'space') previous = face.family;
      chars.push({ text: char, face, highlight: run.highlight, kind });
    }
  }
  return chars;
}

function reverseGraphemes(text: string): string {
  return Array.from(graphemes.segment(text), ({ segment }) => segment)
    .reverse()
    .join('');
}

/** fontkit reverses a run whose first character with a script is right-to-left. */
function fontEngineReverses(text: string): boolean {
  const first = strongScript.exec(text)?.[0];
  return first !== undefined && rtlScript.test(first);
}

/** Splits the text at its line-break opportunities (UAX #14), each unit into atoms. */
function breakUnits(chars: Char[], options: LayoutOptions): Atom[][] {
  const text = chars.map((char) => char.text).join('');
  const levels = bidi.getEmbeddingLevels(text, options.direction);
  const mirrored = bidi.getMirroredCharactersMap(text, levels.levels);
  const breaks: number[] = [];
  const breaker = new LineBreaker(text);
  for (let next = breaker.nextBreak(); next; next = breaker.nextBreak()) breaks.push(next.position);

  const units: Atom[][] = [];
  let unit: Atom[] = [];
  let offset = 0;
  let breakIndex = 0;
  for (const char of chars) {
    while (breakIndex < breaks.length && (breaks[breakIndex] ?? 0) <= offset) {
      if (unit.length > 0) units.push(unit);
      unit = [];
      breakIndex += 1;
    }
    const level = levels.levels[offset] ?? 0;
    const shown = mirrored.get(offset) ?? char.text;
    offset += char.text.length;
    const last = unit.at(-1);
    if (
      last &&
      char.kind !== 'newline' &&
      last.kind === char.kind &&
      last.face.key === char.face.key &&
      last.highlight === char.highlight &&
      last.level === level
    ) {
      last.text += shown;
    } else {
      unit.push({
        kind: char.kind,
        text: shown,
        face: char.face,
        highlight: char.highlight,
        level,
        width: 0,
      });
    }
  }
  if (unit.length > 0) units.push(unit);
  for (const atom of units.flat()) {
    atom.width = atom.kind === 'newline' ? 0 : options.measure(atom.face, options.size, atom.text);
  }
  return units;
}

function totalWidth(atoms: Atom[]): number {
  return atoms.reduce((sum, atom) => sum + atom.width, 0);
}

/** Width without the spaces and break that end it: they hang past the line's end. */
function contentWidth(atoms: Atom[]): number {
  let end = atoms.length;
  while (end > 0 && atoms[end - 1]?.kind !== 'text') end -= 1;
  return totalWidth(atoms.slice(0, end));
}

/** A unit wider than a line (a long word or link) is cut between graphemes. */
function splitOversized(unit: Atom[], options: LayoutOptions): Atom[][] {
  const pieces = unit.flatMap((atom) =>
    atom.kind === 'text'
      ? Array.from(graphemes.segment(atom.text), ({ segment }) => ({
          ...atom,
          text: segment,
          width: options.measure(atom.face, options.size, segment),
        }))
      : [atom],
  );
  const lines: Atom[][] = [[]];
  let width = 0;
  for (const piece of pieces) {
    const current = lines.at(-1) ?? [];
    if (current.length > 0 && piece.kind === 'text' && width + piece.width > options.maxWidth) {
      lines.push([piece]);
      width = piece.width;
    } else {
      current.push(piece);
      width += piece.width;
    }
  }
  return lines;
}

function fillLines(units: Atom[][], options: LayoutOptions): Atom[][] {
  const lines: Atom[][] = [];
  let line: Atom[] = [];
  let width = 0;
  const close = () => {
    lines.push(line);
    line = [];
    width = 0;
  };
  for (const unit of units) {
    const content = contentWidth(unit);
    if (line.length > 0 && width + content > options.maxWidth) close();
    const parts = content > options.maxWidth ? splitOversized(unit, options) : [unit];
    parts.forEach((part, index) => {
      if (index > 0) close();
      line.push(...part);
      width += totalWidth(part);
    });
    if (unit.at(-1)?.kind === 'newline') close();
  }
  if (line.length > 0) close();
  return lines;
}

/** Unicode bidi rule L2: reverses every run at or above each odd level, highest first. */
function visualOrder(atoms: Atom[]): Atom[] {
  const order = [...atoms];
  const levels = order.map((atom) => atom.level);
  const highest = Math.max(0, ...levels);
  const lowestOdd = Math.min(...levels.filter((level) => level % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level -= 1) {
    let start = 0;
    while (start < order.length) {
      if ((order[start]?.level ?? 0) < level) {
        start += 1;
        continue;
      }
      let end = start;
      while (end < order.length && (order[end]?.level ?? 0) >= level) end += 1;
      order.splice(start, end - start, ...order.slice(start, end).reverse());
      start = end;
    }
  }
  return order;
}

function placeLine(logical: Atom[], size: number): TextLine {
  // Rule L1: the spaces ending a line take the paragraph's level, and they are not drawn.
  let end = logical.length;
  while (end > 0 && logical[end - 1]?.kind !== 'text') end -= 1;
  const atoms = visualOrder(logical.slice(0, end));

  const pieces: LinePiece[] = [];
  const highlights: LineHighlight[] = [];
  let ascent = 0;
  let descent = 0;
  let x = 0;
  let openPiece = null as LinePiece | null;
  let openHighlight = null as LineHighlight | null;
  for (const atom of atoms) {
    const metrics = fontMetrics(atom.face);
    ascent = Math.max(ascent, metrics.ascent * size);
    descent = Math.max(descent, metrics.descent * size);

    if (atom.highlight && openHighlight?.color === atom.highlight) {
      openHighlight.width += atom.width;
    } else if (atom.highlight) {
      openHighlight = { color: atom.highlight, x, width: atom.width };
      highlights.push(openHighlight);
    } else {
      openHighlight = null;
    }

    // Left-to-right text in one face is drawn in one call; right-to-left text word by word, in
    // the order fontkit expects: it reverses a run itself when the run starts in an RTL script.
    const rtl = atom.level % 2 === 1;
    if (
      !rtl &&
      openPiece?.face.key === atom.face.key &&
      !fontEngineReverses(openPiece.text + atom.text)
    ) {
      openPiece.text += atom.text;
      openPiece.width += atom.width;
    } else if (atom.kind === 'text') {
      const text = rtl === fontEngineReverses(atom.text) ? atom.text : reverseGraphemes(atom.text);
      openPiece = { text, face: atom.face, x, width: atom.width };
      pieces.push(openPiece);
      if (rtl) openPiece = null;
    } else {
      openPiece = null;
    }
    x += atom.width;
  }
  return { width: x, ascent, descent, pieces, highlights };
}

/**
 * Lays out styled text in lines no wider than `maxWidth`: a font per script (with fallbacks),
 * line breaks by UAX #14, right-to-left runs ordered by the Unicode bidi algorithm.
 */
export function layoutText(runs: TextRun[], options: LayoutOptions): TextLine[] {
  const chars = prepareChars(runs, options.language);
  if (chars.length === 0) return [];
  return fillLines(breakUnits(chars, options), options).map((line) =>
    placeLine(line, options.size),
  );
}
