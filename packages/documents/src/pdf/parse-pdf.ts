import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, OPS, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import { layoutPages, type PageRuns, type TextRun } from './pdf-layout.ts';
import { ParseFailure } from '../parse-failure.ts';

export interface PdfParseLimits {
  maxPdfPages: number;
  maxScannedPages: number;
  /** Larger images are left out, never decoded. */
  maxImagePixels: number;
}

export interface ParsedPdf {
  pages: { number: number; text: string }[];
  /** Pages without a text layer, rendered for OCR, in page order. */
  scans: { number: number; png: Uint8Array }[];
  skippedScans: number;
}

const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
// A page with less text than this and an image on it is treated as a scan.
const minTextChars = 20;
const scanDpi = 300;
const maxScanSide = 3500;
const imageOps = new Set<number>([
  OPS.paintImageXObject,
  OPS.paintInlineImageXObject,
  OPS.paintImageMaskXObject,
]);

/**
 * Text of a PDF page by page, laid out as Markdown, with pages that have no text layer rendered
 * to PNG for OCR. Throws ParseFailure with PDF_ENCRYPTED, FILE_CORRUPT, DOCUMENT_TOO_LONG or
 * DOCUMENT_TOO_COMPLEX (its only content an image too large to decode).
 */
export async function parsePdf(bytes: Uint8Array, limits: PdfParseLimits): Promise<ParsedPdf> {
  // Read before pdf.js, which may take ownership of the bytes.
  const oversizedImage = declaresOversizedImage(bytes, limits.maxImagePixels);
  const task = getDocument({
    // pdf.js refuses a Node Buffer: a plain view of the same bytes.
    data: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
    // Image and canvas sizes are checked before anything is decoded or allocated.
    maxImageSize: limits.maxImagePixels,
    canvasMaxAreaInBytes: maxScanSide * maxScanSide * 4,
    standardFontDataUrl: `${pdfjsRoot}/standard_fonts/`,
    cMapUrl: `${pdfjsRoot}/cmaps/`,
    cMapPacked: true,
    wasmUrl: `${pdfjsRoot}/wasm/`,
    iccUrl: `${pdfjsRoot}/iccs/`,
  });
  let document;
  try {
    document = await task.promise;
  } catch (error) {
    if (error instanceof Error && error.name === 'PasswordException') {
      throw new ParseFailure('PDF_ENCRYPTED');
    }
    throw new ParseFailure('FILE_CORRUPT');
  }
  try {
    if (document.numPages > limits.maxPdfPages) {
      throw new ParseFailure('DOCUMENT_TOO_LONG', { maxPages: limits.maxPdfPages });
    }
    const pageRuns: PageRuns[] = [];
    const scans: ParsedPdf['scans'] = [];
    let skippedScans = 0;
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
      const runs = await readRuns(page, x0, y0);
      pageRuns.push({ number, width: x1 - x0, height: y1 - y0, runs });
      const textChars = runs.reduce((sum, run) => sum + run.text.replace(/\s/g, '').length, 0);
      if (textChars < minTextChars) {
        // Past the cap, a page without text counts as a skipped scan without decoding its
        // images: a PDF of hundreds of scans costs the first ones only.
        if (scans.length >= limits.maxScannedPages) skippedScans += 1;
        else if (await hasImage(page)) scans.push({ number, png: await renderPage(page) });
      }
      page.cleanup();
    }
    const scanned = new Set(scans.map((scan) => scan.number));
    const pages = layoutPages(pageRuns).filter(
      (page) => !scanned.has(page.number) || page.text !== '',
    );
    const empty = scans.length === 0 && pages.every((page) => page.text === '');
    if (empty && oversizedImage) {
      throw new ParseFailure('DOCUMENT_TOO_COMPLEX');
    }
    return { pages, scans, skippedScans };
  } catch (error) {
    if (error instanceof ParseFailure) throw error;
    throw new ParseFailure('FILE_CORRUPT');
  } finally {
    await task.destroy();
  }
}

/**
 * Whether an image of the file declares more pixels than pdf.js may decode (it leaves those
 * out), so that a document whose only content is such an image is refused for what it is. Image
 * XObjects are streams, which never sit in compressed object streams: their dictionaries are in
 * the file's bytes as written.
 */
function declaresOversizedImage(bytes: Uint8Array, maxPixels: number): boolean {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  for (const match of text.matchAll(/\/Subtype\s*\/Image\b/g)) {
    const start = text.lastIndexOf('obj', match.index);
    const end = text.indexOf('stream', match.index);
    if (start < 0 || end < 0 || end - start > 4096) continue;
    const dictionary = text.slice(start, end);
    const width = Number(/\/Width\s+(\d+)/.exec(dictionary)?.[1] ?? 0);
    const height = Number(/\/Height\s+(\d+)/.exec(dictionary)?.[1] ?? 0);
    if (width * height > maxPixels) return true;
  }
  return false;
}

/** Text runs with positions relative to the page box's lower-left corner. */
async function readRuns(page: PDFPageProxy, originX: number, originY: number): Promise<TextRun[]> {
  const content = await page.getTextContent();
  const runs: TextRun[] = [];
  for (const item of content.items) {
    if (!('str' in item) || item.str === '') continue;
    const [a = 0, b = 0, , , x = 0, y = 0] = (item as TextItem).transform as number[];
    runs.push({
      text: item.str,
      x: x - originX,
      y: y - originY,
      width: item.width,
      fontSize: Math.hypot(a, b),
    });
  }
  return runs;
}

async function hasImage(page: PDFPageProxy): Promise<boolean> {
  const operators = await page.getOperatorList();
  return operators.fnArray.some((op) => imageOps.has(op));
}

async function renderPage(page: PDFPageProxy): Promise<Uint8Array> {
  const base = page.getViewport({ scale: 1 });
  const scale = Math.min(scanDpi / 72, maxScanSide / Math.max(base.width, base.height));
  const viewport = page.getViewport({ scale });
  const { createCanvas } = await import('@napi-rs/canvas');
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({
    // pdf.js types its canvas as the DOM's; @napi-rs/canvas implements the same 2D API.
    canvas: canvas as never,
    canvasContext: context as never,
    viewport,
  }).promise;
  return new Uint8Array(await canvas.encode('png'));
}
