import type { ErrorCode } from '@study/shared';
import type { ZipCaps } from './check-zip-safety.ts';
import type { DecodedImage } from './heic/decode-heic.ts';
import type { ParsedPdf, PdfParseLimits } from './pdf/parse-pdf.ts';

/** What the parse worker is asked: one file and the limits it must enforce. */
export interface ParseRequest {
  kind: 'pdf' | 'docx' | 'heic';
  bytes: Uint8Array;
  limits: PdfParseLimits & ZipCaps & { maxParserMemoryMb: number };
}

/** What it answers: parsed pages, decoded pixels, or a refusal as plain data. */
export type ParseResponse =
  | ({ ok: true; kind: 'document' } & ParsedPdf)
  | ({ ok: true; kind: 'image' } & DecodedImage)
  | { ok: false; code: ErrorCode; params: Record<string, string | number> };
