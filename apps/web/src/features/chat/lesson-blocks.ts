import type { CoachSource } from '@study/shared';

/** A line of the lesson as the panel draws it, by its offsets in the lesson text. */
export interface LessonBlock {
  kind: 'title' | 'heading' | 'subheading' | 'item' | 'paragraph';
  /** Offsets of the line's content (its `#` or `-` marker and its margins left out). */
  start: number;
  end: number;
}

const headingKinds = ['title', 'heading', 'subheading'] as const;

/**
 * The non-empty lines of a lesson written the way lessons are stored (`#` headings, `- ` items,
 * paragraphs), with the offsets a coach source points at, so a passage can be marked in place.
 */
export function lessonBlocks(text: string): LessonBlock[] {
  const blocks: LessonBlock[] = [];
  let offset = 0;
  for (const line of text.split('\n')) {
    const lineStart = offset;
    offset += line.length + 1;
    const content = line.trimEnd();
    if (!content.trim()) continue;
    const end = lineStart + content.length;
    const heading = /^(#{1,6})\s+/.exec(content);
    if (heading) {
      const level = Math.min(heading[1]!.length, 3) - 1;
      blocks.push({ kind: headingKinds[level]!, start: lineStart + heading[0].length, end });
      continue;
    }
    const item = /^\s*(?:[-*•]|\d+[.)])\s+/.exec(content);
    const margin = item ? item[0].length : content.length - content.trimStart().length;
    blocks.push({ kind: item ? 'item' : 'paragraph', start: lineStart + margin, end });
  }
  return blocks;
}

/**
 * Where a source sits in the lesson text: at its offsets when the text there is still the quoted
 * one, else where the quote is found, else nowhere.
 */
export function locatePassage(
  text: string,
  source: CoachSource,
): { start: number; end: number } | null {
  if (text.slice(source.start, source.end) === source.text) {
    return { start: source.start, end: source.end };
  }
  const found = text.indexOf(source.text);
  return found >= 0 ? { start: found, end: found + source.text.length } : null;
}
