import { setOcrIdleTimeout } from './ocr/ocr-engine.ts';
import { setParserIdleTimeout } from './parse-in-process.ts';

/**
 * Parser processes and OCR workers start on first use and stop once none has had work for `ms`
 * (30 s by default), which gives their memory back to the system.
 */
export function setIdleTimeout(ms: number): void {
  setOcrIdleTimeout(ms);
  setParserIdleTimeout(ms);
}
