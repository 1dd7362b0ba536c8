/**
 * Where a page of running text can be cut in two, so that two readers share it: a blank band
 * between two lines near the middle of the text, with one column of text around it. A page with
 * columns, a table or a picture near the middle is not cut (its halves would read in the wrong
 * order), nor is a page with little text (reading it whole is quick).
 */

import type { GreyImage } from './prepare-image.ts';

// The page is looked at this wide: enough to see the gap between two lines, cheap to scan.
const sampleWidth = 600;
// Ink is a pixel this much darker than the paper around it (a local mean), so that the uneven
// light of a photo and a tinted paper are not taken for ink.
const inkDrop = 0.72;
const backgroundRadius = 12;
// A column or a row mostly dark is a border, the table under a photographed page or a rule.
const borderShare = 0.5;
/** Fewer lines of text than this and the page is read whole. */
const minSplitLines = 20;
// The cut is looked for where this share of the text's ink lies above it.
const cutRange = [0.3, 0.7] as const;
// Around the cut (this share of the page's height above and below), an empty vertical band this
// wide against the text's width is a gutter between columns or table cells.
const gutterWindow = 0.2;
const gutterWidth = 0.025;

/** The row at which to cut the page, in its own pixels, or undefined to read it whole. */
export function findPageCut(image: GreyImage): number | undefined {
  const sample = downscale(image);
  const ink = inkMask(sample);
  const { width, height } = sample;
  const columns = textColumns(ink, width, height);
  const rowInk = new Int32Array(height);
  for (let y = 0; y < height; y += 1) {
    let count = 0;
    for (const x of columns) count += ink[y * width + x] ?? 0;
    rowInk[y] = count;
  }
  const blankLimit = Math.max(1, Math.floor(columns.length * 0.004));
  const lines = inkRuns(rowInk, blankLimit);
  if (lines.length < minSplitLines) return undefined;
  const total = rowInk.reduce((sum, each) => sum + each, 0);
  let above = 0;
  let best: { row: number; distance: number } | undefined;
  for (let index = 0; index + 1 < lines.length; index += 1) {
    const line = lines[index] as Run;
    const next = lines[index + 1] as Run;
    for (let y = line.start; y < line.end; y += 1) above += rowInk[y] ?? 0;
    const share = above / total;
    const gap = next.start - line.end;
    // At least two blank sample rows, so that no stroke of the full page lies on the cut.
    if (share < cutRange[0] || share > cutRange[1] || gap < 2) continue;
    const distance = Math.abs(share - 0.5);
    const row = Math.floor((line.end + next.start) / 2);
    if (best === undefined || distance < best.distance) best = { row, distance };
  }
  if (best === undefined || hasGutter(ink, width, height, columns, best.row)) return undefined;
  return Math.round((best.row + 0.5) * (image.height / height));
}

interface Run {
  start: number;
  end: number;
}

/** Runs of rows whose ink is above `blankLimit`: the page's lines of text. */
function inkRuns(rowInk: Int32Array, blankLimit: number): Run[] {
  const runs: Run[] = [];
  let start = -1;
  for (let y = 0; y <= rowInk.length; y += 1) {
    const inked = y < rowInk.length && (rowInk[y] ?? 0) > blankLimit;
    if (inked && start < 0) start = y;
    if (!inked && start >= 0) {
      runs.push({ start, end: y });
      start = -1;
    }
  }
  return runs;
}

/** The sample's columns that hold text: not a border, and between the first and last inked. */
function textColumns(ink: Uint8Array, width: number, height: number): number[] {
  const columnInk = new Int32Array(width);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1)
      columnInk[x] = (columnInk[x] ?? 0) + (ink[y * width + x] ?? 0);
  }
  const isText = (count: number): boolean => count > 0 && count < height * borderShare;
  const first = columnInk.findIndex(isText);
  const last = columnInk.findLastIndex(isText);
  if (first < 0) return [];
  return range(first, last + 1).filter((x) => (columnInk[x] ?? 0) < height * borderShare);
}

/**
 * An empty vertical band inside the text near `row`: columns or a table there. The text's width
 * there is where the middle 98 % of its ink lies, so that a speck in the margin does not widen it.
 */
function hasGutter(
  ink: Uint8Array,
  width: number,
  height: number,
  columns: number[],
  row: number,
): boolean {
  const top = Math.max(0, Math.round(row - height * gutterWindow));
  const bottom = Math.min(height, Math.round(row + height * gutterWindow));
  const columnInk = columns.map((x) => {
    let count = 0;
    for (let y = top; y < bottom; y += 1) count += ink[y * width + x] ?? 0;
    return count;
  });
  const total = columnInk.reduce((sum, each) => sum + each, 0);
  let seen = 0;
  let first = -1;
  let last = -1;
  for (const [index, count] of columnInk.entries()) {
    seen += count;
    if (first < 0 && seen > total * 0.01) first = index;
    if (last < 0 && seen >= total * 0.99) last = index;
  }
  if (first < 0 || last < 0) return true;
  const textWidth = last - first + 1;
  let empty = 0;
  for (let index = first; index <= last; index += 1) {
    empty = columnInk[index] === 0 ? empty + 1 : 0;
    const inside = index - first >= textWidth * 0.1 && last - index >= textWidth * 0.1;
    if (inside && empty >= textWidth * gutterWidth) return true;
  }
  return false;
}

function range(start: number, end: number): number[] {
  return Array.from({ length: Math.max(0, end - start) }, (_, index) => start + index);
}

/** The image at most `sampleWidth` wide, each sample the mean of the pixels it covers. */
function downscale(image: GreyImage): GreyImage {
  const factor = Math.max(1, Math.ceil(image.width / sampleWidth));
  if (factor === 1) return image;
  const width = Math.floor(image.width / factor);
  const height = Math.floor(image.height / factor);
  const data = new Uint8Array(width * height);
  const area = factor * factor;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let sum = 0;
      for (let dy = 0; dy < factor; dy += 1) {
        const offset = (y * factor + dy) * image.width + x * factor;
        for (let dx = 0; dx < factor; dx += 1) sum += image.data[offset + dx] ?? 0;
      }
      data[y * width + x] = Math.round(sum / area);
    }
  }
  return { data, width, height };
}

/** 1 where a sample is ink: darker than `inkDrop` of its neighbourhood's mean (integral image). */
function inkMask(image: GreyImage): Uint8Array {
  const { data, width, height } = image;
  const integral = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y += 1) {
    let rowSum = 0;
    for (let x = 0; x < width; x += 1) {
      rowSum += data[y * width + x] ?? 0;
      integral[(y + 1) * (width + 1) + x + 1] = (integral[y * (width + 1) + x + 1] ?? 0) + rowSum;
    }
  }
  const mask = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const y0 = Math.max(0, y - backgroundRadius);
    const y1 = Math.min(height, y + backgroundRadius + 1);
    for (let x = 0; x < width; x += 1) {
      const x0 = Math.max(0, x - backgroundRadius);
      const x1 = Math.min(width, x + backgroundRadius + 1);
      const sum =
        (integral[y1 * (width + 1) + x1] ?? 0) -
        (integral[y0 * (width + 1) + x1] ?? 0) -
        (integral[y1 * (width + 1) + x0] ?? 0) +
        (integral[y0 * (width + 1) + x0] ?? 0);
      const mean = sum / ((y1 - y0) * (x1 - x0));
      mask[y * width + x] = (data[y * width + x] ?? 0) < mean * inkDrop ? 1 : 0;
    }
  }
  return mask;
}
