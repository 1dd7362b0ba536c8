import type Tesseract from 'tesseract.js';
import { describe, expect, it } from 'vitest';
import { layoutOcrPage, noiseConfidence } from './read-image.ts';

type WordSpec = [text: string, confidence: number];

function line(words: WordSpec[]): Tesseract.Line {
  const confidence = words.reduce((sum, [, each]) => sum + each, 0) / Math.max(1, words.length);
  return {
    words: words.map(([text, each]) => ({ text, confidence: each })),
    text: words.map(([text]) => text).join(' '),
    confidence,
    rowAttributes: { rowHeight: 30, ascenders: 8, descenders: 8 },
  } as unknown as Tesseract.Line;
}

function page(...paragraphs: Tesseract.Line[][]): Tesseract.Page {
  return {
    blocks: [{ paragraphs: paragraphs.map((lines) => ({ lines })) }],
  } as unknown as Tesseract.Page;
}

const low = noiseConfidence - 20;

describe('layoutOcrPage', () => {
  it('drops marks read with little confidence and lines made of them', () => {
    const text = layoutOcrPage(
      page(
        [
          line([
            ['Le', 92],
            ['Gouverneur', 90],
            ['»', low],
            ['répond', 88],
          ]),
        ],
        [
          line([
            ['~', low],
            ['=', low],
            ['.', low],
          ]),
        ],
      ),
    );
    expect(text).toBe('Le Gouverneur répond');
  });

  it('keeps words with letters or digits, accented ones and bullets, whatever their confidence', () => {
    const text = layoutOcrPage(
      page([
        line([
          ['•', low],
          ['à', low],
          ['côté', low],
          ['de', 95],
          ['1962', low],
        ]),
      ]),
    );
    expect(text).toBe('- à côté de 1962');
  });
});
