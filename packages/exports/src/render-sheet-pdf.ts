import type { LessonLanguage, SheetDocument, SheetListNode, SheetTextMark } from '@study/shared';
import PDFDocument from 'pdfkit';
import { fontFace, fontMetrics, parsedFont, type FontFace } from './sheet-pdf-fonts.ts';
import {
  layoutText,
  type HighlightColor,
  type TextLine,
  type TextRun,
} from './sheet-text-layout.ts';

export interface SheetPdfLabels {
  /** Footer of every page, with `{page}` and `{pages}`. */
  page: string;
}

export interface SheetPdfInput {
  title: string;
  emoji?: string;
  language: LessonLanguage;
  sheet: SheetDocument;
  labels?: SheetPdfLabels;
}

type Block = SheetDocument['content'][number];
type Inline = NonNullable<Extract<Block, { type: 'paragraph' }>['content']>[number];

interface TextStyle {
  size: number;
  bold: boolean;
  color: string;
  /** Line height as a multiple of the size. */
  leading: number;
}

// A4 in points, 2 cm margins; the footer sits in the bottom margin.
const pageWidth = 595.28;
const pageHeight = 841.89;
const margin = 56.69;
const contentBottom = pageHeight - margin;
const listIndent = 20;
const ink = '#1f2937';
const headingInk = '#312e81';
const mutedInk = '#6b7280';
const ruleColor = '#c7d2fe';
// The editor's light-theme highlight colours.
const highlightFills: Record<HighlightColor, string> = {
  blue: '#bfdbfe',
  green: '#bbf7d0',
  yellow: '#fef08a',
  pink: '#fbcfe8',
  orange: '#fed7aa',
};
const styles = {
  title: { size: 22, bold: true, color: headingInk, leading: 1.3 },
  h1: { size: 16, bold: true, color: headingInk, leading: 1.35 },
  h2: { size: 13, bold: true, color: headingInk, leading: 1.35 },
  body: { size: 11, bold: false, color: ink, leading: 1.55 },
  footer: { size: 8.5, bold: false, color: mutedInk, leading: 1.2 },
} satisfies Record<string, TextStyle>;
const obliqueDegrees = 12;

function runsOf(content: Inline[] | undefined, bold: boolean): TextRun[] {
  return (content ?? []).map((node) => {
    if (node.type === 'hardBreak') return { text: '\n', bold, italic: false, highlight: null };
    const marks: SheetTextMark[] = node.marks ?? [];
    const highlight = marks.find((mark) => mark.type === 'highlight');
    return {
      text: node.text,
      bold: bold || marks.some((mark) => mark.type === 'bold'),
      italic: marks.some((mark) => mark.type === 'italic'),
      highlight: highlight?.attrs.color ?? null,
    };
  });
}

/** Writes the sheet top to bottom, page after page, keeping track of the vertical position. */
class SheetWriter {
  readonly doc: PDFKit.PDFDocument;
  private readonly language: LessonLanguage;
  private readonly rtl: boolean;
  private readonly registered = new Set<string>();
  private y = margin;

  constructor(doc: PDFKit.PDFDocument, language: LessonLanguage) {
    this.doc = doc;
    this.language = language;
    this.rtl = language === 'ar';
  }

  private use(face: FontFace, size: number): void {
    if (!this.registered.has(face.key)) {
      // pdfkit accepts a parsed fontkit font; its type definitions only list bytes and paths.
      this.doc.registerFont(face.key, parsedFont(face) as unknown as Buffer);
      this.registered.add(face.key);
    }
    this.doc.font(face.key).fontSize(size);
  }

  private measure = (face: FontFace, size: number, text: string): number => {
    this.use(face, size);
    return this.doc.widthOfString(text);
  };

  lines(runs: TextRun[], style: TextStyle, width: number): TextLine[] {
    return layoutText(runs, {
      language: this.language,
      direction: this.rtl ? 'rtl' : 'ltr',
      size: style.size,
      maxWidth: width,
      measure: this.measure,
    });
  }

