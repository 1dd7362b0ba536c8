import { closeOcr } from './ocr/ocr-engine.ts';
import { closeParseWorkers } from './parse-in-worker.ts';

/** Stops the parse threads and OCR workers (idle ones at once); the next call starts new ones. */
export async function close(): Promise<void> {
  await Promise.all([closeParseWorkers(), closeOcr()]);
}
