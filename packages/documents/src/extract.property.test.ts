import { AppError, extractionResultSchema, type DocumentLimits } from '@study/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLessonDocx } from '../test-support/create-docx.ts';
import { renderTextImage } from '../test-support/create-image.ts';
import { createLessonPdf } from '../test-support/create-pdf.ts';
import { englishLesson } from '../test-support/lesson-texts.ts';
import { close } from './close.ts';
import { extract } from './extract.ts';
import { normalizeText } from './normalize-text.ts';

const limits: Partial<DocumentLimits> = {
  parseTimeoutMs: 5_000,
  ocrPageTimeoutMs: 5_000,
  extractionTimeoutMs: 10_000,
};
// Scheduling slack on a busy 2-core machine, on top of the cap itself.
const slackMs = 2_000;

/** Every call ends with a valid result or a coded error, within the time cap. */
async function endsWell(name: string, bytes: Uint8Array): Promise<void> {
  const started = performance.now();
  try {
    const result = await extract([{ name, bytes }], { limits });
    expect(extractionResultSchema.parse(result)).toEqual(result);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBeLessThan(500);
  }
  expect(performance.now() - started).toBeLessThan((limits.extractionTimeoutMs ?? 0) + slackMs);
}

const mutation = (size: number) =>
  fc.oneof(
    fc.record({
      kind: fc.constant('flip' as const),
      edits: fc.array(fc.tuple(fc.nat(size - 1), fc.nat(255)), { minLength: 1, maxLength: 32 }),
    }),
    fc.record({ kind: fc.constant('truncate' as const), at: fc.nat(size) }),
    fc.record({
      kind: fc.constant('splice' as const),
      at: fc.nat(size),
      junk: fc.uint8Array({ minLength: 1, maxLength: 512 }),
    }),
  );

type Mutation = ReturnType<typeof mutation> extends fc.Arbitrary<infer M> ? M : never;

function mutate(base: Uint8Array, change: Mutation): Uint8Array {
  if (change.kind === 'truncate') return base.slice(0, change.at);
  if (change.kind === 'splice') {
    return Uint8Array.from([
      ...base.subarray(0, change.at),
      ...change.junk,
      ...base.subarray(change.at),
    ]);
  }
  const copy = base.slice();
  for (const [offset, value] of change.edits) copy[offset] = value;
  return copy;
}

let pdf: Uint8Array;
let docx: Uint8Array;
let png: Uint8Array;

beforeAll(async () => {
  pdf = await createLessonPdf(englishLesson);
  docx = createLessonDocx(englishLesson);
  png = (await renderTextImage(['Short text to read.'], { width: 500, fontSize: 24 })).png;
});
afterAll(close);

describe('extract on random and mutated bytes', () => {
  it('ends well on random bytes under any allowed name', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('a.pdf', 'a.docx', 'a.txt', 'a.png', 'a.jpg', 'a.heic'),
        fc.uint8Array({ maxLength: 4096 }),
        endsWell,
      ),
      { numRuns: 100 },
    );
  });

  it('ends well on mutated PDFs', async () => {
    await fc.assert(
      fc.asyncProperty(mutation(pdf.length), (change) => endsWell('a.pdf', mutate(pdf, change))),
      { numRuns: 40 },
    );
  });

  it('ends well on mutated DOCX files', async () => {
    await fc.assert(
      fc.asyncProperty(mutation(docx.length), (change) => endsWell('a.docx', mutate(docx, change))),
      { numRuns: 40 },
    );
  });

  it('ends well on mutated PNG photos', async () => {
    await fc.assert(
      fc.asyncProperty(mutation(png.length), (change) => endsWell('a.png', mutate(png, change))),
      { numRuns: 8 },
    );
  });

  it('gives back any text file’s normalised text, or NO_TEXT_FOUND when it is blank', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 300 }), async (text) => {
        const bytes = new TextEncoder().encode(text);
        const expected = normalizeText(text);
        try {
          const result = await extract([{ name: 'a.txt', bytes }], { limits });
          expect(result.text).toBe(expected);
        } catch (error) {
          expect(error).toBeInstanceOf(AppError);
          expect((error as AppError).code).toMatch(/^(NO_TEXT_FOUND|FILE_TYPE_MISMATCH)$/);
          if ((error as AppError).code === 'NO_TEXT_FOUND') expect(expected).toBe('');
        }
      }),
      { numRuns: 100 },
    );
  });
});