  /** The height of a line and where its baseline sits below its top. */
  private lineBox(
    line: TextLine | undefined,
    style: TextStyle,
  ): { height: number; baseline: number } {
    const latin = fontMetrics(fontFace('latin', { bold: style.bold, italic: false }));
    const ascent = line && line.ascent > 0 ? line.ascent : latin.ascent * style.size;
    const descent = line && line.ascent > 0 ? line.descent : latin.descent * style.size;
    const height = Math.max(style.size * style.leading, (ascent + descent) * 1.1);
    return { height, baseline: (height - ascent - descent) / 2 + ascent };
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensureSpace(height: number): void {
    if (this.y + height > contentBottom && this.y > margin) {
      this.doc.addPage();
      this.y = margin;
    }
  }

  space(points: number): void {
    if (this.y > margin) this.y += points;
  }

  /** Height that `lines` will take, to keep a heading with what follows it. */
  heightOf(lines: TextLine[], style: TextStyle): number {
    return lines.reduce((sum, line) => sum + this.lineBox(line, style).height, 0);
  }

  /**
   * Draws lines inside the column that starts `indent` points from the reading side (left, or
   * right for Arabic); `onFirstLine` gets the first baseline, to draw a list marker beside it.
   */
  write(
    lines: TextLine[],
    style: TextStyle,
    indent: number,
    onFirstLine?: (baseline: number) => void,
  ): void {
    const drawn = lines.length > 0 ? lines : [undefined];
    drawn.forEach((line, index) => {
      const box = this.lineBox(line, style);
      this.ensureSpace(box.height);
      const baseline = this.y + box.baseline;
      if (line) this.drawLine(line, style, this.lineStart(line, indent, 'start'), baseline);
      if (index === 0) onFirstLine?.(baseline);
      this.y += box.height;
    });
  }

  /** Where a line starts on the page: at the reading side of its column, or centred. */
  lineStart(line: TextLine, indent: number, align: 'start' | 'center'): number {
    const left = margin + (this.rtl ? 0 : indent);
    const right = pageWidth - margin - (this.rtl ? indent : 0);
    if (align === 'center') return (left + right - line.width) / 2;
    return this.rtl ? right - line.width : left;
  }

  drawLine(line: TextLine, style: TextStyle, x0: number, baseline: number): void {
    for (const highlight of line.highlights) {
      this.doc
        .roundedRect(
          x0 + highlight.x - 1,
          baseline - style.size * 0.98,
          highlight.width + 2,
          style.size * 1.3,
          2,
        )
        .fill(highlightFills[highlight.color]);
    }
    this.doc.fillColor(style.color);
    for (const piece of line.pieces) {
      this.use(piece.face, style.size);
      this.doc.text(piece.text, x0 + piece.x, baseline, {
        lineBreak: false,
        baseline: 'alphabetic',
        oblique: piece.face.obliqueForItalic ? obliqueDegrees : false,
      });
    }
  }

  /** The start edge of a column `indent` points in, and which way a marker steps out of it. */
  markerX(indent: number): { edge: number; outward: -1 | 1 } {
    return this.rtl
      ? { edge: pageWidth - margin - indent, outward: 1 }
      : { edge: margin + indent, outward: -1 };
  }

  rule(): void {
    this.doc
      .moveTo(margin, this.y)
      .lineTo(pageWidth - margin, this.y)
      .lineWidth(1)
      .strokeColor(ruleColor)
      .stroke();
  }

  get columnWidth(): number {
    return pageWidth - 2 * margin;
  }
}

function writeTitle(writer: SheetWriter, input: SheetPdfInput): void {
  const text = input.emoji ? `${input.emoji} ${input.title}` : input.title;
  const style = styles.title;
  writer.write(
    writer.lines([{ text, bold: true, italic: false, highlight: null }], style, writer.columnWidth),
    style,
    0,
  );
  writer.space(6);
  writer.rule();
  writer.space(14);
}

interface Outline {
  h1: PDFKit.PDFOutline | null;
}

function plainText(content: Inline[] | undefined): string {
  return (content ?? []).map((node) => (node.type === 'text' ? node.text : ' ')).join('');
}

function writeBlock(
  writer: SheetWriter,
  block: Block,
  indent: number,
  outline: Outline,
  onFirstLine?: (baseline: number) => void,
): void {
  const width = writer.columnWidth - indent;
  if (block.type === 'heading') {
    const style = block.attrs.level === 1 ? styles.h1 : styles.h2;
    writer.space(block.attrs.level === 1 ? 16 : 10);
    const lines = writer.lines(runsOf(block.content, true), style, width);
    // A heading never ends a page: it moves with the first lines of what follows it.
    writer.ensureSpace(
      writer.heightOf(lines, style) + 2.5 * styles.body.size * styles.body.leading,
    );
    const title = plainText(block.content).trim();
    if (title) {
      if (block.attrs.level === 1 || !outline.h1) {
        const item = writer.doc.outline.addItem(title);
        if (block.attrs.level === 1) outline.h1 = item;
      } else {
        outline.h1.addItem(title);
      }
    }
    writer.write(lines, style, indent, onFirstLine);
    writer.space(4);
    return;
  }
  if (block.type === 'paragraph') {
    const style = styles.body;
    writer.write(
      writer.lines(runsOf(block.content, false), style, width),
      style,
      indent,
      onFirstLine,
    );
    writer.space(5);
    return;
  }
  writeList(writer, block, indent, outline, 0);
}

function writeList(
  writer: SheetWriter,
  list: SheetListNode,
  indent: number,
  outline: Outline,
  depth: number,
): void {
  const itemIndent = indent + listIndent;
  const start = list.attrs?.start ?? 1;
  list.content.forEach((item, index) => {
    const marker = (baseline: number) =>
      list.type === 'orderedList'
        ? drawNumber(writer, `${start + index}.`, itemIndent, baseline)
        : drawBullet(writer, depth, itemIndent, baseline);
    item.content.forEach((child, childIndex) => {
      const onFirstLine = childIndex === 0 ? marker : undefined;
      if (child.type === 'paragraph') {
        const style = styles.body;
        const lines = writer.lines(
          runsOf(child.content, false),
          style,
          writer.columnWidth - itemIndent,
        );
        writer.write(lines, style, itemIndent, onFirstLine);
        writer.space(2);
      } else {
        writeList(writer, child, itemIndent, outline, depth + 1);
      }
    });
  });
  writer.space(3);
}

function drawBullet(writer: SheetWriter, depth: number, indent: number, baseline: number): void {
  const { edge, outward } = writer.markerX(indent);
  const size = styles.body.size;
  const cx = edge + outward * listIndent * 0.45;
  const cy = baseline - size * 0.33;
  const doc = writer.doc;
  doc.save();
  if (depth % 3 === 0) doc.circle(cx, cy, 2.1).fill(headingInk);
  else if (depth % 3 === 1) doc.circle(cx, cy, 2).lineWidth(0.9).stroke(headingInk);
  else doc.rect(cx - 1.8, cy - 1.8, 3.6, 3.6).fill(headingInk);
  doc.restore();
}

function drawNumber(writer: SheetWriter, label: string, indent: number, baseline: number): void {
  const style = { ...styles.body, color: headingInk };
  const run = { text: label, bold: false, italic: false, highlight: null };
  const [line] = writer.lines([run], style, listIndent * 3);
  if (!line) return;
  // The number ends a few points before the text column, on the reading side.
  const gap = 4;
  const { edge, outward } = writer.markerX(indent);
  writer.drawLine(line, style, outward === -1 ? edge - gap - line.width : edge + gap, baseline);
}

/**
 * The sheet as an A4 PDF: title, headings, paragraphs, nested lists, bold, italic and the five
 * highlight colours, page numbers in the footer, title and language in the metadata. Fonts are
 * embedded (subsets), chosen per script, so every lesson language renders without missing glyphs.
 */
export async function renderSheetPdf(input: SheetPdfInput): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: [pageWidth, pageHeight],
    margin: 0,
    bufferPages: true,
    pdfVersion: '1.7',
    lang: input.language,
    displayTitle: true,
    info: { Title: input.title, Creator: 'Study' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });

  const writer = new SheetWriter(doc, input.language);
  writeTitle(writer, input);
  const outline: Outline = { h1: null };
  for (const block of input.sheet.content) writeBlock(writer, block, 0, outline);

  const { start, count } = doc.bufferedPageRange();
  const template = input.labels?.page ?? '{page} / {pages}';
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const text = template.replace('{page}', String(index + 1)).replace('{pages}', String(count));
    const [line] = writer.lines(
      [{ text, bold: false, italic: false, highlight: null }],
      styles.footer,
      writer.columnWidth,
    );
    if (line) {
      const x0 = writer.lineStart(line, 0, 'center');
      writer.drawLine(line, styles.footer, x0, pageHeight - margin / 2);
    }
  }
  doc.end();
  return done;
}
