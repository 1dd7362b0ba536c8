import { closeOcr } from './ocr/ocr-engine.ts';
import { closeParsers } from './parse-in-process.ts';

/** Stops the parser processes and OCR workers (idle ones at once); the next call starts new ones. */
export async function close(): Promise<void> {
  await Promise.all([closeParsers(), closeOcr()]);
}
