import { afterAll, describe, expect, it, vi } from 'vitest';
import { renderTextImage } from '../../test-support/create-image.ts';
import type * as engine from './ocr-engine.ts';
import { closeOcr } from './ocr-engine.ts';
import { prepareImage } from './prepare-image.ts';
import { readImage } from './read-image.ts';

// The osd model sure of a wrong turn, as it was of a clean typescript page it read as upside down.
vi.mock('./ocr-engine.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof engine>();
  return {
    ...actual,
    detectOrientation: vi.fn(() =>
      Promise.resolve({ degrees: 180, confidence: 5, script: 'Latin' }),
    ),
  };
});

afterAll(closeOcr);

describe('readImage when the osd model is wrong', () => {
  it('keeps the upright reading, which tesseract is more confident of', async () => {
    const { png } = await renderTextImage([
      'The heart pumps blood through the arteries to every organ of the body.',
    ]);
    const page = await prepareImage(png, { maxImagePixels: 50_000_000, ocrPageTimeoutMs: 60_000 });
    const read = await readImage(page, { timeoutMs: 60_000 });

    expect(read.text).toBe(
      'The heart pumps blood through the arteries to every organ of the body.',
    );
    expect(read.confidence).toBeGreaterThan(80);
  });
});
