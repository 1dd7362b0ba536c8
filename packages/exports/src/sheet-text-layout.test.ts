import type { LessonLanguage } from '@study/shared';
import { describe, expect, it } from 'vitest';
import type { FontFace } from './sheet-pdf-fonts.ts';
import { layoutText, type TextLine, type TextRun } from './sheet-text-layout.ts';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
// Every grapheme is half the size wide: widths stay easy to reason about.
const measure = (_face: FontFace, size: number, text: string) =>
  Array.from(graphemes.segment(text)).length * size * 0.5;

const run = (text: string, style: Partial<TextRun> = {}): TextRun => ({
  text,
  bold: false,
  italic: false,
  highlight: null,
  ...style,
});

function layout(
  runs: TextRun[],
  options: { language?: LessonLanguage; direction?: 'ltr' | 'rtl'; maxWidth?: number } = {},
): TextLine[] {
  return layoutText(runs, {
    language: options.language ?? 'en',
    direction: options.direction ?? 'ltr',
    size: 10,
    maxWidth: options.maxWidth ?? 1000,
    measure,
  });
}

/** The pieces of a line as drawn, left to right. */
const drawn = (line: TextLine | undefined) =>
  [...(line?.pieces ?? [])].sort((a, b) => a.x - b.x).map((piece) => piece.text.trim());

describe('layoutText', () => {
  it('fills lines up to the width and breaks between words', () => {
    const lines = layout([run('one two three four five six seven')], { maxWidth: 60 });
    expect(lines.map((line) => drawn(line).join(' '))).toEqual([
      'one two',
      'three four',
      'five six',
      'seven',
    ]);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(60);
  });

  it('starts a new line at a hard break', () => {
    const lines = layout([run('first\nsecond')]);
    expect(lines.map((line) => drawn(line).join(' '))).toEqual(['first', 'second']);
  });

  it('cuts a word longer than the line between graphemes', () => {
    const lines = layout([run('abcdefghij')], { maxWidth: 20 });
    expect(lines.map((line) => drawn(line).join(''))).toEqual(['abcd', 'efgh', 'ij']);
  });

  it('gives each script its font and Japanese kanji the Japanese cut', () => {
    const faces = (text: string, language: LessonLanguage) =>
      layout([run(text)], { language }).flatMap((line) =>
        line.pieces.map((piece) => piece.face.family),
      );
    expect(faces('Привет', 'ru')).toEqual(['latin']);
    expect(faces('नमस्ते', 'hi')).toEqual(['latin']);
    expect(faces('مرحبا', 'ar')).toEqual(['arabic']);
    expect(faces('光合作用', 'zh')).toEqual(['sc']);
    expect(faces('光合成', 'ja')).toEqual(['jp']);
    expect(faces('🧪', 'en')).toEqual(['emoji']);
  });

  it('takes bold and italic faces, and slants the scripts that have no italic', () => {
    const [latin] = layout([run('word', { bold: true, italic: true })]);
    expect(latin?.pieces[0]?.face).toMatchObject({
      key: 'NotoSans-BoldItalic.ttf',
      obliqueForItalic: false,
    });
    const [arabic] = layout([run('كلمة', { italic: true })], { language: 'ar' });
    expect(arabic?.pieces[0]?.face).toMatchObject({
      key: 'NotoNaskhArabic-Regular.ttf',
      obliqueForItalic: true,
    });
  });

  it('leaves out characters that no font has instead of drawing boxes', () => {
    const [line] = layout([run('a\uE000b 한 c')]);
    expect(line?.pieces.map((piece) => piece.text).join('')).toBe('ab  c');
  });

  it('orders right-to-left words from the right and keeps numbers and Latin left-to-right', () => {
    const [line] = layout([run('بدأت الثورة عام 1760 (Railway)')], {
      language: 'ar',
      direction: 'rtl',
    });
    // Right to left on the page: بدأت, الثورة, عام, 1760, then (Railway) at the far left.
    // fontkit reverses Arabic runs itself, so Arabic pieces keep their logical order.
    expect(drawn(line)).toEqual(['(', 'Railway', ')', '1760', 'عام', 'الثورة', 'بدأت']);
  });

  it('mirrors brackets inside right-to-left text', () => {
    const [line] = layout([run('الثورة (القرن)')], { language: 'ar', direction: 'rtl' });
    // Drawn left to right: the closing bracket first, as "(" mirrored, then the word, then ")".
    expect(drawn(line)).toEqual(['(', 'القرن', ')', 'الثورة']);
  });

  it('draws the highlight under the highlighted words only, spaces between them included', () => {
    const [line] = layout([
      run('plain '),
      run('key words', { highlight: 'yellow' }),
      run(' after'),
    ]);
    expect(line?.highlights).toEqual([{ color: 'yellow', x: 30, width: 45 }]);
  });

  it('measures a space after an emoji in the text font', () => {
    const measured: string[] = [];
    layoutText([run('🧪 Title')], {
      language: 'en',
      direction: 'ltr',
      size: 10,
      maxWidth: 1000,
      measure: (face, size, text) => {
        measured.push(`${face.family}:${text}`);
        return measure(face, size, text);
      },
    });
    expect(measured).toEqual(['emoji:🧪', 'latin: ', 'latin:Title']);
  });
});
