import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHugeJpeg,
  renderTextImage,
  toExifRotatedJpeg,
  toSidewaysPng,
} from '../test-support/create-image.ts';
import { createLessonPdf, createScannedPdf } from '../test-support/create-pdf.ts';
import { englishLesson, frenchLesson, lessonMarkdown } from '../test-support/lesson-texts.ts';
import { characterErrorRate } from '../test-support/text-distance.ts';
import { close } from './close.ts';
import { extract, withoutFrenchA } from './extract.ts';

// Clean renders of known text: the character error rate must stay at or under 3%.
const maxCer = 0.03;
const english = englishLesson.sections[0]?.paragraphs ?? [];
const french = frenchLesson.sections[0]?.paragraphs ?? [];
const expectedEnglish = english.join('\n\n');
const expectedFrench = french.join('\n\n');

let englishPng: Awaited<ReturnType<typeof renderTextImage>>;
let frenchPng: Awaited<ReturnType<typeof renderTextImage>>;

beforeAll(async () => {
  [englishPng, frenchPng] = await Promise.all([renderTextImage(english), renderTextImage(french)]);
});
afterAll(close);

describe('extract: photos (OCR)', () => {
  it('reads clean English PNG and French JPEG renders, kept in order as pages', async () => {
    const frenchJpeg = await sharp(frenchPng.png).jpeg({ quality: 85 }).toBuffer();
    const result = await extract([
      { name: 'page-1.png', bytes: englishPng.png },
      { name: 'page-2.jpg', bytes: frenchJpeg },
    ]);
    expect(result.source).toBe('images');
    expect(result.pages.map((page) => page.number)).toEqual([1, 2]);
    expect(characterErrorRate(expectedEnglish, result.pages[0]?.text ?? '')).toBeLessThanOrEqual(
      maxCer,
    );
    expect(characterErrorRate(expectedFrench, result.pages[1]?.text ?? '')).toBeLessThanOrEqual(
      maxCer,
    );
    expect(result.ocr?.confidence).toBeGreaterThan(80);
    expect(result.warnings).toEqual([]);
  });

  it('turns a photo upright from its EXIF orientation', async () => {
    const result = await extract([
      { name: 'photo.jpg', bytes: await toExifRotatedJpeg(frenchPng.png) },
    ]);
    expect(characterErrorRate(expectedFrench, result.text)).toBeLessThanOrEqual(maxCer);
    expect(result.language).toBe('fr');
  });

  it('turns a sideways page upright with the osd model when no EXIF says so', async () => {
    const result = await extract([
      { name: 'scan.png', bytes: await toSidewaysPng(englishPng.png) },
    ]);
    expect(characterErrorRate(expectedEnglish, result.text)).toBeLessThanOrEqual(maxCer);
    expect(result.language).toBe('en');
  });

  it('reads a low-contrast page', async () => {
    const faint = await renderTextImage(english, { ink: 150, paper: 190 });
    const result = await extract([{ name: 'faint.png', bytes: faint.png }]);
    expect(characterErrorRate(expectedEnglish, result.text)).toBeLessThanOrEqual(maxCer);
  });

  it('reads an English page with the French model, with no French "à" in it', async () => {
    const lines = [
      'A cell is a small unit of life, and every living thing is made of at least a single cell. Each cell has a membrane that keeps a balance between the inside and the outside.',
      'Inside the cell, a nucleus holds a copy of the genetic information, and a set of small organs carries out the work that keeps the cell alive.',
    ];
    const image = await renderTextImage(lines);
    const result = await extract([{ name: 'cell.png', bytes: image.png }]);
    expect(result.language).toBe('en');
    expect(result.text).not.toMatch(/à/i);
    expect(characterErrorRate(lines.join('\n\n'), result.text)).toBeLessThanOrEqual(maxCer);
  });

  it('puts "à" right only where it stands alone', () => {
    expect(withoutFrenchA('À cell has à nucleus; voilà, à-la-carte')).toBe(
      'A cell has a nucleus; voilà, à-la-carte',
    );
  });

  it('reads a German page again with the German model once the language is known', async () => {
    const german =
      'Die Französische Revolution begann im Jahr 1789, als die Generalstände zusammentraten und das Volk von Paris die Bastille stürmte. Große Veränderungen folgten für König und Bürger.';
    const image = await renderTextImage([german]);
    const result = await extract([{ name: 'seite.png', bytes: image.png }]);
    expect(result.language).toBe('de');
    expect(characterErrorRate(german, result.text)).toBeLessThanOrEqual(maxCer);
    expect(result.text).toContain('Französische');
  });

  it('reads an Arabic page with the Arabic model, chosen from the script the osd model sees', async () => {
    const arabic =
      'بدأت الثورة الفرنسية عام ألف وسبعمائة وتسعة وثمانين عندما اجتمعت الطبقات العامة واقتحم شعب باريس سجن الباستيل. وقد غيرت هذه الثورة تاريخ أوروبا تغييرا عميقا، وانتشرت أفكارها عن الحرية والمساواة في العالم كله.';
    const image = await renderTextImage([arabic, arabic], { width: 1200 });
    const result = await extract([{ name: 'page.png', bytes: image.png }]);
    expect(result.language).toBe('ar');
    expect(characterErrorRate(`${arabic}\n\n${arabic}`, result.text)).toBeLessThanOrEqual(maxCer);
  });

  it('refuses a 60-megapixel photo before decoding it', async () => {
    const huge = await createHugeJpeg(englishPng.png);
    await expect(extract([{ name: 'huge.jpg', bytes: huge }])).rejects.toMatchObject({
      code: 'IMAGE_TOO_LARGE',
      params: { name: 'huge.jpg', maxMegapixels: 50 },
    });
  });

  it('refuses a photo that cannot be decoded', async () => {
    const broken = englishPng.png.subarray(0, 200);
    await expect(extract([{ name: 'broken.png', bytes: broken }])).rejects.toMatchObject({
      code: 'FILE_CORRUPT',
    });
  });

  it('gives up on a page past the OCR time cap with PROCESSING_TIMEOUT', async () => {
    await expect(
      extract([{ name: 'slow.png', bytes: englishPng.png }], { limits: { ocrPageTimeoutMs: 1 } }),
    ).rejects.toMatchObject({ code: 'PROCESSING_TIMEOUT' });
  });
});

