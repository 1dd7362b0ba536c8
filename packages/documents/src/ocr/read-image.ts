import type Tesseract from 'tesseract.js';
import type { RunOptions } from '../worker-pool.ts';
import { detectOrientation, ocrReaderCount, recognize } from './ocr-engine.ts';
import {
  orientationPreview,
  portableGreyMap,
  turnGrey,
  type GreyImage,
  type PageArea,
} from './prepare-image.ts';
import { findColumnCut, findPageCut, hasInk } from './split-page.ts';
import { scriptModels } from './tessdata.ts';

export interface ImageText {
  text: string;
  /** Mean word confidence, 0..100. */
  confidence: number;
  /** The tesseract models that read it, e.g. "fra". */
  models: string;
}

// Below this, OSD's guess is noise on a page with little text.
const minOrientationConfidence = 2;
const headingHeightRatio = 1.4;
// Pixels: a strip of the page thinner than this holds no line of text.
const minAreaSide = 40;
/**
 * Noise: a mark with no letter, digit or bullet read with less confidence than this is dropped,
 * and so is a low-confidence line made mostly of such marks: on real pages they are borders,
 * stains, halftone and page edges read as text. Chosen on half of the real pages of the OCR bench
 * and checked on the other half.
 */
export const noiseConfidence = 60;
const bulletPattern = /^[•·●▪■◦*»]\s+/u;

/**
 * A first reading at least this confident was of an upright page in a script its models know:
 * read upside down or sideways, or in another script, the real pages and renders come back at
 * 40–66 (a catalogue list turned a quarter), upright at 67–95 (ADR 280). Below it, the osd model
 * is asked.
 */
export const uprightConfidence = 75;

/**
 * Text of an already prepared page image, laid out as Markdown-style text. The page is read first
 * as it stands (upright per EXIF) with `models`, or the Latin ones: most pages are upright and in
 * the Latin script, and a confident reading says so without the osd model, whose 0.3–0.5 s of
 * processor time a page would slow the two readers. Otherwise the osd model gives the page's
 * orientation and script, the page is read again turned upright with its script's models when
 * either differs, and the more confident reading is kept: the osd model is sometimes sure of a
 * wrong turn (a typescript page called upside down).
 */
export async function readImage(
  image: GreyImage,
  options: RunOptions & { models?: string },
): Promise<ImageText> {
  const assumed = options.models ?? (scriptModels.Latin as string);
  const first = await readUpright(image, assumed, options);
  if (first.confidence >= uprightConfidence) return first;
  const found = await detectOrientation(await orientationPreview(image), options);
  const degrees = found.confidence >= minOrientationConfidence ? found.degrees : 0;
  const models =
    options.models ?? scriptModels[found.script ?? 'Latin'] ?? (scriptModels.Latin as string);
  if (degrees === 0 && models === assumed) return first;
  const again = await readUpright(await turnGrey(image, degrees), models, options);
  return first.confidence > again.confidence ? first : again;
}

/**
 * An upright page read with `models`. A dense page is read in parts at once, by two readers, so
 * that it takes about half the time: a page of one column in two halves, cut between two lines
 * near its middle; a page of columns along its gutter (what lies above, the left columns, the
 * right ones, what lies below).
 */
async function readUpright(
  upright: GreyImage,
  models: string,
  options: RunOptions,
): Promise<ImageText> {
  const parts = await Promise.all(
    pageAreas(upright).map((area) => recognize(portableGreyMap(upright, area), models, options)),
  );
  const [first, ...rest] = parts;
  if (first === undefined) return { text: '', confidence: 0, models };
  const joined = rest.reduce<PageBlocks>((page, next) => joinHalves(page, next), first);
  return { text: layoutOcrPage(joined), confidence: meanConfidence(parts), models };
}

/** The areas of a page to read, in reading order: the whole page unless it is cut. */
export function pageAreas(image: GreyImage): PageArea[] {
  const { width, height } = image;
  const whole = [{ left: 0, top: 0, width, height }];
  if (ocrReaderCount() < 2) return whole;
  const cut = findPageCut(image);
  if (cut !== undefined) {
    return [
      { left: 0, top: 0, width, height: cut },
      { left: 0, top: cut, width, height: height - cut },
    ];
  }
  const gutter = findColumnCut(image);
  if (gutter === undefined) return whole;
  const areas = [
    { left: 0, top: 0, width, height: gutter.top },
    { left: 0, top: gutter.top, width: gutter.x, height: gutter.bottom - gutter.top },
    {
      left: gutter.x,
      top: gutter.top,
      width: width - gutter.x,
      height: gutter.bottom - gutter.top,
    },
    { left: 0, top: gutter.bottom, width, height: height - gutter.bottom },
  ];
  // A strip of bare paper (the page's margin above or below the columns) is not read.
  return areas.filter(
    (area) => area.height >= minAreaSide && area.width >= minAreaSide && hasInk(image, area),
  );
}

