import { describe, expect, it } from 'vitest';
import { lessonErrorParams } from './lesson-error-params.ts';

describe('lessonErrorParams', () => {
  it('fills every placeholder of the lesson messages from the shared limits', () => {
    expect(lessonErrorParams(undefined)).toEqual({
      maxMb: 15,
      maxPhotos: 10,
      minChars: 50,
      maxChars: 200_000,
      maxPages: 500,
      maxMegapixels: 50,
      max: 200,
      limit: 15,
      expected: '',
      name: '',
    });
  });

  it('prefers what the server or the check said, and names the chosen files', () => {
    const params = lessonErrorParams({ metric: 'generation', limit: 300, nested: {} }, [
      'cours.pdf',
    ]);
    expect(params).toMatchObject({ limit: 300, metric: 'generation', name: 'cours.pdf' });
    expect(params).not.toHaveProperty('nested');
    expect(lessonErrorParams({}, ['a.jpg', 'b.jpg'])).toMatchObject({ name: 'a.jpg, b.jpg' });
    expect(lessonErrorParams({}, [], { name: 'scan.docx' })).toMatchObject({
      name: 'scan.docx',
      expected: 'DOCX',
    });
  });
});
