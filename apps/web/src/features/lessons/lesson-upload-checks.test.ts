import { describe, expect, it } from 'vitest';
import {
  addPhotos,
  checkDocument,
  checkPastedText,
  fileKindOf,
  withPhotoExtension,
} from './lesson-upload-checks.ts';

const MB = 1024 * 1024;
const file = (name: string, size = 1_000, type = '') => ({ name, size, type });

describe('fileKindOf', () => {
  it('reads the extension, whatever its case', () => {
    expect(fileKindOf('Cours.PDF')).toBe('pdf');
    expect(fileKindOf('notes.docx')).toBe('docx');
    expect(fileKindOf('IMG_0001.JPEG')).toBe('jpeg');
    expect(fileKindOf('scan.heif')).toBe('heic');
    expect(fileKindOf('slides.pptx')).toBeUndefined();
    expect(fileKindOf('README')).toBeUndefined();
  });
});

describe('checkDocument', () => {
  it('takes one PDF, DOCX or TXT of at most 15 MB', () => {
    expect(checkDocument([file('cours.pdf', 15 * MB)])).toBeNull();
    expect(checkDocument([file('cours.txt')])).toBeNull();
  });

  it('refuses nothing, two files, another type and a large file with the server’s codes', () => {
    expect(checkDocument([])).toEqual({ code: 'NO_FILE' });
    expect(checkDocument([file('a.pdf'), file('b.pdf')])).toEqual({
      code: 'TOO_MANY_FILES',
      params: { maxPhotos: 10 },
    });
    expect(checkDocument([file('photo.png')])).toEqual({
      code: 'UNSUPPORTED_FILE_TYPE',
      params: { name: 'photo.png' },
    });
    expect(checkDocument([file('slides.pptx')])).toMatchObject({ code: 'UNSUPPORTED_FILE_TYPE' });
    expect(checkDocument([file('huge.pdf', 15 * MB + 1)])).toEqual({
      code: 'UPLOAD_TOO_LARGE',
      params: { maxMb: 15 },
    });
  });
});

describe('addPhotos', () => {
  it('adds JPG, PNG and HEIC images', () => {
    const first = addPhotos([], [file('a.jpg'), file('b.png')]);
    expect(first).toEqual({ photos: [file('a.jpg'), file('b.png')], issue: null });
    expect(addPhotos(first.photos, [file('c.HEIC')]).photos).toHaveLength(3);
  });

  it('keeps the list unchanged and says why when a file is refused', () => {
    const current = [file('a.jpg')];
    expect(addPhotos(current, [file('b.jpg'), file('notes.pdf')])).toEqual({
      photos: current,
      issue: { code: 'UNSUPPORTED_FILE_TYPE', params: { name: 'notes.pdf' } },
    });
    const ten = Array.from({ length: 10 }, (_, i) => file(`p${i}.jpg`));
    expect(addPhotos(ten, [file('p10.jpg')])).toEqual({
      photos: ten,
      issue: { code: 'TOO_MANY_FILES', params: { maxPhotos: 10 } },
    });
    expect(addPhotos(ten.slice(0, 9), [file('p9.jpg')]).issue).toBeNull();
    expect(addPhotos([file('a.jpg', 10 * MB)], [file('b.jpg', 5 * MB + 1)])).toEqual({
      photos: [file('a.jpg', 10 * MB)],
      issue: { code: 'UPLOAD_TOO_LARGE', params: { maxMb: 15 } },
    });
  });
});

describe('withPhotoExtension', () => {
  it('names an extension-less camera capture after its type, and leaves named files alone', () => {
    const capture = new File(['x'], 'image', { type: 'image/jpeg' });
    expect(withPhotoExtension(capture).name).toBe('image.jpg');
    const named = new File(['x'], 'board.png', { type: 'image/png' });
    expect(withPhotoExtension(named)).toBe(named);
    const unknown = new File(['x'], 'clip', { type: 'video/mp4' });
    expect(withPhotoExtension(unknown)).toBe(unknown);
  });
});

describe('checkPastedText', () => {
  it('takes 50 to 200 000 characters, trimmed', () => {
    expect(checkPastedText('a'.repeat(50))).toBeNull();
    expect(checkPastedText(`  ${'a'.repeat(49)}  `)).toEqual({
      code: 'TEXT_TOO_SHORT',
      params: { minChars: 50 },
    });
    expect(checkPastedText('a'.repeat(200_000))).toBeNull();
    expect(checkPastedText('a'.repeat(200_001))).toEqual({
      code: 'TEXT_TOO_LONG',
      params: { maxChars: 200_000 },
    });
  });
});
