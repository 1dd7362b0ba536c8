import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { renderTextImage } from '../../test-support/create-image.ts';
import { englishLesson } from '../../test-support/lesson-texts.ts';
import { closeOcr, recognize } from './ocr-engine.ts';
import { letterHeightTarget, prepareImage, uncompressedGrey } from './prepare-image.ts';
import { medianLetterHeight } from './text-height.ts';

afterAll(closeOcr);

function header(image: Buffer): string {
  return image.subarray(0, image.indexOf('255\n') + 4).toString('ascii');
}

describe('uncompressedGrey', () => {
  it('hands tesseract the page uncompressed, and it reads the same text as from the PNG', async () => {
    const { png, width, height } = await renderTextImage([
      'Les volcans rejettent de la lave, des gaz et des cendres.',
    ]);
    const grey = await uncompressedGrey(png);

    expect(header(grey)).toBe(`P5\n${width} ${height}\n255\n`);
    expect(grey.length).toBe(header(grey).length + width * height);
    const fromGrey = await recognize(grey, 'fra', { timeoutMs: 60_000 });
    const fromPng = await recognize(png, 'fra', { timeoutMs: 60_000 });
    expect(fromGrey.text.trim()).toBe('Les volcans rejettent de la lave, des gaz et des cendres.');
    expect(fromGrey.text).toBe(fromPng.text);
  });

  it('turns the page clockwise by the degrees asked', async () => {
    const { png, width, height } = await renderTextImage(['The heart pumps blood.']);

    expect(header(await uncompressedGrey(png, 90))).toBe(`P5\n${height} ${width}\n255\n`);
    expect(header(await uncompressedGrey(png, 180))).toBe(`P5\n${width} ${height}\n255\n`);
  });
});

describe('prepareImage', () => {
  const limits = { maxImagePixels: 100_000_000, ocrPageTimeoutMs: 60_000 };
  const paragraphs = englishLesson.sections[0]?.paragraphs ?? [];

  async function letters(png: Buffer): Promise<{ width: number; letters: number | undefined }> {
    const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
    return {
      width: info.width,
      letters: medianLetterHeight({ data, width: info.width, height: info.height }),
    };
  }

  it('scales a page of large letters down to the height the reader needs, and it still reads', async () => {
    const large = await renderTextImage(paragraphs.slice(0, 1), { fontSize: 80, width: 2800 });
    const prepared = await prepareImage(large.png, limits);
    const after = await letters(prepared.png);
    expect(after.width).toBeLessThan(large.width * 0.7);
    expect(after.letters).toBeGreaterThanOrEqual(letterHeightTarget - 3);
    expect(after.letters).toBeLessThanOrEqual(letterHeightTarget + 3);
    const page = await recognize(await uncompressedGrey(prepared.png), 'eng', {
      timeoutMs: 60_000,
    });
    expect(page.text.replace(/\s+/g, ' ').trim()).toBe(paragraphs[0]);
  });

  it('leaves a page of ordinary letters at its size', async () => {
    const ordinary = await renderTextImage(paragraphs, { fontSize: 28, width: 1600 });
    const prepared = await prepareImage(ordinary.png, limits);
    expect((await letters(prepared.png)).width).toBe(ordinary.width);
  });
});
