import type { ErrorCode } from '@study/shared';
import type { ZipCaps } from './check-zip-safety.ts';
import type { ParsedPdf, PdfParseLimits } from './pdf/parse-pdf.ts';

/** What the parse worker is asked: one document and the limits it must enforce. */
export interface ParseRequest {
  kind: 'pdf' | 'docx';
  bytes: Uint8Array;
  limits: PdfParseLimits & ZipCaps;
}

/** What it answers: the parsed pages, or a refusal as plain data. */
export type ParseResponse =
  | ({ ok: true } & ParsedPdf)
  | { ok: false; code: ErrorCode; params: Record<string, string | number> };
