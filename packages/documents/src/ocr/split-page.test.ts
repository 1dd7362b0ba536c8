import sharp from 'sharp';
import type Tesseract from 'tesseract.js';
import { afterAll, describe, expect, it } from 'vitest';
import { renderTextImage } from '../../test-support/create-image.ts';
import { englishLesson } from '../../test-support/lesson-texts.ts';
import { characterErrorRate } from '../../test-support/text-distance.ts';
import { closeOcr } from './ocr-engine.ts';
import { prepareImage, type GreyImage } from './prepare-image.ts';
import { joinHalves, layoutOcrPage, pageAreas, readImage } from './read-image.ts';
import { findColumnCut, findPageCut } from './split-page.ts';

afterAll(closeOcr);

const limits = { maxImagePixels: 50_000_000, ocrPageTimeoutMs: 120_000 };

/** A rendered page as the reader gets it. */
async function greyPage(png: Buffer): Promise<GreyImage> {
  return prepareImage(png, limits);
}

// A dense page: about 3,300 characters in 16 paragraphs.
const lesson = englishLesson.sections.flatMap((section) => section.paragraphs);
const paragraphs = [...lesson, ...lesson, ...lesson, ...lesson];

/** The darkest pixel of a row: paper only (no stroke cut) when it stays light. */
function darkest(image: GreyImage, row: number): number {
  let min = 255;
  for (let x = 0; x < image.width; x += 1)
    min = Math.min(min, image.data[row * image.width + x] ?? 255);
  return min;
}

describe('findPageCut', () => {
  it('cuts a dense page of one column between two lines near the middle of its text', async () => {
    const page = await renderTextImage(paragraphs, { width: 1600, fontSize: 30 });
    const image = await greyPage(page.png);
    const cut = findPageCut(image);

    expect(cut).toBeDefined();
    const row = cut as number;
    expect(row).toBeGreaterThan(image.height * 0.3);
    expect(row).toBeLessThan(image.height * 0.7);
    for (const near of [row - 2, row, row + 2]) expect(darkest(image, near)).toBeGreaterThan(200);
  });

  it('leaves whole a page with little text', async () => {
    const page = await renderTextImage(lesson, { width: 1600, fontSize: 30 });
    expect(findPageCut(await greyPage(page.png))).toBeUndefined();
  });

  it('leaves whole a page of two columns, whose halves would read in the wrong order', async () => {
    const column = await renderTextImage(paragraphs, { width: 800, fontSize: 24 });
    const twoColumns = await sharp({
      create: { width: 1700, height: column.height, channels: 3, background: '#fafafa' },
    })
      .composite([
        { input: column.png, left: 0, top: 0 },
        { input: column.png, left: 900, top: 0 },
      ])
      .png()
      .toBuffer();
    const image = await greyPage(twoColumns);
    expect(findPageCut(image)).toBeUndefined();
    // The same column alone is long enough to be cut: the gutter is what keeps the page whole.
    expect(findPageCut(await greyPage(column.png))).toBeDefined();
  });
});

/** Pictures side by side on a light page, `gap` pixels apart, and what goes across below. */
async function sideBySide(
  left: { png: Buffer; height: number },
  right: { png: Buffer; height: number },
  gap: number,
  width: number,
  below?: { png: Buffer; height: number },
): Promise<Buffer> {
  const height = Math.max(left.height, right.height) + (below?.height ?? 0);
  return sharp({ create: { width, height, channels: 3, background: '#fafafa' } })
    .composite([
      { input: left.png, left: 0, top: 0 },
      { input: right.png, left: width - gap - (width - gap) / 2 + gap / 2, top: 0 },
      ...(below ? [{ input: below.png, left: 0, top: height - below.height }] : []),
    ])
    .png()
    .toBuffer();
}

