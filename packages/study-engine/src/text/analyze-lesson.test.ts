import { describe, expect, it } from 'vitest';
import { analyzeLesson } from './analyze-lesson.ts';

const sentencesOf = (text: string) => {
  const analysis = analyzeLesson(text, 'en');
  return analysis.sentences.map((s) => analysis.text.slice(s.start, s.end));
};

describe('sentences', () => {
  it('end after the closing quotation mark French sets after a space', () => {
    const analysis = analyzeLesson(
      'Lavoisier résume cette loi : « Rien ne se perd, rien ne se crée, tout se transforme. » Elle porte son nom.',
      'fr',
    );
    expect(analysis.sentences.map((s) => analysis.text.slice(s.start, s.end))).toEqual([
      'Lavoisier résume cette loi : « Rien ne se perd, rien ne se crée, tout se transforme. »',
      'Elle porte son nom.',
    ]);
  });

  it('end at an ellipsis character before a capital, as at three dots', () => {
    const analysis = analyzeLesson(
      "La fonction est le rôle du mot : sujet, complément d'objet, attribut… Ainsi, dans « Le chat dort », « chat » est sujet. Il compte 1, 2, 3… et s'arrête.",
      'fr',
    );
    expect(analysis.sentences.map((s) => analysis.text.slice(s.start, s.end))).toEqual([
      "La fonction est le rôle du mot : sujet, complément d'objet, attribut…",
      'Ainsi, dans « Le chat dort », « chat » est sujet.',
      "Il compte 1, 2, 3… et s'arrête.",
    ]);
  });

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

describe('blocks', () => {
  it('read each row of a Markdown table as an item, and the row under its header as nothing', () => {
    const text =
      'Algorithms differ in speed.\n\n| Algorithm | Time complexity |\n| --- | :-: |\n| Bubble sort | O(n²) |\n| Merge sort | O(n log n) |\nThey all sort.';
    const analysis = analyzeLesson(text, 'en');
    expect(analysis.blocks.map((b) => [b.type, text.slice(b.start, b.end)])).toEqual([
      ['paragraph', 'Algorithms differ in speed.'],
      ['bullet', 'Algorithm | Time complexity'],
      ['bullet', 'Bubble sort | O(n²)'],
      ['bullet', 'Merge sort | O(n log n)'],
      ['paragraph', 'They all sort.'],
    ]);
    expect(analysis.blocks.map((b) => b.row === true)).toEqual([false, true, true, true, false]);
  });

  it('read lines of notes as paragraphs of their own, and the lines of wrapped prose as one', () => {
    const notes =
      'Chapitre 3 - La Révolution française\n1789 → début de la Révolution\nÉtats généraux = assemblée des trois ordres, convoquée par Louis XVI\n14 juillet 1789 → prise de la Bastille';
    const blocks = (text: string) =>
      analyzeLesson(text, 'fr').blocks.map((b) => text.slice(b.start, b.end));
    expect(blocks(notes)).toEqual(notes.split('\n'));
    // Wrapped prose breaks before lower-case words, after grammar words or commas.
    const prose =
      'La Révolution commence en 1789, quand les États généraux se\nréunissent à Versailles. Le 14 juillet, le peuple de Paris prend la\nBastille, symbole du pouvoir royal, et la nouvelle se répand dans\ntout le royaume.';
    expect(blocks(prose)).toEqual([prose]);
    const twoLines =
      'The theory of relativity was published in 1905 by the young physicist Albert\nEinstein, then a clerk at the patent office in Bern.';
    expect(blocks(twoLines)).toEqual([twoLines]);
    const twoNotes =
      'Mitosis = division -> 2 identical cells (2n)\nMeiosis = division -> 4 cells (n)';
    expect(blocks(twoNotes)).toEqual(twoNotes.split('\n'));
  });
});
