import sharp from 'sharp';

export interface TextImageOptions {
  fontSize?: number;
  width?: number;
  /** Grey level of the ink and the paper, 0..255: a low-contrast page has them close. */
  ink?: number;
  paper?: number;
  font?: string;
}

/** Lines of text that fit `width` pixels at `fontSize` (average glyph width ~0.55 em). */
export function wrapForImage(text: string, width: number, fontSize: number): string[] {
  const perLine = Math.floor((width - 2 * fontSize) / (fontSize * 0.55));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > perLine) {
      lines.push(line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A picture of paragraphs of text as SVG rendered by sharp with a system font (DejaVu Sans, from
 * Debian's fonts-dejavu-core), as raw PNG bytes with their size.
 */
export async function renderTextImage(
  paragraphs: string[],
  options: TextImageOptions = {},
): Promise<{ png: Buffer; width: number; height: number }> {
  const fontSize = options.fontSize ?? 32;
  const width = options.width ?? 1600;
  const ink = options.ink ?? 20;
  const paper = options.paper ?? 250;
  const lineHeight = Math.round(fontSize * 1.45);
  const rows: string[] = [];
  let y = fontSize * 2;
  for (const paragraph of paragraphs) {
    for (const line of wrapForImage(paragraph, width, fontSize)) {
      rows.push(`<text x="${fontSize}" y="${y}">${escapeXml(line)}</text>`);
      y += lineHeight;
    }
    y += Math.round(lineHeight * 0.8);
  }
  const height = y + fontSize;
  const grey = (level: number): string => `rgb(${level},${level},${level})`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${grey(paper)}"/><g font-family="${options.font ?? 'DejaVu Sans'}" font-size="${fontSize}" fill="${grey(ink)}">${rows.join('')}</g></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return { png, width, height };
}

/** The photo as a JPEG whose pixels are turned 90° left, with EXIF orientation 6 to put it back. */
export function toExifRotatedJpeg(png: Buffer): Promise<Buffer> {
  return sharp(png).rotate(270).jpeg({ quality: 92 }).withMetadata({ orientation: 6 }).toBuffer();
}

/** The photo turned sideways with no EXIF to say so, as a scanner fed the wrong way makes it. */
export function toSidewaysPng(png: Buffer): Promise<Buffer> {
  return sharp(png).rotate(90).png().toBuffer();
}

/** A 60-megapixel JPEG (10 000 × 6 000) with the text in a corner. */
export function createHugeJpeg(png: Buffer): Promise<Buffer> {
  return sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#ffffff' } })
    .composite([{ input: png, left: 0, top: 0 }])
    .jpeg({ quality: 50 })
    .toBuffer();
}

/**
 * The page as a phone would photograph it: slightly turned, unevenly lit (a shadow across the
 * page), a little out of focus and JPEG-compressed.
 */
export async function toPhoneLikeJpeg(png: Buffer, width: number, height: number): Promise<Buffer> {
  const shadow = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="rgb(255,255,255)"/><stop offset="1" stop-color="rgb(150,150,150)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const lit = await sharp(png)
    .composite([{ input: shadow, blend: 'multiply' }])
    .png()
    .toBuffer();
  return sharp(lit)
    .rotate(1.5, { background: '#e8e8e8' })
    .blur(0.9)
    .jpeg({ quality: 70 })
    .toBuffer();
}
