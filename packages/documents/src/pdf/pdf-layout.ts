/** A run of text as pdf.js places it: baseline origin in PDF units (y grows upwards). */
export interface TextRun {
  text: string;
  x: number;
  y: number;
  width: number;
  fontSize: number;
}

export interface PageRuns {
  number: number;
  width: number;
  height: number;
  runs: TextRun[];
}

interface Line {
  text: string;
  x0: number;
  x1: number;
  y: number;
  size: number;
}

const bulletPattern = /^[•◦▪▫‣⁃●○■□➢►✓–—*]\s*/u;
const numberedPattern = /^\d{1,3}[.)]\s/;
const pageNumberPattern =
  /^(?:page|p\.|seite|página|pagina)?\s*\d{1,4}(?:\s*(?:\/|of|sur|de|von|di)\s*\d{1,4})?$/i;
const headingRatio = 1.15;
const maxHeadingChars = 150;
// Running headers and footers live in this fraction of the page height, at the top or bottom.
const marginBand = 0.12;
const smallRatio = 0.85;
// Words of a line sit closer than this (in em); columns and table cells sit further apart.
const columnGapRatio = 1.2;

/**
 * Markdown-style text of each page: reading order (two columns read one after the other),
 * headings from font sizes (`#`, `##`, `###`), bullets as `- `, running headers, footers and page
 * numbers removed, hyphenated line breaks joined, lines of a paragraph joined.
 */
export function layoutPages(pages: PageRuns[]): { number: number; text: string }[] {
  const ordered = pages.map((page) => ({ page, lines: orderLines(page) }));
  const { body, levels } = findHeadingLevels(ordered.flatMap(({ lines }) => lines));
  const edges = ordered.map(({ page, lines }) => edgeLines(lines, page.height));
  const exact = repeatedKeys(edges, (line) => line.text);
  const numbered = repeatedKeys(edges, (line) => line.text.replace(/\d+/g, '#'));
  // A small line in the top band is a running header even on a one-page document.
  const isFurniture = (line: Line, edge: Line[], page: PageRuns): boolean =>
    edge.includes(line) &&
    (exact.has(line.text) ||
      pageNumberPattern.test(line.text) ||
      (line.y > page.height * (1 - marginBand) && line.size <= body * smallRatio) ||
      (numbered.has(line.text.replace(/\d+/g, '#')) && line.size < body * headingRatio));
  return ordered.map(({ page, lines }, index) => ({
    number: page.number,
    text: assembleBlocks(
      lines.filter((line) => !isFurniture(line, edges[index] ?? [], page)),
      levels,
    ),
  }));
}

/** Lines of a page, top to bottom; on a two-column page the left column comes first. */
function orderLines(page: PageRuns): Line[] {
  const segments = buildSegments(page.runs);
  const middle = page.width / 2;
  const slack = page.width * 0.02;
  const side = (line: Line): 'left' | 'right' | 'both' =>
    line.x1 <= middle + slack ? 'left' : line.x0 >= middle - slack ? 'right' : 'both';
  const lefts = segments.filter((line) => side(line) === 'left').length;
  const rights = segments.filter((line) => side(line) === 'right').length;
  if (lefts < 3 || rights < 3) return mergeSameBaseline(segments);
  const result: Line[] = [];
  let band: Line[] = [];
  const flush = (): void => {
    result.push(...band.filter((line) => side(line) === 'left'));
    result.push(...band.filter((line) => side(line) === 'right'));
    band = [];
  };
  for (const line of segments) {
    if (side(line) === 'both') {
      flush();
      result.push(line);
    } else {
      band.push(line);
    }
  }
  flush();
  return result;
}

/** Runs grouped by baseline, then cut where a gap is wide enough to separate columns. */
function buildSegments(runs: TextRun[]): Line[] {
  const visible = runs.filter((run) => run.text.trim() !== '' && run.fontSize > 0);
  visible.sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: TextRun[][] = [];
  for (const run of visible) {
    const row = rows.at(-1);
    const head = row?.[0];
    if (row && head && Math.abs(head.y - run.y) < Math.max(head.fontSize, run.fontSize) * 0.5) {
      row.push(run);
    } else {
      rows.push([run]);
    }
  }
  const segments: Line[] = [];
  for (const row of rows) {
    row.sort((a, b) => a.x - b.x);
    let current: Line | undefined;
    for (const run of row) {
      const gap = current ? run.x - current.x1 : 0;
      if (current && gap < run.fontSize * columnGapRatio) {
        const space =
          gap > run.fontSize * 0.15 && !/\s$/.test(current.text) && !/^\s/.test(run.text);
        current.text += (space ? ' ' : '') + run.text;
        current.x1 = Math.max(current.x1, run.x + run.width);
        current.size = Math.max(current.size, run.fontSize);
      } else {
        current = {
          text: run.text,
          x0: run.x,
          x1: run.x + run.width,
          y: run.y,
          size: run.fontSize,
        };
        segments.push(current);
      }
    }
  }
  return segments.map((line) => ({ ...line, text: line.text.replace(/\s+/g, ' ').trim() }));
}

