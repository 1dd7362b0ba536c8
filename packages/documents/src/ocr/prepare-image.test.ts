import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { renderTextImage } from '../../test-support/create-image.ts';
import { closeOcr, recognize } from './ocr-engine.ts';
import {
  orientationPreview,
  portableGreyMap,
  prepareImage,
  stretchContrast,
  turnGrey,
} from './prepare-image.ts';

afterAll(closeOcr);

const limits = { maxImagePixels: 50_000_000, ocrPageTimeoutMs: 60_000 };

function header(image: Buffer): string {
  return image.subarray(0, image.indexOf('255\n') + 4).toString('ascii');
}

describe('prepareImage', () => {
  it('gives grey pixels that tesseract reads as it reads the PNG, and a preview for the osd model', async () => {
    const { png, width, height } = await renderTextImage([
      'Les volcans rejettent de la lave, des gaz et des cendres.',
    ]);
    const grey = await prepareImage(png, limits);
    const preview = await orientationPreview(grey);
    const page = portableGreyMap(grey);

    expect([grey.width, grey.height]).toEqual([width, height]);
    expect(header(page)).toBe(`P5\n${width} ${height}\n255\n`);
    expect(page.length).toBe(header(page).length + width * height);
    expect(await sharp(preview).metadata()).toMatchObject({
      format: 'png',
      density: 72,
      channels: 1,
    });
    const fromGrey = await recognize(page, 'fra', { timeoutMs: 60_000 });
    const fromPng = await recognize(png, 'fra', { timeoutMs: 60_000 });
    expect(fromGrey.text.trim()).toBe('Les volcans rejettent de la lave, des gaz et des cendres.');
    expect(fromGrey.text).toBe(fromPng.text);
  });

  it('puts a transparent picture on white paper, so its dark text still reads', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="160"><text x="40" y="100" font-family="DejaVu Sans" font-size="48" fill="black">The heart pumps blood.</text></svg>`;
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    expect((await sharp(png).metadata()).hasAlpha).toBe(true);
    const grey = await prepareImage(png, limits);

    expect(grey.data.length).toBe(grey.width * grey.height);
    const read = await recognize(portableGreyMap(grey), 'eng', { timeoutMs: 60_000 });
    expect(read.text.trim()).toBe('The heart pumps blood.');
  });

  it('stretches a faint page to black ink on white paper', async () => {
    const { png } = await renderTextImage(['Faint pencil on grey paper.'], {
      ink: 120,
      paper: 190,
    });
    const grey = await prepareImage(png, limits);
    const values = new Set(grey.data);

    expect(values.has(0)).toBe(true);
    expect(values.has(255)).toBe(true);
  });
});

describe('stretchContrast', () => {
  it('maps the darkest and lightest percent to black and white and keeps the order between', () => {
    const data = new Uint8Array(1000);
    for (let index = 0; index < data.length; index += 1) data[index] = 100 + (index % 50);
    stretchContrast(data);

    expect(Math.min(...data)).toBe(0);
    expect(Math.max(...data)).toBe(255);
    expect(data[10]).toBeLessThan(data[20] as number);
  });

  it('leaves a blank page as it is', () => {
    const data = new Uint8Array(100).fill(240);
    stretchContrast(data);

    expect([...new Set(data)]).toEqual([240]);
  });
});

describe('portableGreyMap and turnGrey', () => {
  it('gives the rows asked for, as a PGM of that height', async () => {
    const { png, width, height } = await renderTextImage(['The heart pumps blood.']);
    const grey = await prepareImage(png, limits);
    const half = Math.floor(height / 2);
    const bottom = portableGreyMap(grey, {
      left: 0,
      top: half,
      width: grey.width,
      height: grey.height - half,
    });

    expect(header(bottom)).toBe(`P5\n${width} ${height - half}\n255\n`);
    expect(bottom.subarray(header(bottom).length)).toEqual(
      Buffer.from(grey.data.subarray(half * width)),
    );
  });

  it('turns the page clockwise by the degrees asked', async () => {
    const { png, width, height } = await renderTextImage(['The heart pumps blood.']);
    const grey = await prepareImage(png, limits);

    expect(await turnGrey(grey, 0)).toBe(grey);
    const turned = await turnGrey(grey, 90);
    expect([turned.width, turned.height]).toEqual([height, width]);
    // The first column of the turned page is the bottom row of the page, read left to right.
    const bottomRow = grey.data.subarray((height - 1) * width, height * width);
    const firstColumn = Array.from({ length: width }, (_, y) => turned.data[y * height]);
    expect(firstColumn).toEqual([...bottomRow]);
    const upsideDown = await turnGrey(grey, 180);
    expect([upsideDown.width, upsideDown.height]).toEqual([width, height]);
  });
});
