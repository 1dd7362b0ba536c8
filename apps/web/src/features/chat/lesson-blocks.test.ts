import { describe, expect, it } from 'vitest';
import { lessonBlocks, locatePassage } from './lesson-blocks.ts';

const lesson =
  '# The Heart\n\n## Structure\n\nThe heart pumps blood.  \n- Two atria\n  3. Two ventricles\n';

describe('lessonBlocks', () => {
  it('finds headings, items and paragraphs with the offsets of their content', () => {
    const blocks = lessonBlocks(lesson);
    expect(blocks.map((b) => [b.kind, lesson.slice(b.start, b.end)])).toEqual([
      ['title', 'The Heart'],
      ['heading', 'Structure'],
      ['paragraph', 'The heart pumps blood.'],
      ['item', 'Two atria'],
      ['item', 'Two ventricles'],
    ]);
  });
});

describe('locatePassage', () => {
  it('uses the offsets when they still point at the quote, else looks for it', () => {
    const start = lesson.indexOf('The heart pumps');
    const text = 'The heart pumps blood.';
    expect(locatePassage(lesson, { start, end: start + text.length, text })).toEqual({
      start,
      end: start + text.length,
    });
    expect(locatePassage(lesson, { start: 0, end: text.length, text })).toEqual({
      start,
      end: start + text.length,
    });
    expect(locatePassage(lesson, { start: 0, end: 5, text: 'Not there' })).toBeNull();
  });
});
