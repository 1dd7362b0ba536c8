import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LessonLanguage } from '@study/shared';
import { create, type Font } from 'fontkit';

/**
 * A family of the PDF: Noto Sans (Latin, Greek, Cyrillic, Devanagari), Noto Naskh Arabic, Noto Sans
 * CJK in its Simplified Chinese and Japanese cuts, and Noto Emoji (monochrome outlines).
 */
export type FontFamily = 'latin' | 'arabic' | 'sc' | 'jp' | 'emoji';

export interface FontWeightStyle {
  bold: boolean;
  italic: boolean;
}

/** One font file; `obliqueForItalic`: italic is drawn slanted, the family having no italic. */
export interface FontFace {
  key: string;
  family: FontFamily;
  obliqueForItalic: boolean;
}

interface FamilyFiles {
  /** The folder of the files, inside the package that ships them. */
  dir: () => string;
  regular: string;
  bold: string;
  italic?: string;
  boldItalic?: string;
}

// Every file ships in an npm package: nothing is read from the OS or downloaded.
const families: Record<FontFamily, FamilyFiles> = {
  latin: {
    dir: () => embedPdfFonts('@embedpdf/fonts-latin'),
    regular: 'NotoSans-Regular.ttf',
    bold: 'NotoSans-Bold.ttf',
    italic: 'NotoSans-Italic.ttf',
    boldItalic: 'NotoSans-BoldItalic.ttf',
  },
  arabic: {
    dir: () => embedPdfFonts('@embedpdf/fonts-arabic'),
    regular: 'NotoNaskhArabic-Regular.ttf',
    bold: 'NotoNaskhArabic-Bold.ttf',
  },
  sc: {
    dir: () => embedPdfFonts('@embedpdf/fonts-sc'),
    regular: 'NotoSansHans-Regular.otf',
    bold: 'NotoSansHans-Bold.otf',
  },
  jp: {
    dir: () => embedPdfFonts('@embedpdf/fonts-jp'),
    regular: 'NotoSansJP-Regular.otf',
    bold: 'NotoSansJP-Bold.otf',
  },
  emoji: {
    dir: () => path.dirname(require.resolve('@expo-google-fonts/noto-emoji/package.json')),
    regular: '400Regular/NotoEmoji_400Regular.ttf',
    bold: '700Bold/NotoEmoji_700Bold.ttf',
  },
};

// Resolved from this module, so node_modules is found from the sources and from the bundle alike.
const require = createRequire(import.meta.url);

/** The @embedpdf packages export only their JavaScript entry, `dist/index.*`, beside `fonts/`. */
function embedPdfFonts(pkg: string): string {
  return path.join(path.dirname(require.resolve(pkg)), '..', 'fonts');
}

function fileOf(family: FontFamily, style: FontWeightStyle): { file: string; oblique: boolean } {
  const files = families[family];
  if (style.italic && style.bold && files.boldItalic)
    return { file: files.boldItalic, oblique: false };
  if (style.italic && !style.bold && files.italic) return { file: files.italic, oblique: false };
  return { file: style.bold ? files.bold : files.regular, oblique: style.italic };
}

export function fontFace(family: FontFamily, style: FontWeightStyle): FontFace {
  const { file, oblique } = fileOf(family, style);
  return { key: file, family, obliqueForItalic: oblique };
}

// Parsed once per process and shared by every export; a face is read only when a sheet needs it.
// pdfkit takes a parsed fontkit font as it is (since 0.17), so the font's tables are read once per
// process instead of once per PDF: that parsing was most of the cost of a small sheet.
const loaded = new Map<string, Font>();

/** The parsed font of a face. */
export function parsedFont(face: FontFace): Font {
  let font = loaded.get(face.key);
  if (!font) {
    const parsed = create(readFileSync(path.join(families[face.family].dir(), face.key)));
    if (!('layout' in parsed)) throw new Error(`${face.key} is a font collection, not a font`);
    font = parsed;
    loaded.set(face.key, font);
  }
  return font;
}

const metrics = new Map<string, { ascent: number; descent: number }>();

/** Ascent and descent in em, for line boxes. */
export function fontMetrics(face: FontFace): { ascent: number; descent: number } {
  let entry = metrics.get(face.key);
  if (!entry) {
    const font = parsedFont(face);
    entry = { ascent: font.ascent / font.unitsPerEm, descent: -font.descent / font.unitsPerEm };
    metrics.set(face.key, entry);
  }
  return entry;
}

const scriptFamily: [RegExp, FontFamily | 'cjk'][] = [
  [/[\p{Emoji_Presentation}\p{Emoji_Modifier}\p{Regional_Indicator}]/u, 'emoji'],
  [/\p{Script=Arabic}/u, 'arabic'],
  [/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}]/u, 'cjk'],
  [/[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Devanagari}]/u, 'latin'],
];

/** The font families in the order a sheet in `language` tries them for a character. */
export function familyOrder(language: LessonLanguage, char: string): FontFamily[] {
  const cjk: FontFamily[] = language === 'ja' ? ['jp', 'sc'] : ['sc', 'jp'];
  const fallback: FontFamily[] = ['latin', 'arabic', ...cjk, 'emoji'];
  const preferred = scriptFamily.find(([pattern]) => pattern.test(char))?.[1];
  if (!preferred) return fallback;
  const first = preferred === 'cjk' ? cjk : [preferred];
  return [...first, ...fallback.filter((family) => !first.includes(family))];
}

/** Whether the face has a glyph for the code point. */
export function faceCovers(face: FontFace, codePoint: number): boolean {
  return parsedFont(face).hasGlyphForCodePoint(codePoint);
}
