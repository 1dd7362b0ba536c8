import type Tesseract from 'tesseract.js';
import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { renderTextImage } from '../../test-support/create-image.ts';
import { closeOcr, ocrWorkerCount } from './ocr-engine.ts';
import { prepareImage } from './prepare-image.ts';
import { layoutOcrPage, noiseConfidence, readImage } from './read-image.ts';

afterAll(closeOcr);

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

describe('readImage', () => {
  const limits = { maxImagePixels: 100_000_000, ocrPageTimeoutMs: 60_000 };
  const sentence = 'The heart pumps blood through the arteries to every organ of the body.';

  it('reads an upright page without the osd model, and one upside down with it', async () => {
    const { png } = await renderTextImage([sentence, sentence]);
    const upright = await prepareImage(png, limits);
    const read = await readImage(upright.png, upright.preview, { timeoutMs: 60_000 });
    expect(read.text).toBe(`${sentence}\n\n${sentence}`);
    // Only the reader started: the confident first reading was enough.
    expect(ocrWorkerCount()).toBe(1);
    const upsideDown = await prepareImage(await sharp(png).rotate(180).png().toBuffer(), limits);
    const turned = await readImage(upsideDown.png, upsideDown.preview, { timeoutMs: 60_000 });
    expect(turned.text).toBe(`${sentence}\n\n${sentence}`);
    // (tesseract's layout reads a sideways page by itself; upside down it cannot.)
    expect(ocrWorkerCount()).toBe(2);
  });
});
