import { describe, expect, it } from 'vitest';
import { lessonErrorParams } from './lesson-error-params.ts';

describe('lessonErrorParams', () => {
  it('names the chosen files and the format their name announces', () => {
    expect(lessonErrorParams([])).toEqual({ name: '', expected: '' });
    expect(lessonErrorParams(['a.jpg', 'b.jpg'])).toMatchObject({ name: 'a.jpg, b.jpg' });
    expect(lessonErrorParams(['scan.docx'])).toEqual({ name: 'scan.docx', expected: 'DOCX' });
  });
});
