import { deflateSync } from 'node:zlib';

/** One indirect object of a hand-written PDF: its dictionary and, for a stream, its bytes. */
interface PdfObject {
  dictionary: string;
  stream?: Uint8Array;
}

/** A PDF file of `objects` (object 1 is the catalog), with a correct cross-reference table. */
function writePdf(objects: PdfObject[]): Uint8Array {
  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
  let length = chunks[0]!.byteLength;
  const offsets: number[] = [];
  const push = (chunk: Buffer): void => {
    chunks.push(chunk);
    length += chunk.byteLength;
  };
  objects.forEach((object, index) => {
    offsets.push(length);
    if (object.stream) {
      push(
        Buffer.from(
          `${index + 1} 0 obj\n<< ${object.dictionary} /Length ${object.stream.byteLength} >>\nstream\n`,
          'latin1',
        ),
      );
      push(Buffer.from(object.stream));
      push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
    } else {
      push(Buffer.from(`${index + 1} 0 obj\n${object.dictionary}\nendobj\n`, 'latin1'));
    }
  });
  const xref = length;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`);
  push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries.join('')}` +
        `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
      'latin1',
    ),
  );
  return new Uint8Array(Buffer.concat(chunks));
}

/** Pages that each paint one grey image over the whole A4 page, as a scanner makes them. */
function imagePagesPdf(images: { width: number; height: number; deflated: Uint8Array }[]) {
  const pageCount = images.length;
  // 1 catalog, 2 pages, then per page: the page, its content, its image.
  const kids = images.map((_, index) => `${3 + index * 3} 0 R`).join(' ');
  const objects: PdfObject[] = [
    { dictionary: '<< /Type /Catalog /Pages 2 0 R >>' },
    { dictionary: `<< /Type /Pages /Kids [${kids}] /Count ${pageCount} >>` },
  ];
  images.forEach((image, index) => {
    const page = 3 + index * 3;
    objects.push(
      {
        dictionary:
          `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${page + 1} 0 R ` +
          `/Resources << /XObject << /Im0 ${page + 2} 0 R >> >> >>`,
      },
      { dictionary: '', stream: Buffer.from('q 595 0 0 842 0 0 cm /Im0 Do Q', 'latin1') },
      {
        dictionary:
          `/Type /XObject /Subtype /Image /Width ${image.width} /Height ${image.height} ` +
          '/ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode',
        stream: image.deflated,
      },
    );
  });
  return writePdf(objects);
}

/**
 * A PDF of a few hundred kilobytes whose one page is a `side` x `side` flat grey image: harmless
 * on disk, gigabytes once decoded.
 */
export function createGiantImagePdf(side = 20_000): Uint8Array {
  const row = Buffer.alloc(side, 0xf0);
  const rows = Buffer.alloc(side * 1000);
  for (let index = 0; index < 1000; index += 1) row.copy(rows, index * side);
  // The image is 1000-row blocks deflated as one stream: zlib sees the same bytes over and over.
  const deflater = Buffer.concat(Array.from({ length: side / 1000 }, () => rows));
  return imagePagesPdf([
    { width: side, height: side, deflated: deflateSync(deflater, { level: 9 }) },
  ]);
}

/**
 * A PDF of `pages` scanned-looking pages (A4 at 100 dpi, grey, with dark bars where lines of text
 * would be, different on every page), about 9 KB a page.
 */
export function createScannedPagesPdf(pages = 400): Uint8Array {
  const width = 827;
  const height = 1170;
  let seed = 7;
  const random = (): number => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const images = Array.from({ length: pages }, () => {
    const pixels = Buffer.alloc(width * height, 0xff);
    for (let top = 75; top < height - 75; top += 24) {
      let left = 75;
      while (left < width - 150) {
        const word = 15 + Math.floor(random() * 70);
        for (let y = top; y < top + 11; y += 1) {
          pixels.fill(0x20, y * width + left, y * width + left + word);
        }
        // Speckles, as a scanner leaves them.
        pixels[(top + 15) * width + left + Math.floor(random() * word)] = 0x80;
        pixels[(top + 5) * width + left + Math.floor(random() * word)] = 0x90;
        pixels[(top + 19) * width + left + Math.floor(random() * word)] = 0xc0;
        left += word + 10;
      }
    }
    return { width, height, deflated: deflateSync(pixels, { level: 9 }) };
  });
  return imagePagesPdf(images);
}

/**
 * A valid one-page PDF of `text`, padded with an unreferenced incompressible stream to about
 * `bytes`: a large upload that is cheap to read.
 */
export function createPaddedTextPdf(text: string, bytes: number): Uint8Array {
  const escaped = text.replace(/[()\\]/g, (char) => `\\${char}`);
  const lines = escaped.match(/.{1,80}(\s|$)/g) ?? [escaped];
  const content = lines
    .map((line, index) => `BT /F1 11 Tf 56 ${780 - index * 14} Td (${line.trim()}) Tj ET`)
    .join('\n');
  let seed = 11;
  const padding = Buffer.alloc(bytes);
  for (let index = 0; index < bytes; index += 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    padding[index] = seed >>> 16;
  }
  return writePdf([
    { dictionary: '<< /Type /Catalog /Pages 2 0 R >>' },
    { dictionary: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>' },
    {
      dictionary:
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R ' +
        '/Resources << /Font << /F1 5 0 R >> >> >>',
    },
    { dictionary: '', stream: Buffer.from(content, 'latin1') },
    { dictionary: '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>' },
    { dictionary: '', stream: padding },
  ]);
}
