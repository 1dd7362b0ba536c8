import { afterAll, describe, expect, it } from 'vitest';
import { renderTextImage } from '../../test-support/create-image.ts';
import { closeOcr, recognize } from './ocr-engine.ts';
import { greyPixels, portableGreyMap } from './prepare-image.ts';

afterAll(closeOcr);

function header(image: Buffer): string {
  return image.subarray(0, image.indexOf('255\n') + 4).toString('ascii');
}

describe('portableGreyMap', () => {
  it('hands tesseract the page uncompressed, and it reads the same text as from the PNG', async () => {
    const { png, width, height } = await renderTextImage([
      'Les volcans rejettent de la lave, des gaz et des cendres.',
    ]);
    const grey = portableGreyMap(await greyPixels(png));

    expect(header(grey)).toBe(`P5\n${width} ${height}\n255\n`);
    expect(grey.length).toBe(header(grey).length + width * height);
    const fromGrey = await recognize(grey, 'fra', { timeoutMs: 60_000 });
    const fromPng = await recognize(png, 'fra', { timeoutMs: 60_000 });
    expect(fromGrey.text.trim()).toBe('Les volcans rejettent de la lave, des gaz et des cendres.');
    expect(fromGrey.text).toBe(fromPng.text);
  });

  it('turns the page clockwise by the degrees asked and keeps the rows asked', async () => {
    const { png, width, height } = await renderTextImage(['The heart pumps blood.']);
    const turned = await greyPixels(png, 90);
    const band = portableGreyMap(turned, { from: 10, to: 30 });

    expect(header(portableGreyMap(turned))).toBe(`P5\n${height} ${width}\n255\n`);
    expect(header(band)).toBe(`P5\n${height} 20\n255\n`);
    expect(band.subarray(header(band).length)).toEqual(
      turned.pixels.subarray(10 * height, 30 * height),
    );
  });
});
