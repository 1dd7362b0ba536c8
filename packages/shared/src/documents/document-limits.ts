/**
 * Business limits of lesson sources, as configuration defaults (decisions.md): the server may
 * override them from the environment, the web app shows them, `@study/documents` enforces them.
 */
export const documentLimits = {
  /** Total size of one upload, all files together. */
  maxUploadBytes: 15 * 1024 * 1024,
  /** The Document tab takes exactly one file. */
  maxDocuments: 1,
  /** The Photos tab takes up to this many images. */
  maxPhotos: 10,
  /** Larger images are refused before they are decoded. */
  maxImagePixels: 50_000_000,
  /** Pages of one PDF. */
  maxPdfPages: 500,
  /** Pages without a text layer that one PDF may send to OCR. */
  maxScannedPages: 30,
  /** Resident memory of one parser process (PDF, DOCX, HEIC); past it the parse is killed. */
  maxParserMemoryMb: 1024,
  /** Wall-clock time for one extraction, all files together. */
  extractionTimeoutMs: 120_000,
  /** Wall-clock time for parsing one document, OCR excluded. */
  parseTimeoutMs: 30_000,
  /** Wall-clock time for the OCR of one page or photo. */
  ocrPageTimeoutMs: 30_000,
  /** A DOCX is refused before inflating when it would unpack to more than this. */
  maxZipUncompressedBytes: 100 * 1024 * 1024,
  maxZipEntries: 1_000,
  /** Uncompressed / compressed size, per entry and overall. */
  maxZipCompressionRatio: 100,
  /** Pasted text, in characters after normalisation. */
  minPastedTextChars: 50,
  maxPastedTextChars: 200_000,
} as const;

export type DocumentLimits = { -readonly [K in keyof typeof documentLimits]: number };