type PageBlocks = Pick<Tesseract.Page, 'blocks'>;

/**
 * The two halves of a page as one: the bottom's blocks after the top's, and a paragraph that the
 * cut split (the top's last line runs on, the bottom's first line starts in lower case) whole again.
 */
export function joinHalves(top: PageBlocks, bottom: PageBlocks): PageBlocks {
  const topBlocks = top.blocks ?? [];
  const bottomBlocks = bottom.blocks ?? [];
  const lastBlock = topBlocks.at(-1);
  const lastParagraph = lastBlock?.paragraphs.at(-1);
  const firstBlock = bottomBlocks[0];
  const firstParagraph = firstBlock?.paragraphs[0];
  const lastLine = lastParagraph?.lines.at(-1)?.text.trim() ?? '';
  const firstLine = firstParagraph?.lines[0]?.text.trim() ?? '';
  const runsOn = /[\p{L}\p{N},-]$/u.test(lastLine) && /^\p{Ll}/u.test(firstLine);
  if (!lastBlock || !lastParagraph || !firstBlock || !firstParagraph || !runsOn) {
    return { blocks: [...topBlocks, ...bottomBlocks] };
  }
  const joined = { ...lastParagraph, lines: [...lastParagraph.lines, ...firstParagraph.lines] };
  return {
    blocks: [
      ...topBlocks.slice(0, -1),
      { ...lastBlock, paragraphs: [...lastBlock.paragraphs.slice(0, -1), joined] },
      { ...firstBlock, paragraphs: firstBlock.paragraphs.slice(1) },
      ...bottomBlocks.slice(1),
    ],
  };
}

/** The mean word confidence of a page read in parts. */
function meanConfidence(parts: Tesseract.Page[]): number {
  const words = (page: Tesseract.Page): number =>
    (page.blocks ?? [])
      .flatMap((block) => block.paragraphs)
      .flatMap((paragraph) => paragraph.lines)
      .reduce((sum, line) => sum + line.words.length, 0);
  const counts = parts.map(words);
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return parts.reduce((sum, part) => sum + part.confidence, 0) / parts.length;
  return (
    parts.reduce((sum, part, index) => sum + part.confidence * (counts[index] ?? 0), 0) / total
  );
}

/** Paragraphs apart, lines of a paragraph joined (hyphenations too), large single lines as headings. */
export function layoutOcrPage(page: PageBlocks, minConfidence: number = noiseConfidence): string {
  const paragraphs = (page.blocks ?? []).flatMap((block) => block.paragraphs);
  const heights = paragraphs
    .flatMap((paragraph) => paragraph.lines.map((line) => line.rowAttributes.rowHeight))
    .sort((a, b) => a - b);
  const median = heights[Math.floor(heights.length / 2)] ?? 0;
  const blocks: string[] = [];
  for (const paragraph of paragraphs) {
    const lines = paragraph.lines.map((line) => lineText(line, minConfidence)).filter(Boolean);
    if (lines.length === 0) continue;
    const first = paragraph.lines[0];
    if (
      lines.length === 1 &&
      first &&
      median > 0 &&
      first.rowAttributes.rowHeight >= median * headingHeightRatio
    ) {
      blocks.push(`# ${lines[0]}`);
      continue;
    }
    let text = '';
    for (const line of lines) {
      if (bulletPattern.test(line)) {
        text += `${text === '' ? '' : '\n'}- ${line.replace(bulletPattern, '')}`;
      } else if (text === '') {
        text = line;
      } else if (/\p{L}-$/u.test(text) && /^\p{Ll}/u.test(line)) {
        text = text.slice(0, -1) + line;
      } else {
        text += ` ${line}`;
      }
    }
    blocks.push(text);
  }
  return blocks.join('\n\n');
}

const wordLike = /[\p{L}\p{N}•·●▪■◦]/u;

/** A line's words without the noise: marks that are not words, read with little confidence. */
function lineText(line: Tesseract.Line, minConfidence: number): string {
  const words = line.words.filter((word) => word.text.trim() !== '');
  const marks = words.filter((word) => !wordLike.test(word.text)).length;
  if (line.confidence < minConfidence && marks * 2 >= words.length) return '';
  const kept = words.filter((word) => word.confidence >= minConfidence || wordLike.test(word.text));
  return kept
    .map((word) => word.text)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}
