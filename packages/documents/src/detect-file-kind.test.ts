import { AppError } from '@study/shared';
import { describe, expect, it } from 'vitest';
import { createLessonDocx, createPlainZip } from '../test-support/create-docx.ts';
import { createLessonPdf } from '../test-support/create-pdf.ts';
import { englishLesson } from '../test-support/lesson-texts.ts';
import { detectFileKind } from './detect-file-kind.ts';

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const heic = Uint8Array.from([0, 0, 0, 24, ...new TextEncoder().encode('ftypheic'), 0, 0, 0, 0]);
const text = new TextEncoder().encode('Bonjour, voici ma leçon.\n');

function codeOf(run: () => unknown): { code: string; details: unknown } {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, details: error.details };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('detectFileKind', () => {
  it('recognises each allowed kind from its bytes and extension', async () => {
    const pdf = await createLessonPdf(englishLesson);
    expect(detectFileKind(pdf, 'Cours.PDF')).toBe('pdf');
    expect(detectFileKind(createLessonDocx(englishLesson), 'cours.docx')).toBe('docx');
    expect(detectFileKind(text, 'notes.txt')).toBe('txt');
    expect(detectFileKind(png, 'page.png')).toBe('png');
    expect(detectFileKind(jpeg, 'page.jpg')).toBe('jpeg');
    expect(detectFileKind(jpeg, 'page.jpeg')).toBe('jpeg');
    expect(detectFileKind(heic, 'IMG_0001.HEIC')).toBe('heic');
  });

  it('refuses an extension outside the allowlist, whatever the bytes', () => {
    expect(codeOf(() => detectFileKind(text, 'virus.exe'))).toEqual({
      code: 'UNSUPPORTED_FILE_TYPE',
      details: { extension: 'exe' },
    });
    expect(codeOf(() => detectFileKind(text, 'no-extension')).code).toBe('UNSUPPORTED_FILE_TYPE');
  });

  it('refuses bytes that do not match the extension', async () => {
    const pdf = await createLessonPdf(englishLesson);
    expect(codeOf(() => detectFileKind(pdf, 'cours.docx'))).toEqual({
      code: 'FILE_TYPE_MISMATCH',
      details: { expected: 'docx', found: 'pdf' },
    });
    expect(codeOf(() => detectFileKind(createPlainZip(), 'cours.docx'))).toEqual({
      code: 'FILE_TYPE_MISMATCH',
      details: { expected: 'docx', found: 'unknown' },
    });
    expect(codeOf(() => detectFileKind(png, 'photo.jpg')).details).toEqual({
      expected: 'jpeg',
      found: 'png',
    });
    expect(codeOf(() => detectFileKind(Uint8Array.from([0, 1, 2, 0, 5]), 'notes.txt')).code).toBe(
      'FILE_TYPE_MISMATCH',
    );
  });

  it('accepts UTF-16 text, whose ASCII letters carry NUL bytes', () => {
    const utf16 = Uint8Array.from([0xff, 0xfe, 0x48, 0, 0x69, 0]);
    expect(detectFileKind(utf16, 'notes.txt')).toBe('txt');
  });
});
