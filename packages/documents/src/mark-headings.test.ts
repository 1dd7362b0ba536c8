import { describe, expect, it } from 'vitest';
import { markHeadings } from './mark-headings.ts';

describe('markHeadings', () => {
  it('marks a short line without final punctuation that a paragraph follows', () => {
    const text = [
      'Photosynthesis',
      '',
      'Plants make their own food from light, water and carbon dioxide.',
      '',
      'The overall equation',
      'Six molecules of carbon dioxide and six of water give one of glucose and six of oxygen.',
    ].join('\n');
    expect(markHeadings(text).split('\n')).toEqual([
      '## Photosynthesis',
      '',
      'Plants make their own food from light, water and carbon dioxide.',
      '',
      '## The overall equation',
      'Six molecules of carbon dioxide and six of water give one of glucose and six of oxygen.',
    ]);
  });

  it('marks numbered headings, in French too, and leaves numbered list items alone', () => {
    const text = [
      '1. The causes of the Revolution',
      'The kingdom was nearly bankrupt and bread was expensive in 1788 and 1789.',
      '',
      'II. La Terreur',
      'De 1793 à 1794, le Comité de salut public gouverne par la peur.',
      '',
      '1. Water enters the roots.',
      '2. It rises to the leaves.',
    ].join('\n');
    expect(markHeadings(text).split('\n')).toEqual([
      '## 1. The causes of the Revolution',
      'The kingdom was nearly bankrupt and bread was expensive in 1788 and 1789.',
      '',
      '## II. La Terreur',
      'De 1793 à 1794, le Comité de salut public gouverne par la peur.',
      '',
      '1. Water enters the roots.',
      '2. It rises to the leaves.',
    ]);
  });

  it('leaves sentences, long lines, a line ending a heading-less list, and lines without a paragraph after', () => {
    const text = [
      'Plants need light.',
      'A line that goes on and on well past what any heading of a lesson would ever be in length',
      'more of the sentence',
      '',
      '- chlorophyll',
      '- stomata',
      '',
      'The end',
    ].join('\n');
    expect(markHeadings(text)).toBe(text);
  });

  it('marks the title above numbered sections, and a heading over a bulleted list', () => {
    const text = [
      'La Révolution française (1789-1799)',
      '',
      '1. Les causes',
      "L'État est endetté par les guerres et le pain coûte cher en 1788.",
      '',
      'Dates clés',
      '- 14 juillet 1789 : prise de la Bastille',
      '- 21 septembre 1792 : proclamation de la République',
    ].join('\n');
    expect(markHeadings(text).split('\n')).toEqual([
      '# La Révolution française (1789-1799)',
      '',
      '## 1. Les causes',
      "L'État est endetté par les guerres et le pain coûte cher en 1788.",
      '',
      '## Dates clés',
      '- 14 juillet 1789 : prise de la Bastille',
      '- 21 septembre 1792 : proclamation de la République',
    ]);
  });

  it('leaves lines of notes that ask and answer, or join words with "=" or an arrow', () => {
    const text = [
      'Cell division',
      '',
      'Why mitosis? growth, repair, asexual reproduction',
      'Why meiosis? genetic variation (crossing over + independent assortment)',
      '',
      '1789 → début de la Révolution',
      'Les États généraux sont convoqués par Louis XVI en mai 1789.',
      '',
      'Mitosis = division of a body cell',
      'A body cell divides into two identical daughter cells.',
    ].join('\n');
    const marked = markHeadings(text).split('\n');
    expect(marked.filter((line) => line.startsWith('#'))).toEqual(['## Cell division']);
  });

  it('keeps text that already has Markdown headings as it is', () => {
    const text = '# The Heart\n\nStructure\nThe heart is a muscular organ that pumps blood.';
    expect(markHeadings(text)).toBe(text);
  });
});
