import { describe, expect, it } from 'vitest';
import { analyzeLesson } from './analyze-lesson.ts';

const sentencesOf = (text: string) => {
  const analysis = analyzeLesson(text, 'en');
  return analysis.sentences.map((s) => analysis.text.slice(s.start, s.end));
};

describe('sentences', () => {
  it('ends none at the initial inside a name, and one at a letter that ends a sentence', () => {
    expect(
      sentencesOf(
        'Khrushchev agreed to remove the missiles, and John F. Kennedy promised not to invade Cuba. The crisis lasted thirteen days.',
      ),
    ).toEqual([
      'Khrushchev agreed to remove the missiles, and John F. Kennedy promised not to invade Cuba.',
      'The crisis lasted thirteen days.',
    ]);
    expect(
      sentencesOf('The vaccine protects against Hepatitis B. The virus attacks the liver.'),
    ).toEqual(['The vaccine protects against Hepatitis B.', 'The virus attacks the liver.']);
  });
});