/** On a one-column page, cells of the same row read as one line. */
function mergeSameBaseline(segments: Line[]): Line[] {
  const merged: Line[] = [];
  for (const line of segments) {
    const previous = merged.at(-1);
    if (previous && Math.abs(previous.y - line.y) < 0.5 * Math.max(previous.size, line.size)) {
      previous.text = `${previous.text} ${line.text}`;
      previous.x1 = line.x1;
      previous.size = Math.max(previous.size, line.size);
    } else {
      merged.push({ ...line });
    }
  }
  return merged;
}

/** Keys found on the edges of at least half the pages (and two), when there are several. */
function repeatedKeys(edges: Line[][], key: (line: Line) => string): Set<string> {
  const repeated = new Set<string>();
  if (edges.length < 2) return repeated;
  const counts = new Map<string, number>();
  for (const lines of edges) {
    for (const value of new Set(lines.map(key))) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const threshold = Math.max(2, Math.ceil(edges.length / 2));
  for (const [value, count] of counts) if (count >= threshold) repeated.add(value);
  return repeated;
}

/** The two highest and two lowest lines, when they sit in the page's top or bottom margin band. */
function edgeLines(lines: Line[], height: number): Line[] {
  const byHeight = [...lines].sort((a, b) => b.y - a.y);
  const top = byHeight.slice(0, 2).filter((line) => line.y >= height * (1 - marginBand));
  const bottom = byHeight.slice(-2).filter((line) => line.y <= height * marginBand);
  return [...top, ...bottom];
}

/** Font sizes clearly above the body size, largest first: `#`, `##`, then `###`. */
function findHeadingLevels(lines: Line[]): { body: number; levels: Map<number, number> } {
  const weights = new Map<number, number>();
  for (const line of lines) {
    const size = roundSize(line.size);
    weights.set(size, (weights.get(size) ?? 0) + line.text.length);
  }
  let body = 0;
  let heaviest = -1;
  for (const [size, weight] of weights) {
    if (weight > heaviest) [body, heaviest] = [size, weight];
  }
  const larger = [...weights.keys()]
    .filter((size) => size >= body * headingRatio)
    .sort((a, b) => b - a);
  return { body, levels: new Map(larger.map((size, rank) => [size, Math.min(rank + 1, 3)])) };
}

function roundSize(size: number): number {
  return Math.round(size * 2) / 2;
}

type Block = { kind: 'heading' | 'paragraph' | 'item'; text: string; last: Line };

function assembleBlocks(lines: Line[], headingLevels: Map<number, number>): string {
  const blocks: Block[] = [];
  for (const line of lines) {
    const level =
      line.text.length <= maxHeadingChars ? headingLevels.get(roundSize(line.size)) : undefined;
    const previous = blocks.at(-1);
    if (level !== undefined) {
      if (
        previous?.kind === 'heading' &&
        previous.last.size === line.size &&
        isNextLine(previous.last, line)
      ) {
        previous.text += ` ${line.text}`;
        previous.last = line;
      } else {
        blocks.push({ kind: 'heading', text: `${'#'.repeat(level)} ${line.text}`, last: line });
      }
      continue;
    }
    if (bulletPattern.test(line.text)) {
      blocks.push({ kind: 'item', text: `- ${line.text.replace(bulletPattern, '')}`, last: line });
      continue;
    }
    if (numberedPattern.test(line.text)) {
      blocks.push({ kind: 'item', text: line.text, last: line });
      continue;
    }
    if (previous && previous.kind !== 'heading' && continuesBlock(previous.last, line)) {
      previous.text = joinLines(previous.text, line.text);
      previous.last = line;
      continue;
    }
    blocks.push({ kind: 'paragraph', text: line.text, last: line });
  }
  return blocks
    .map((block, index) => {
      const before = blocks[index - 1];
      const separator =
        index === 0 ? '' : block.kind === 'item' && before?.kind === 'item' ? '\n' : '\n\n';
      return separator + block.text;
    })
    .join('');
}

function isNextLine(previous: Line, line: Line): boolean {
  const gap = previous.y - line.y;
  return gap > 0 && gap <= Math.max(previous.size, line.size) * 1.6;
}

/** A line continues the block above when it sits right under it, or starts a new column mid-sentence. */
function continuesBlock(previous: Line, line: Line): boolean {
  if (isNextLine(previous, line)) return true;
  const wentUp = line.y > previous.y;
  return wentUp && !/[.!?:;»"”)]$/.test(previous.text);
}

/** Joins a hyphenated word split over two lines, otherwise puts one space between the lines. */
function joinLines(text: string, next: string): string {
  if (/\p{L}-$/u.test(text) && /^\p{Ll}/u.test(next)) return text.slice(0, -1) + next;
  return `${text} ${next}`;
}
