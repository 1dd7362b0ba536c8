/**
 * Worker-thread entry: renders one sheet PDF per message, so that a long sheet's layout and font
 * subsetting never hold the server's event loop.
 */
import { parentPort } from 'node:worker_threads';
import { renderSheetPdf, type SheetPdfInput } from './render-sheet-pdf.ts';

export type SheetPdfReply = { ok: true; pdf: Uint8Array } | { ok: false; message: string };

parentPort?.on('message', (input: SheetPdfInput) => {
  renderSheetPdf(input).then(
    (pdf) =>
      parentPort?.postMessage({ ok: true, pdf } satisfies SheetPdfReply, [
        pdf.buffer as ArrayBuffer,
      ]),
    (error: unknown) =>
      parentPort?.postMessage({
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      } satisfies SheetPdfReply),
  );
});
