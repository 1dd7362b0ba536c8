import { AppError, documentLimits, extractionResultSchema } from '@study/shared';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createEntityBombDocx,
  createLessonDocx,
  createLyingZipBombDocx,
  createPlainZip,
  createZipBombDocx,
} from '../test-support/create-docx.ts';
import { createGiantImagePdf } from '../test-support/create-heavy-pdf.ts';
import {
  createEncryptedPdf,
  createLessonPdf,
  createManyPagesPdf,
  createScannedPdf,
} from '../test-support/create-pdf.ts';
import {
  englishLesson,
  frenchLesson,
  lessonMarkdown,
  type Lesson,
} from '../test-support/lesson-texts.ts';
import { similarity } from '../test-support/text-distance.ts';
import { close } from './close.ts';
import { checkUpload, extract, type ExtractFile, type ExtractOptions } from './extract.ts';

afterAll(close);

/** A lesson long enough to run over several pages. */
const longLesson: Lesson = {
  title: 'Sciences et histoire',
  sections: [
    ...frenchLesson.sections,
    ...englishLesson.sections,
    ...frenchLesson.sections.map((section) => ({
      ...section,
      heading: `${section.heading} (suite)`,
    })),
  ],
};

async function refusal(files: ExtractFile[], options?: ExtractOptions): Promise<AppError> {
  try {
    await extract(files, options);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('extract: the upload', () => {
  const text = (name = 'notes.txt'): ExtractFile => ({
    name,
    bytes: new TextEncoder().encode('Les volcans sont des reliefs formés par le magma.'),
  });
  const png = (name: string): ExtractFile => ({
    name,
    bytes: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  });

  it('checks an upload cheaply and gives the kinds in order', () => {
    expect(checkUpload([png('a.png'), png('b.PNG')])).toEqual(['png', 'png']);
    expect(checkUpload([text()])).toEqual(['txt']);
    expect(() => checkUpload([text('a.txt'), text('b.txt')])).toThrowError(
      expect.objectContaining({ code: 'TOO_MANY_FILES' }),
    );
  });

  it('refuses an empty upload', async () => {
    expect((await refusal([])).code).toBe('NO_FILE');
  });

  it('refuses more than 15 MB in total, before reading anything', async () => {
    const big = { name: 'big.txt', bytes: new Uint8Array(15 * 1024 * 1024 + 1) };
    const error = await refusal([big]);
    expect(error.code).toBe('UPLOAD_TOO_LARGE');
    expect(error.params).toEqual({ maxMb: 15 });
  });

  it("refuses two documents, a document with photos, or 11 photos: 'Too many files'", async () => {
    expect((await refusal([text('a.txt'), text('b.txt')])).code).toBe('TOO_MANY_FILES');
    expect((await refusal([text(), png('a.png')])).code).toBe('TOO_MANY_FILES');
    const photos = Array.from({ length: 11 }, (_, index) => png(`p${index}.png`));
    const error = await refusal(photos);
    expect(error.code).toBe('TOO_MANY_FILES');
    expect(error.message).toBe('Too many files: add one document, or up to 10 photos');
  });

  it('refuses a type outside the allowlist', async () => {
    expect((await refusal([text('notes.rtf')])).code).toBe('UNSUPPORTED_FILE_TYPE');
  });
});

describe('extract: TXT', () => {
  it('gives back the text, normalised, with its language and title', async () => {
    const bytes = new TextEncoder().encode(
      '\ufeffLes volcans\r\n\r\n\r\nUn volcan est un relief formé par l’accumulation de lave.\r\n',
    );
    const result = await extract([{ name: 'volcans.txt', bytes }]);
    expect(extractionResultSchema.parse(result)).toEqual(result);
    expect(result).toEqual({
      text: 'Les volcans\n\nUn volcan est un relief formé par l’accumulation de lave.',
      pages: [
        {
          number: 1,
          text: 'Les volcans\n\nUn volcan est un relief formé par l’accumulation de lave.',
        },
      ],
      language: 'fr',
      titleGuess: 'Les volcans',
      source: 'txt',
      warnings: [],
    });
  });

  it('refuses a file with nothing but blanks', async () => {
    const error = await refusal([{ name: 'vide.txt', bytes: new TextEncoder().encode(' \n\t\n') }]);
    expect(error.code).toBe('NO_TEXT_FOUND');
  });
});

describe('extract: born-digital PDF', () => {
  it('gives back a several-page lesson with headings and lists, headers and footers removed', async () => {
    const bytes = await createLessonPdf(longLesson, { header: 'Sciences — Terminale' });
    const result = await extract([{ name: 'cours.pdf', bytes }]);
    const pageCount = (await PDFDocument.load(bytes)).getPageCount();
    expect(pageCount).toBeGreaterThan(1);
    expect(result.pages.map((page) => page.number)).toEqual(
      Array.from({ length: pageCount }, (_, index) => index + 1),
    );
    expect(similarity(lessonMarkdown(longLesson), result.text)).toBeGreaterThanOrEqual(0.99);
    expect(result.text).not.toMatch(/Terminale|Page \d/);
    expect(result.text).toContain('\n\n## Les deux phases\n\n');
    expect(result.text).toContain('- La phase claire a lieu dans les thylakoïdes.\n- Le cycle');
    expect(result).toMatchObject({
      language: 'fr',
      titleGuess: 'Sciences et histoire',
      source: 'pdf',
    });
    expect(result.ocr).toBeUndefined();
  });

  it('joins words hyphenated at a line break', async () => {
    const result = await extract([
      { name: 'cours.pdf', bytes: await createLessonPdf(frenchLesson) },
    ]);
    expect(result.text).toContain('énergétiques');
    expect(result.text).not.toMatch(/\p{L}- \p{Ll}/u);
  });

  it('reads two columns one after the other', async () => {
    const bytes = await createLessonPdf(longLesson, { columns: 2, header: 'Sciences — Terminale' });
    const result = await extract([{ name: 'colonnes.pdf', bytes }]);
    expect(similarity(lessonMarkdown(longLesson), result.text)).toBeGreaterThanOrEqual(0.99);
  });

  it('skips scanned pages over the cap with a warning, keeping the typed ones', async () => {
    const picture = await sharp({
      create: { width: 200, height: 100, channels: 3, background: '#777777' },
    })
      .png()
      .toBuffer();
    const typed = await createLessonPdf(englishLesson);
    const bytes = await createScannedPdf(picture, 200, 100, typed);
    const result = await extract([{ name: 'mixte.pdf', bytes }], {
      limits: { maxScannedPages: 0 },
    });
    expect(result.pages.map((page) => page.number)).toEqual([1, 2]);
    expect(result.pages[1]?.text).toBe('');
    expect(result.text).toBe(lessonMarkdown(englishLesson));
    expect(result.warnings).toEqual(['SCANNED_PAGES_SKIPPED']);
  });

  it('refuses a password-protected PDF with its own code', async () => {
    const error = await refusal([{ name: 'secret.pdf', bytes: await createEncryptedPdf() }]);
    expect(error.code).toBe('PDF_ENCRYPTED');
  });

  it('refuses a truncated PDF as corrupt', async () => {
    const bytes = await createLessonPdf(longLesson);
    const error = await refusal([{ name: 'coupé.pdf', bytes: bytes.slice(0, bytes.length / 2) }]);
    expect(error.code).toBe('FILE_CORRUPT');
    expect(error.message).toContain('« coupé.pdf »'.replace('« ', '“').replace(' »', '”'));
  });

  it('refuses a PDF over the page cap', async () => {
    const bytes = await createManyPagesPdf(6);
    const error = await refusal([{ name: 'long.pdf', bytes }], { limits: { maxPdfPages: 5 } });
    expect(error.code).toBe('DOCUMENT_TOO_LONG');
    expect(error.params).toMatchObject({ maxPages: 5 });
  });

  it('stops a parse past its time cap, and the next extraction still works', async () => {
    const bytes = await createLessonPdf(longLesson);
    const error = await refusal([{ name: 'lent.pdf', bytes }], { limits: { parseTimeoutMs: 1 } });
    expect(error.code).toBe('PROCESSING_TIMEOUT');
    const result = await extract([{ name: 'cours.pdf', bytes }]);
    expect(result.source).toBe('pdf');
  });

  it('refuses a small PDF whose one image is 20000 x 20000 pixels without decoding it', async () => {
    const giant = createGiantImagePdf();
    expect(giant.byteLength).toBeLessThan(400 * 1024);
    const error = await refusal([{ name: 'affiche.pdf', bytes: giant }]);
    expect(error.code).toBe('DOCUMENT_TOO_COMPLEX');
    expect(error.params).toEqual({ name: 'affiche.pdf' });
  });

  it('kills a parser past its memory limit, and the next extraction still works', async () => {
    // Allowed to decode the image, the parser outgrows a 400 MB budget long before it is done.
    const error = await refusal([{ name: 'affiche.pdf', bytes: createGiantImagePdf() }], {
      limits: { maxImagePixels: 1_000_000_000, maxParserMemoryMb: 400 },
    });
    expect(error.code).toBe('DOCUMENT_TOO_COMPLEX');
    const bytes = await createLessonPdf(englishLesson);
    const result = await extract([{ name: 'cours.pdf', bytes }], {
      limits: { maxParserMemoryMb: 400 },
    });
    expect(result.source).toBe('pdf');
  });

  it('does not hold up a good file running alongside one that times out', async () => {
    const bytes = await createLessonPdf(longLesson);
    const [stopped, finished] = await Promise.allSettled([
      extract([{ name: 'lent.pdf', bytes }], { limits: { parseTimeoutMs: 1 } }),
      extract([{ name: 'cours.pdf', bytes }]),
    ]);
    expect(stopped).toMatchObject({ status: 'rejected', reason: { code: 'PROCESSING_TIMEOUT' } });
    expect(finished).toMatchObject({ status: 'fulfilled', value: { source: 'pdf' } });
  });

  it('rejects with the caller’s reason when the caller aborts', async () => {
    const bytes = await createLessonPdf(longLesson);
    const controller = new AbortController();
    const reason = new Error('request closed');
    const pending = extract([{ name: 'cours.pdf', bytes }], { signal: controller.signal });
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
  });
});

describe('extract: DOCX', () => {
  it('gives back the text with headings and lists', async () => {
    const result = await extract([{ name: 'cours.docx', bytes: createLessonDocx(englishLesson) }]);
    expect(result.text).toBe(lessonMarkdown(englishLesson));
    expect(result).toMatchObject({
      language: 'en',
      titleGuess: 'The Industrial Revolution',
      source: 'docx',
      pages: [{ number: 1, text: lessonMarkdown(englishLesson) }],
      warnings: [],
    });
  });

  it('refuses zip bombs, honest or lying about their sizes, without inflating them', async () => {
    for (const bytes of [
      createZipBombDocx(englishLesson, 20),
      createLyingZipBombDocx(englishLesson, 20),
    ]) {
      const error = await refusal([{ name: 'bombe.docx', bytes }]);
      expect(error.code).toBe('FILE_UNSAFE');
    }
  });

  it('refuses an XML entity bomb within the parse time cap', async () => {
    const started = performance.now();
    const error = await refusal([
      { name: 'rires.docx', bytes: createEntityBombDocx(englishLesson) },
    ]);
    expect(error.code).toBe('FILE_CORRUPT');
    expect(performance.now() - started).toBeLessThan(documentLimits.parseTimeoutMs);
  });

  it('refuses a ZIP that is not a DOCX, and a PDF renamed .docx', async () => {
    expect((await refusal([{ name: 'a.docx', bytes: createPlainZip() }])).code).toBe(
      'FILE_TYPE_MISMATCH',
    );
    const pdf = await createLessonPdf(englishLesson);
    const error = await refusal([{ name: 'renommé.docx', bytes: pdf }]);
    expect(error.code).toBe('FILE_TYPE_MISMATCH');
    expect(error.message).toBe(
      '“renommé.docx” is not really a DOCX file. Export it again in the right format and retry',
    );
  });

  it('refuses a damaged DOCX as corrupt', async () => {
    const bytes = createLessonDocx(englishLesson);
    const damaged = bytes.slice();
    damaged.fill(0x41, 60, 400);
    expect((await refusal([{ name: 'abîmé.docx', bytes: damaged }])).code).toBe('FILE_CORRUPT');
  });
});
