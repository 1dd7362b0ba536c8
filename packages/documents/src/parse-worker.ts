/**
 * Child-process entry: parses one PDF, DOCX or HEIC per message, so that the caller can kill a parse
 * that runs too long or eats too much memory (decoded images and canvases included) without
 * touching its own process.
 */
import { parseDocx } from './docx/parse-docx.ts';
import { decodeHeic } from './heic/decode-heic.ts';
import { ParseFailure } from './parse-failure.ts';
import { parsePdf } from './pdf/parse-pdf.ts';
import type { ParseRequest, ParseResponse } from './parse-protocol.ts';

process.on('message', (request: ParseRequest) => {
  void handle(request).then((response) => process.send?.(response));
});
// The caller went away: nothing will ask for work again.
process.on('disconnect', () => process.exit(0));

async function handle(request: ParseRequest): Promise<ParseResponse> {
  try {
    if (request.kind === 'pdf') {
      const parsed = await parsePdf(request.bytes, request.limits);
      return { ok: true, kind: 'document', ...parsed };
    }
    if (request.kind === 'heic') {
      const image = await decodeHeic(request.bytes, request.limits.maxImagePixels);
      return { ok: true, kind: 'image', ...image };
    }
    const text = await parseDocx(request.bytes, request.limits);
    return { ok: true, kind: 'document', pages: [{ number: 1, text }], scans: [], skippedScans: 0 };
  } catch (error) {
    if (error instanceof ParseFailure) return { ok: false, code: error.code, params: error.params };
    return { ok: false, code: 'FILE_CORRUPT', params: {} };
  }
}
