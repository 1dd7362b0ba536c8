import {
  PDFDocument,
  PDFHexString,
  PDFName,
  StandardFonts,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import type { Lesson } from './lesson-texts.ts';

const pageSize: [number, number] = [595, 842];
const margin = 56;
const bodySize = 11;
const lineHeight = 14.5;
const paragraphGap = 10;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

interface Column {
  x: number;
  width: number;
}

/** Options of a rendered lesson: one or two columns, running header and page-numbered footer. */
export interface LessonPdfOptions {
  columns?: 1 | 2;
  header?: string;
}

/**
 * A born-digital PDF of the lesson: title, section headings, justified-left paragraphs wrapped
 * with hyphenation of long words, bullet lists, a running header and "Page n / N" footers.
 */
export async function createLessonPdf(
  lesson: Lesson,
  options: LessonPdfOptions = {},
): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const fonts = {
    regular: await document.embedFont(StandardFonts.Helvetica),
    bold: await document.embedFont(StandardFonts.HelveticaBold),
  };
  const full = pageSize[0] - 2 * margin;
  const columns: Column[] =
    options.columns === 2
      ? [
          { x: margin, width: (full - 24) / 2 },
          { x: margin + (full + 24) / 2, width: (full - 24) / 2 },
        ]
      : [{ x: margin, width: full }];
  let page = document.addPage(pageSize);
  let columnIndex = 0;
  let y = pageSize[1] - margin - 22;
  page.drawText(lesson.title, { x: margin, y, size: 22, font: fonts.bold });
  y -= 36;
  const top = y;
  const ensure = (needed: number): void => {
    if (y - needed >= margin + 20) return;
    if (columnIndex + 1 < columns.length) {
      columnIndex += 1;
    } else {
      page = document.addPage(pageSize);
      columnIndex = 0;
    }
    y = columnIndex > 0 ? top : pageSize[1] - margin - 10;
  };
  const column = (): Column => columns[columnIndex] as Column;
  for (const section of lesson.sections) {
    ensure(60);
    y -= 8;
    page.drawText(section.heading, { x: column().x, y, size: 15, font: fonts.bold });
    y -= 15 + paragraphGap;
    for (const paragraph of section.paragraphs) {
      for (const line of wrap(paragraph, fonts.regular, column().width)) {
        ensure(lineHeight);
        page.drawText(line, { x: column().x, y, size: bodySize, font: fonts.regular });
        y -= lineHeight;
      }
      y -= paragraphGap;
    }
    for (const item of section.items ?? []) {
      wrap(item, fonts.regular, column().width - 20).forEach((line, index) => {
        ensure(lineHeight);
        if (index === 0)
          page.drawText('•', { x: column().x + 6, y, size: bodySize, font: fonts.regular });
        page.drawText(line, { x: column().x + 18, y, size: bodySize, font: fonts.regular });
        y -= lineHeight;
      });
      y -= 4;
    }
    y -= paragraphGap;
  }
  const pages = document.getPages();
  pages.forEach((each, index) =>
    drawFurniture(each, fonts, index + 1, pages.length, options.header),
  );
  return document.save();
}

function drawFurniture(
  page: PDFPage,
  fonts: Fonts,
  number: number,
  count: number,
  header?: string,
): void {
  if (header)
    page.drawText(header, { x: margin, y: pageSize[1] - 32, size: 8, font: fonts.regular });
  const footer = `Page ${number} / ${count}`;
  const width = fonts.regular.widthOfTextAtSize(footer, 8);
  page.drawText(footer, { x: (pageSize[0] - width) / 2, y: 30, size: 8, font: fonts.regular });
}

/** Lines that fit `width`; a long word that does not fit is split with a hyphen, as typesetters do. */
export function wrap(text: string, font: PDFFont, width: number): string[] {
  const fits = (value: string): boolean => font.widthOfTextAtSize(value, bodySize) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    const cut = /^\p{Ll}{10,}$/u.test(word) ? hyphenationPoint(line, word, fits) : undefined;
    if (cut !== undefined) {
      lines.push(`${line} ${word.slice(0, cut)}-`);
      line = word.slice(cut);
      continue;
    }
    lines.push(line);
    line = word;
  }
  if (line !== '') lines.push(line);
  return lines;
}

function hyphenationPoint(
  line: string,
  word: string,
  fits: (value: string) => boolean,
): number | undefined {
  for (let cut = word.length - 4; cut >= 4; cut -= 1) {
    if (fits(`${line} ${word.slice(0, cut)}-`)) return cut;
  }
  return undefined;
}

/**
 * A PDF page that is only a picture of text, as a scanner makes it: a new PDF, or the last page
 * of `base` when given.
 */
export async function createScannedPdf(
  png: Uint8Array,
  widthPx: number,
  heightPx: number,
  base?: Uint8Array,
): Promise<Uint8Array> {
  const document = base ? await PDFDocument.load(base) : await PDFDocument.create();
  const image = await document.embedPng(png);
  const scale = pageSize[0] / widthPx;
  const page = document.addPage([pageSize[0], heightPx * scale]);
  page.drawImage(image, { x: 0, y: 0, width: pageSize[0], height: heightPx * scale });
  return document.save();
}

/** A PDF protected by a user password (standard security handler, RC4 40-bit). */
export async function createEncryptedPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage(pageSize).drawText('Secret lesson', { x: margin, y: 700, size: 12, font });
  const { context } = document;
  const hex32 = (seed: number): PDFHexString =>
    PDFHexString.of(
      Array.from({ length: 32 }, (_, index) =>
        ((index * 37 + seed) % 256).toString(16).padStart(2, '0'),
      ).join(''),
    );
  const encrypt = context.obj({ Filter: PDFName.of('Standard'), V: 1, R: 2, Length: 40, P: -44 });
  encrypt.set(PDFName.of('O'), hex32(11));
  encrypt.set(PDFName.of('U'), hex32(97));
  context.trailerInfo.Encrypt = context.register(encrypt);
  context.trailerInfo.ID = context.obj([hex32(3), hex32(3)]);
  return document.save({ useObjectStreams: false });
}

/** A PDF of `count` short pages, to test the page cap. */
export async function createManyPagesPdf(count: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= count; number += 1) {
    document
      .addPage(pageSize)
      .drawText(`Page text ${number}`, { x: margin, y: 700, size: 12, font });
  }
  return document.save();
}
