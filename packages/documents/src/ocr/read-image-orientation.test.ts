import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderTextImage } from '../../test-support/create-image.ts';
import type * as engine from './ocr-engine.ts';
import { closeOcr, detectOrientation } from './ocr-engine.ts';
import { prepareImage } from './prepare-image.ts';
import { readImage, uprightConfidence } from './read-image.ts';

const state = vi.hoisted(() => ({ confidenceScale: 1 }));

// The osd model sure of a wrong turn, as it was of a clean typescript page it called upside down;
// the readings' confidence can be scaled down to stand for a poor photo of an upright page.
vi.mock('./ocr-engine.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof engine>();
  return {
    ...actual,
    detectOrientation: vi.fn(() =>
      Promise.resolve({ degrees: 180, confidence: 5, script: 'Latin' }),
    ),
    recognize: vi.fn(async (...args: Parameters<typeof engine.recognize>) => {
      const page = await actual.recognize(...args);
      return { ...page, confidence: page.confidence * state.confidenceScale };
    }),
  };
});

afterAll(closeOcr);
beforeEach(() => {
  state.confidenceScale = 1;
  vi.mocked(detectOrientation).mockClear();
});

const sentence = 'The heart pumps blood through the arteries to every organ of the body.';

async function page() {
  const { png } = await renderTextImage([sentence]);
  return prepareImage(png, { maxImagePixels: 50_000_000, ocrPageTimeoutMs: 60_000 });
}

describe('readImage and the osd model', () => {
  it('takes a confident reading as upright without asking the osd model', async () => {
    const read = await readImage(await page(), { timeoutMs: 60_000 });

    expect(read.text).toBe(sentence);
    expect(read.confidence).toBeGreaterThanOrEqual(uprightConfidence);
    expect(detectOrientation).not.toHaveBeenCalled();
  });

  it('asks it about a reading without confidence, and keeps that reading when the turned one is worse', async () => {
    state.confidenceScale = 0.7;
    const read = await readImage(await page(), { timeoutMs: 60_000 });

    expect(detectOrientation).toHaveBeenCalledTimes(1);
    expect(read.text).toBe(sentence);
    expect(read.confidence).toBeLessThan(uprightConfidence);
  });
});
