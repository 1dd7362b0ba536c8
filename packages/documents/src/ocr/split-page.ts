/**
 * Where a page of running text can be cut in two, so that two readers share it: a blank band
 * between two lines near the middle of the text, with one column of text around it. A page with
 * columns, a table or a picture near the middle is not cut (its halves would read in the wrong
 * order), nor is a page with little text (reading it whole is quick).
 */

import type { GreyImage, PageArea } from './prepare-image.ts';

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
// A gutter to cut along lies at least this share of the text's width from its either side, runs
// down at least this share of the text's height with at most a few rows of specks in it, and has
// text on each side.
const columnSideShare = 0.2;
const minGutterShare = 0.4;
const gutterSpeckRows = 2;
const minSideInk = 0.25;
// Most lines left of a gutter end within this share of the side's width from the farthest one.
const lineEndSlack = 0.1;
const minReachingShare = 0.6;

/** The row at which to cut the page, in its own pixels, or undefined to read it whole. */
export function findPageCut(image: GreyImage): number | undefined {
  const { ink, width, height, columns, rowInk, lines } = pageInk(image);
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

/**
 * Where a dense page of columns is cut in two: the gutter (a vertical band of paper) that runs
 * down the longest stretch of the text between columns of text on both sides. The page is then
 * read as what lies above the gutter, the columns on its left, those on its right and what lies
 * below it (a title, a photo's caption), in that order, so that two readers share it and the
 * columns still read one after the other.
 */
export interface ColumnCut {
  /** The gutter's middle, in the page's own pixels. */
  x: number;
  /** The rows the gutter runs down: above and below, the page is read across its width. */
  top: number;
  bottom: number;
}

/** The gutter to cut a page of columns along, or undefined to read it whole. */
export function findColumnCut(image: GreyImage): ColumnCut | undefined {
  const { ink, width, height, columns, lines } = pageInk(image);
  const first = columns[0];
  const last = columns.at(-1);
  if (first === undefined || last === undefined) return undefined;
  const textTop = lines[0]?.start ?? 0;
  const textBottom = lines.at(-1)?.end ?? 0;
  const textWidth = last - first + 1;
  const band = Math.max(2, Math.round(textWidth * gutterWidth));
  const border = new Uint8Array(width);
  for (let x = 0; x < width; x += 1) border[x] = 1;
  for (const x of columns) border[x] = 0;
  // Ink per row up to each column (border columns aside), to tell an empty band at a glance.
  const before = new Int32Array(height * (width + 1));
  for (let y = 0; y < height; y += 1) {
    const row = y * (width + 1);
    for (let x = 0; x < width; x += 1) {
      const inked = border[x] === 1 ? 0 : (ink[y * width + x] ?? 0);
      before[row + x + 1] = (before[row + x] ?? 0) + inked;
    }
  }
  const bandInk = (y: number, x: number): number =>
    (before[y * (width + 1) + x + band] ?? 0) - (before[y * (width + 1) + x] ?? 0);
  let best: { x: number; top: number; bottom: number } | undefined;
  const from = first + Math.round(textWidth * columnSideShare);
  const to = last + 1 - band - Math.round(textWidth * columnSideShare);
  for (let x = from; x <= to; x += 1) {
    let start = -1;
    let misses = 0;
    for (let y = textTop; y <= textBottom; y += 1) {
      const empty = y < textBottom && bandInk(y, x) === 0;
      if (empty) {
        if (start < 0) start = y;
        misses = 0;
        continue;
      }
      // A speck of dust in the gutter does not end it; a line of text across it does.
      misses += 1;
      if (start >= 0 && (misses > gutterSpeckRows || y === textBottom)) {
        const end = y - misses + 1;
        const longest = best === undefined ? 0 : best.bottom - best.top;
        if (end - start > longest) best = { x, top: start, bottom: end };
        start = -1;
      }
    }
  }
  if (best === undefined || best.bottom - best.top < (textBottom - textTop) * minGutterShare) {
    return undefined;
  }
  const gutter = stretchAtFullWidth(best, ink, width, border);
  if (gutter.bottom - gutter.top < (textBottom - textTop) * minGutterShare) return undefined;
  const middle = gutterMiddle(gutter, ink, width, border);
  // Text on both sides: each holds at least this share of the ink beside the gutter.
  const sides = [range(first, middle), range(middle, last + 1)].map((side) => {
    let count = 0;
    for (let y = gutter.top; y < gutter.bottom; y += 1) {
      for (const x of side) count += border[x] === 1 ? 0 : (ink[y * width + x] ?? 0);
    }
    return count;
  });
  const total = sides.reduce((sum, count) => sum + count, 0);
  if (sides.some((count) => count < total * minSideInk)) return undefined;
  if (!linesReachGutter(ink, width, border, gutter, first)) return undefined;
  const scale = image.height / height;
  return {
    x: Math.round((middle + 0.5) * (image.width / width)),
    top: Math.round(gutter.top * scale),
    bottom: Math.min(image.height, Math.round(gutter.bottom * scale)),
  };
}

interface Run {
  start: number;
  end: number;
}

/** What both cuts look at: the page's ink on a small copy, its text's columns and lines. */
interface PageInk {
  ink: Uint8Array;
  width: number;
  height: number;
  columns: number[];
  rowInk: Int32Array;
  lines: Run[];
}

// A page that is not cut between two lines is looked at again for a gutter: its ink is found once.
const inkOfPage = new WeakMap<GreyImage, PageInk>();

function pageInk(image: GreyImage): PageInk {
  const known = inkOfPage.get(image);
  if (known) return known;
  const sample = downscale(image);
  const ink = inkMask(sample);
  const { width, height } = sample;
  const columns = textColumns(ink, width, height);
  const rowInk = rowProfile(ink, width, height, columns);
  const page = {
    ink,
    width,
    height,
    columns,
    rowInk,
    lines: inkRuns(rowInk, blankLimit(columns.length)),
  };
  inkOfPage.set(image, page);
  return page;
}

interface Gutter {
  /** The sample column where the band of paper starts. */
  x: number;
  top: number;
  bottom: number;
}

/** Sample columns of paper around `x` in row `y`, left and right of it. */
function paperAround(
  ink: Uint8Array,
  width: number,
  border: Uint8Array,
  x: number,
  y: number,
): { left: number; right: number } {
  const isPaper = (column: number): boolean =>
    border[column] === 1 || (ink[y * width + column] ?? 0) === 0;
  let left = x;
  while (left > 0 && isPaper(left - 1)) left -= 1;
  let right = x;
  while (right < width - 1 && isPaper(right + 1)) right += 1;
  return { left, right };
}

/**
 * The middle of the paper a gutter runs down, all its rows together (a few rows aside, where a
 * speck narrows it).
 */
function gutterMiddle(gutter: Gutter, ink: Uint8Array, width: number, border: Uint8Array): number {
  const lefts: number[] = [];
  const rights: number[] = [];
  for (let y = gutter.top; y < gutter.bottom; y += 1) {
    const paper = paperAround(ink, width, border, gutter.x, y);
    lefts.push(paper.left);
    rights.push(paper.right);
  }
  lefts.sort((a, b) => a - b);
  rights.sort((a, b) => a - b);
  const left = lefts[Math.floor(lefts.length * 0.95)] ?? gutter.x;
  const right = rights[Math.floor(rights.length * 0.05)] ?? gutter.x;
  return Math.max(gutter.x, Math.floor((left + right) / 2));
}

/**
 * The longest stretch of a gutter where it keeps at least half its usual width: a gutter found
 * through the gap between two words of a large title (narrower than the gutter between columns)
 * stops above the title, which is then read across the page.
 */
function stretchAtFullWidth(
  gutter: Gutter,
  ink: Uint8Array,
  width: number,
  border: Uint8Array,
): Gutter {
  const widths: number[] = [];
  for (let y = gutter.top; y < gutter.bottom; y += 1) {
    const paper = paperAround(ink, width, border, gutter.x, y);
    widths.push(paper.right - paper.left + 1);
  }
  // Rows between lines widen the paper around a gutter: its width is the narrow end of its rows.
  const usual = [...widths].sort((a, b) => a - b)[Math.floor(widths.length * 0.2)] ?? 0;
  let best = { ...gutter, bottom: gutter.top };
  let start = -1;
  let narrow = 0;
  for (let index = 0; index <= widths.length; index += 1) {
    const wide = index < widths.length && (widths[index] ?? 0) * 2 >= usual;
    if (wide) {
      if (start < 0) start = index;
      narrow = 0;
      continue;
    }
    narrow += 1;
    if (start >= 0 && (narrow > gutterSpeckRows || index === widths.length)) {
      const end = index - narrow + 1;
      if (end - start > best.bottom - best.top) {
        best = { x: gutter.x, top: gutter.top + start, bottom: gutter.top + end };
      }
      start = -1;
    }
  }
  return best;
}

/**
 * Whether the lines left of a gutter run up to it, as the lines of a column of text do (a
 * justified or ragged right edge): the cells of a table stop short of the gap before the next
 * column, whose rows must be read across (a catalogue, a worksheet's grid).
 */
function linesReachGutter(
  ink: Uint8Array,
  width: number,
  border: Uint8Array,
  gutter: Gutter,
  first: number,
): boolean {
  const ends: number[] = [];
  let lineEnd = -1;
  for (let y = gutter.top; y <= gutter.bottom; y += 1) {
    const paper = y < gutter.bottom ? paperAround(ink, width, border, gutter.x, y) : undefined;
    const end = paper !== undefined && paper.left > first ? paper.left - 1 : -1;
    if (end >= 0) {
      lineEnd = Math.max(lineEnd, end);
    } else if (lineEnd >= 0) {
      ends.push(lineEnd);
      lineEnd = -1;
    }
  }
  if (ends.length === 0) return false;
  const edge = Math.max(...ends);
  const near = (gutter.x - first) * lineEndSlack;
  const reaching = ends.filter((end) => edge - end <= near).length;
  return reaching >= ends.length * minReachingShare;
}

/** Ink per sample row, counted in `columns`. */
function rowProfile(ink: Uint8Array, width: number, height: number, columns: number[]): Int32Array {
  const rowInk = new Int32Array(height);
  for (let y = 0; y < height; y += 1) {
    let count = 0;
    for (const x of columns) count += ink[y * width + x] ?? 0;
    rowInk[y] = count;
  }
  return rowInk;
}

/** A row with no more ink than this, across `columnCount` sample columns, is blank. */
function blankLimit(columnCount: number): number {
  return Math.max(1, Math.floor(columnCount * 0.004));
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

// An area of a page with fewer dark pixels than this, among those looked at, is bare paper.
const areaInkPixels = 20;
const areaStride = 4;

/** Whether an area of a page holds anything dark enough to be text (its margin does not). */
export function hasInk(image: GreyImage, area: PageArea): boolean {
  let dark = 0;
  for (let y = area.top; y < area.top + area.height; y += areaStride) {
    const row = y * image.width;
    for (let x = area.left; x < area.left + area.width; x += areaStride) {
      if ((image.data[row + x] ?? 255) < 128) dark += 1;
      if (dark >= areaInkPixels) return true;
    }
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