describe('extract: HEIC photos', () => {
  it('converts an iPhone HEIC photo and reads it', async () => {
    // Encoded once with libheif's heif-enc (x265): no HEVC encoder exists on npm.
    const bytes = await readFile(
      new URL('../test-support/fixtures/volcanoes.heic', import.meta.url),
    );
    const result = await extract([{ name: 'IMG_0042.HEIC', bytes }]);
    expect(result.source).toBe('images');
    expect(
      characterErrorRate(
        'Volcanoes form where magma rises through cracks in the crust of the Earth.',
        result.text,
      ),
    ).toBeLessThanOrEqual(maxCer);
  });

  it('refuses a HEIC that cannot be decoded', async () => {
    const header = Uint8Array.from([
      0,
      0,
      0,
      24,
      ...new TextEncoder().encode('ftypheic'),
      0,
      0,
      0,
      0,
    ]);
    const bytes = Uint8Array.from([...header, ...new Uint8Array(500).fill(7)]);
    await expect(extract([{ name: 'broken.heic', bytes }])).rejects.toMatchObject({
      code: 'FILE_CORRUPT',
      params: { name: 'broken.heic' },
    });
  });
});

describe('extract: scanned PDF', () => {
  it('reads a page without a text layer with OCR, between born-digital pages', async () => {
    const typed = await createLessonPdf(englishLesson);
    const bytes = await createScannedPdf(frenchPng.png, frenchPng.width, frenchPng.height, typed);
    const result = await extract([{ name: 'scan.pdf', bytes }]);
    expect(result.source).toBe('pdf');
    expect(result.pages.map((page) => page.number)).toEqual([1, 2]);
    expect(result.pages[0]?.text).toBe(lessonMarkdown(englishLesson));
    expect(characterErrorRate(expectedFrench, result.pages[1]?.text ?? '')).toBeLessThanOrEqual(
      maxCer,
    );
    expect(result.ocr?.confidence).toBeGreaterThan(80);
  });
});
