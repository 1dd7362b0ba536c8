import { documentLimits } from '@study/shared';
import { describe, expect, it } from 'vitest';
import {
  createLessonDocx,
  createLyingZipBombDocx,
  createZipBombDocx,
} from '../test-support/create-docx.ts';
import { englishLesson } from '../test-support/lesson-texts.ts';
import { checkZipSafety } from './check-zip-safety.ts';

const caps = documentLimits;

describe('checkZipSafety', () => {
  it('lets a normal DOCX through', () => {
    expect(checkZipSafety(createLessonDocx(englishLesson), caps)).toBe('safe');
  });

  it('refuses an entry compressed more than 100:1 from its declared sizes', () => {
    expect(checkZipSafety(createZipBombDocx(englishLesson, 20), caps)).toBe('unsafe');
  });

  it('refuses a ZIP whose declared total exceeds the cap, or with too many entries', () => {
    const docx = createLessonDocx(englishLesson);
    expect(checkZipSafety(docx, { ...caps, maxZipUncompressedBytes: 1000 })).toBe('unsafe');
    expect(checkZipSafety(docx, { ...caps, maxZipEntries: 3 })).toBe('unsafe');
  });

  it('stops inflating an entry as soon as it outgrows the size it declared', () => {
    expect(checkZipSafety(createLyingZipBombDocx(englishLesson, 20), caps)).toBe('unsafe');
  });

  it('reports bytes that are not a readable ZIP as corrupt', () => {
    const docx = createLessonDocx(englishLesson);
    expect(checkZipSafety(docx.slice(0, docx.length - 30), caps)).toBe('corrupt');
    expect(checkZipSafety(new TextEncoder().encode('PK not really'), caps)).toBe('corrupt');
  });
});