describe('findColumnCut', () => {
  it('cuts a page of two columns of text along its gutter, and what runs across below it apart', async () => {
    const left = await renderTextImage(lesson, { width: 800, fontSize: 24 });
    const right = await renderTextImage([...lesson].reverse(), { width: 800, fontSize: 24 });
    const caption = await renderTextImage(
      [
        'Figure 1. A caption that runs across the whole width of the page, under both of its columns.',
      ],
      {
        width: 1700,
        fontSize: 24,
      },
    );
    const image = await greyPage(await sideBySide(left, right, 100, 1700, caption));
    const gutter = findColumnCut(image);

    expect(gutter).toBeDefined();
    const { x, top, bottom } = gutter as { x: number; top: number; bottom: number };
    // Between the columns (the right one's text starts at 874), on paper all the way down.
    expect(x).toBeGreaterThan(650);
    expect(x).toBeLessThan(874);
    for (let y = top; y < bottom; y += 1) {
      expect(image.data[y * image.width + x]).toBeGreaterThan(200);
    }
    expect(top).toBeLessThan(image.height * 0.1);
    // The gutter stops above the caption, which is read across the page.
    expect(bottom).toBeLessThanOrEqual(image.height - caption.height + 40);
    expect(bottom).toBeGreaterThan(image.height - caption.height - 120);
    expect(pageAreas(image).map((area) => area.left)).toEqual([0, x, 0]);
  });

  it('leaves whole a page of one column, and a table whose cells stop short of the gap', async () => {
    const column = await renderTextImage(paragraphs, { width: 1600, fontSize: 30 });
    expect(findColumnCut(await greyPage(column.png))).toBeUndefined();

    const terms = ['Atom', 'Molecule', 'Ion', 'Isotope', 'Element', 'Compound', 'Bond', 'Mass'];
    const definitions = terms.map(
      (term) => `${term}: a word the lesson defines at some length here.`,
    );
    const table = await sideBySide(
      await renderTextImage(terms, { width: 800, fontSize: 24 }),
      await renderTextImage(definitions, { width: 800, fontSize: 24 }),
      100,
      1700,
    );
    expect(findColumnCut(await greyPage(table))).toBeUndefined();
  });
});

function pageOf(...paragraphs: string[][]): Tesseract.Page {
  return {
    blocks: [
      {
        paragraphs: paragraphs.map((lines) => ({
          lines: lines.map((text) => ({
            text,
            confidence: 95,
            words: text.split(' ').map((word) => ({ text: word, confidence: 95 })),
            rowAttributes: { rowHeight: 30 },
          })),
        })),
      },
    ],
  } as unknown as Tesseract.Page;
}

describe('joinHalves', () => {
  it('makes a paragraph that the cut split whole again, hyphenated word included', () => {
    const top = pageOf(
      ['The first paragraph ends here.'],
      ['The heart pumps blood through the ar-'],
    );
    const bottom = pageOf(['teries of the body.', 'It beats about seventy times.'], ['Next one.']);
    expect(layoutOcrPage(joinHalves(top, bottom))).toBe(
      'The first paragraph ends here.\n\nThe heart pumps blood through the arteries of the body. It beats about seventy times.\n\nNext one.',
    );
  });

  it('keeps two paragraphs apart when the top one ends a sentence', () => {
    const top = pageOf(['The heart pumps blood.']);
    const bottom = pageOf(['the lungs exchange gases.']);
    expect(layoutOcrPage(joinHalves(top, bottom))).toBe(
      'The heart pumps blood.\n\nthe lungs exchange gases.',
    );
  });
});

describe('readImage on a dense page', () => {
  it('reads the whole page in order, as two halves when two readers are there', async () => {
    const page = await renderTextImage(paragraphs, { width: 1600, fontSize: 30 });
    const prepared = await prepareImage(page.png, limits);
    expect(findPageCut(prepared)).toBeDefined();
    const read = await readImage(prepared, { timeoutMs: 120_000 });

    const expected = paragraphs.join('\n\n');
    expect(characterErrorRate(expected, read.text)).toBeLessThanOrEqual(0.03);
    // No paragraph is split at the cut: as many paragraphs come back as were written.
    expect(read.text.split('\n\n')).toHaveLength(paragraphs.length);
    expect(read.confidence).toBeGreaterThan(80);
  });

  it('reads a page of two columns one column after the other', async () => {
    const right = [...lesson].reverse();
    const image = await greyPage(
      await sideBySide(
        await renderTextImage(lesson, { width: 800, fontSize: 24 }),
        await renderTextImage(right, { width: 800, fontSize: 24 }),
        100,
        1700,
      ),
    );
    expect(pageAreas(image)).toHaveLength(2);
    const read = await readImage(image, { timeoutMs: 120_000 });

    expect(characterErrorRate([...lesson, ...right].join('\n\n'), read.text)).toBeLessThanOrEqual(
      0.03,
    );
  });
});
