import { afterAll, describe, expect, it } from 'vitest';
import { renderTextImage } from '../../test-support/create-image.ts';
import { closeOcr, recognize } from './ocr-engine.ts';
import { portableGreyMap, uprightGrey } from './prepare-image.ts';

afterAll(closeOcr);

function header(image: Buffer): string {
  return image.subarray(0, image.indexOf('255\n') + 4).toString('ascii');
}

async function uncompressedGrey(png: Buffer, degrees = 0): Promise<Buffer> {
  return portableGreyMap(await uprightGrey(png, degrees));
}

describe('uprightGrey and portableGreyMap', () => {
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

  it('gives the rows asked for, as a PGM of that height', async () => {
    const { png, width, height } = await renderTextImage(['The heart pumps blood.']);
    const image = await uprightGrey(png);
    const half = Math.floor(height / 2);
    const bottom = portableGreyMap(image, half);

    expect(header(bottom)).toBe(`P5\n${width} ${height - half}\n255\n`);
    expect(bottom.subarray(header(bottom).length)).toEqual(
      Buffer.from(image.data.subarray(half * width)),
    );
  });

  it('turns the page clockwise by the degrees asked', async () => {
    const { png, width, height } = await renderTextImage(['The heart pumps blood.']);

    expect(header(await uncompressedGrey(png, 90))).toBe(`P5\n${height} ${width}\n255\n`);
    expect(header(await uncompressedGrey(png, 180))).toBe(`P5\n${width} ${height}\n255\n`);
  });
});
