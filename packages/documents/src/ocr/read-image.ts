import type Tesseract from 'tesseract.js';
import type { RunOptions } from '../worker-pool.ts';
import { detectOrientation, recognize } from './ocr-engine.ts';
import { uncompressedGrey } from './prepare-image.ts';
import { scriptModels } from './tessdata.ts';

export interface ImageText {
  text: string;
  /** Mean word confidence, 0..100. */
  confidence: number;
  /** The tesseract models that read it, e.g. "eng+fra". */
  models: string;
}

// Below this, OSD's guess is noise on a page with little text.
const minOrientationConfidence = 2;
const headingHeightRatio = 1.4;
/**
 * Noise: a mark with no letter, digit or bullet read with less confidence than this is dropped,
 * and so is a low-confidence line made mostly of such marks: on real pages they are borders,
 * stains, halftone and page edges read as text. Chosen on half of the real pages of the OCR bench
 * and checked on the other half.
 */
export const noiseConfidence = 60;
const bulletPattern = /^[•·●▪■◦*»]\s+/u;

/**
 * Text of an already prepared page image: turned upright from the osd model's orientation, read
 * with the models of its script (or `models` when given), laid out as Markdown-style text.
 */
export async function readImage(
  png: Buffer,
  preview: Buffer,
  options: RunOptions & { models?: string },
): Promise<ImageText> {
  const orientation = await detectOrientation(preview, options);
  const degrees = orientation.confidence >= minOrientationConfidence ? orientation.degrees : 0;
  const upright = await uncompressedGrey(png, degrees);
  const models =
    options.models ?? scriptModels[orientation.script ?? 'Latin'] ?? (scriptModels.Latin as string);
  const page = await recognize(upright, models, options);
  return { text: layoutOcrPage(page), confidence: page.confidence, models };
}

/** Paragraphs apart, lines of a paragraph joined (hyphenations too), large single lines as headings. */
export function layoutOcrPage(
  page: Tesseract.Page,
  minConfidence: number = noiseConfidence,
): string {
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
