import { describe, expect, it } from 'vitest';
import { charsPerToken, lessonParts, questionShares } from './lesson-parts.ts';

const section = (title: string, sentences: number) =>
  `## ${title}\n\n${Array.from({ length: sentences }, (_, i) => `Sentence ${i} of ${title} says one thing.`).join(' ')}\n\n`;

describe('lesson parts', () => {
  it('keeps a lesson within the budget whole', () => {
    const text = `# Short\n\n${section('One', 3)}`;
    expect(lessonParts(text, 1000)).toEqual([text]);
  });

  it('cuts between sections first, groups them up to the budget, and gives the lesson back joined', () => {
    const text = `# Long\n\n${section('One', 8)}${section('Two', 8)}${section('Three', 8)}`;
    const parts = lessonParts(text, 150);
    expect(parts.join('')).toBe(text);
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(150 * charsPerToken);
    expect(parts.length).toBeGreaterThan(1);
    // Each part after the first opens on a section heading: no section is cut in two.
    for (const part of parts.slice(1)) expect(part.startsWith('## ')).toBe(true);
  });

  it('cuts a section longer than the budget between sentences, never inside a word', () => {
    const text = section('Huge', 80);
    const parts = lessonParts(text, 200);
    expect(parts.join('')).toBe(text);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      expect(part.length).toBeLessThanOrEqual(200 * charsPerToken);
      expect(part.trimEnd()).toMatch(/[.\n]$/);
    }
  });

  it('shares the questions out in proportion to the parts’ lengths', () => {
    expect(questionShares(['a'.repeat(100)], 10)).toEqual([10]);
    expect(questionShares(['a'.repeat(300), 'b'.repeat(100), 'c'.repeat(100)], 10)).toEqual([
      6, 2, 2,
    ]);
    const shares = questionShares(
      Array.from({ length: 14 }, () => 'x'.repeat(50)),
      10,
    );
    expect(shares.reduce((a, b) => a + b, 0)).toBe(10);
    expect(Math.max(...shares)).toBe(1);
  });
});
