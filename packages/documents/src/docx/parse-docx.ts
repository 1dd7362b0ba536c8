import mammoth from 'mammoth';
import { checkZipSafety, type ZipCaps } from '../check-zip-safety.ts';
import { ParseFailure } from '../parse-failure.ts';
import { htmlToMarkdown } from './html-to-markdown.ts';

// Images are never decoded: the lesson needs the text only.
const skipImages = mammoth.images.imgElement(() => Promise.resolve({ src: '' }));

/**
 * Text of a DOCX as Markdown (headings and lists kept), after the ZIP has been checked against
 * the caps without trusting its headers. Throws ParseFailure with FILE_UNSAFE or FILE_CORRUPT.
 */
export async function parseDocx(bytes: Uint8Array, caps: ZipCaps): Promise<string> {
  const verdict = checkZipSafety(bytes, caps);
  if (verdict === 'unsafe') throw new ParseFailure('FILE_UNSAFE');
  if (verdict === 'corrupt') throw new ParseFailure('FILE_CORRUPT');
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      { convertImage: skipImages, externalFileAccess: false, ignoreEmptyParagraphs: true },
    );
    return htmlToMarkdown(result.value);
  } catch {
    throw new ParseFailure('FILE_CORRUPT');
  }
}
