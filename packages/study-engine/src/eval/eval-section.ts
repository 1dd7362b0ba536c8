import type { CorpusLesson } from './corpus.ts';

/**
 * One part of `npm run eval`: a title and what it prints for the corpus. `run-eval.ts` prints its
 * sections in order; a new measure is a new section in that list.
 */
export interface EvalSection {
  title: string;
  run(lessons: CorpusLesson[], options: { json: boolean }): Promise<string>;
}

/** The middle value (the mean of the two middle ones for an even count); 0 when empty. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** A Markdown table whose first column is left-aligned and the others right-aligned. */
export function markdownTable(header: string[], rows: string[][]): string {
  const line = header.map((_, i) => (i === 0 ? '---' : '---:'));
  return [header, line, ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}
