import {
  AppError,
  isAppError,
  documentFileKinds,
  documentLimits,
  type DocumentLimits,
  type ExtractedPage,
  type ExtractionResult,
  type ExtractionWarning,
  type FileKind,
  type LessonLanguage,
} from '@study/shared';
import sharp from 'sharp';
import { decodeText } from './decode-text.ts';
import { detectFileKind } from './detect-file-kind.ts';
import { detectLessonLanguage as detectLanguage } from '@study/shared/language-detection';
import { guessTitle } from './guess-title.ts';
import { normalizeText } from './normalize-text.ts';
import { startReaders } from './ocr/ocr-engine.ts';
import { prepareImage, type GreyImage } from './ocr/prepare-image.ts';
import { readImage, type ImageText } from './ocr/read-image.ts';
import { scriptModels, tesseractCodes } from './ocr/tessdata.ts';
import { parseInProcess, ParserMemoryError } from './parse-in-process.ts';
import { ParseFailure } from './parse-failure.ts';
import { TaskTimeoutError } from './worker-pool.ts';

export interface ExtractFile {
  name: string;
  bytes: Uint8Array;
}

export interface ExtractOptions {
  /** Cancels the extraction; it then rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Overrides of the configured limits (the server's environment, or tests). */
  limits?: Partial<DocumentLimits>;
  /** The lesson language when already known: OCR then uses its model instead of guessing. */
  language?: LessonLanguage;
}

type Extracted = {
  pages: ExtractedPage[];
  ocr: ImageText[];
  warnings: ExtractionWarning[];
  /** Some page's OCR ran out of time: with no text at all, that is the reason to give. */
  timedOut: boolean;
};
type PageRead = ImageText | 'timeout' | 'failed';

// Latin-script lesson languages whose own model reads better than the French model's first pass.
const rereadLanguages = new Set<LessonLanguage>(['es', 'de', 'it', 'pt']);
// Below this mean word confidence, OCR output deserves a second look by the student.
const lowConfidence = 60;

/**
 * Clean structured text out of one document (PDF, DOCX, TXT) or up to 10 photos, in the lesson's
 * language. Every refusal is an AppError with a catalogue code; the limits hold against hostile
 * files (sizes, pages, zip bombs, time) and the work runs off the calling thread where it is heavy.
 */
export async function extract(
  files: ExtractFile[],
  options: ExtractOptions = {},
): Promise<ExtractionResult> {
  const limits: DocumentLimits = { ...documentLimits, ...options.limits };
  const kinds = checkUpload(files, limits);
  const deadline = AbortSignal.timeout(limits.extractionTimeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  const name = files[0]?.name ?? '';
  let extracted: Extracted;
  try {
    const first = files[0];
    const kind = kinds[0];
    if (first && kind && (documentFileKinds as readonly FileKind[]).includes(kind)) {
      extracted = await extractDocument(first, kind, limits, signal, options.language);
    } else {
      extracted = await extractPhotos(files, kinds, limits, signal, options.language);
    }
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    if (isAppError(error)) throw error;
    if (error instanceof ParseFailure) {
      throw new AppError(error.code, { params: { name, ...error.params } });
    }
    if (error instanceof ParserMemoryError) {
      throw new AppError('DOCUMENT_TOO_COMPLEX', { params: { name }, cause: error });
    }
    if (error instanceof TaskTimeoutError || deadline.aborted) {
      throw new AppError('PROCESSING_TIMEOUT', { cause: error });
    }
    throw new AppError('FILE_CORRUPT', { params: { name }, cause: error });
  }
  return assemble(extracted, kinds[0] ?? 'txt', name);
}

/**
 * The cheap checks of an upload, without parsing: at least one file, 15 MB in total, one document
 * or up to 10 photos, each file's type from its bytes. Returns the kinds, in order.
 */
export function checkUpload(
  files: ExtractFile[],
  limits: DocumentLimits = documentLimits,
): FileKind[] {
  if (files.length === 0) throw new AppError('NO_FILE');
  const total = files.reduce((sum, file) => sum + file.bytes.byteLength, 0);
  if (total > limits.maxUploadBytes) {
    throw new AppError('UPLOAD_TOO_LARGE', {
      params: { maxMb: Math.round(limits.maxUploadBytes / (1024 * 1024)) },
      details: { maxBytes: limits.maxUploadBytes, bytes: total },
    });
  }
  const tooMany = new AppError('TOO_MANY_FILES', {
    params: { maxPhotos: limits.maxPhotos },
    details: { maxDocuments: limits.maxDocuments, maxPhotos: limits.maxPhotos },
  });
  if (files.length > limits.maxPhotos) throw tooMany;
  const kinds = files.map((file) => detectFileKind(file.bytes, file.name));
  const documents = kinds.filter((kind) =>
    (documentFileKinds as readonly FileKind[]).includes(kind),
  );
  if (
    documents.length > 0 &&
    (files.length > limits.maxDocuments || documents.length !== files.length)
  ) {
    throw tooMany;
  }
  return kinds;
}

async function extractDocument(
  file: ExtractFile,
  kind: FileKind,
  limits: DocumentLimits,
  signal: AbortSignal,
  language: LessonLanguage | undefined,
): Promise<Extracted> {
  if (kind === 'txt') {
    const pages = [{ number: 1, text: decodeText(file.bytes) }];
    return { pages, ocr: [], warnings: [], timedOut: false };
  }
  const response = await parseInProcess(
    { kind: kind === 'pdf' ? 'pdf' : 'docx', bytes: file.bytes, limits },
    { timeoutMs: limits.parseTimeoutMs, signal },
  );
  if (!response.ok) throw new ParseFailure(response.code, response.params);
  if (response.kind !== 'document') throw new ParseFailure('FILE_CORRUPT');
  const warnings: ExtractionWarning[] = response.skippedScans > 0 ? ['SCANNED_PAGES_SKIPPED'] : [];
  const pages = new Map(response.pages.map((page) => [page.number, page]));
  if (response.scans.length > 0) void startReaders({ timeoutMs: limits.ocrPageTimeoutMs, signal });
  // One page at a time: each decodes a full-resolution scan.
  const images: (GreyImage | undefined)[] = [];
  for (const scan of response.scans) {
    images.push(await prepareImage(scan.png, limits).catch(() => undefined));
  }
  const reads = await readImages(images, limits, signal, language);
  const ocr: ImageText[] = [];
  response.scans.forEach((scan, index) => {
    const read = reads[index] ?? 'failed';
    if (typeof read === 'string') {
      warnings.push('PAGE_UNREADABLE');
      return;
    }
    ocr.push(read);
    pages.set(scan.number, { number: scan.number, text: read.text });
  });
  const sorted = [...pages.values()].sort((a, b) => a.number - b.number);
  return { pages: sorted, ocr, warnings, timedOut: reads.includes('timeout') };
}

async function extractPhotos(
  files: ExtractFile[],
  kinds: FileKind[],
  limits: DocumentLimits,
  signal: AbortSignal,
  language: LessonLanguage | undefined,
): Promise<Extracted> {
  void startReaders({ timeoutMs: limits.ocrPageTimeoutMs, signal });
  // Every photo is checked before any is read, so a bad one fails the upload fast.
  const prepared: GreyImage[] = [];
  for (const [index, file] of files.entries()) {
    try {
      const bytes =
        kinds[index] === 'heic' ? await heicToPng(file.bytes, limits, signal) : file.bytes;
      prepared.push(await prepareImage(bytes, limits));
    } catch (error) {
      if (error instanceof ParseFailure)
        throw new AppError(error.code, { params: { name: file.name, ...error.params } });
      throw error;
    }
  }
  const reads = await readImages(prepared, limits, signal, language);
  const ocr = reads.filter((read) => typeof read !== 'string');
  return {
    pages: reads.map((read, index) => ({
      number: index + 1,
      text: typeof read === 'string' ? '' : read.text,
    })),
    ocr,
    warnings: ocr.length < reads.length ? ['PAGE_UNREADABLE'] : [],
    timedOut: reads.includes('timeout'),
  };
}

/** An iPhone photo converted to PNG, decoded in a worker thread under the parse time cap. */
async function heicToPng(
  bytes: Uint8Array,
  limits: DocumentLimits,
  signal: AbortSignal,
): Promise<Uint8Array> {
  const response = await parseInProcess(
    { kind: 'heic', bytes, limits },
    { timeoutMs: limits.parseTimeoutMs, signal },
  );
  if (!response.ok) throw new ParseFailure(response.code, response.params);
  if (response.kind !== 'image') throw new ParseFailure('FILE_CORRUPT');
  const { width, height, rgba } = response;
  return sharp(rgba, { raw: { width, height, channels: 4 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/**
 * OCR of pages in order. Latin-script pages are first read with the French model, which reads
 * English too (ADR 314); when the text turns out to be Spanish, German, Italian or Portuguese,
 * they are read again with that language's model, whose accents and words it knows, and when it
 * turns out to be English, the one word the French model reads into English text is put right.
 */
async function readImages(
  images: (GreyImage | undefined)[],
  limits: DocumentLimits,
  signal: AbortSignal,
  language: LessonLanguage | undefined,
): Promise<PageRead[]> {
  const read = (image: GreyImage | undefined, lesson?: LessonLanguage): Promise<PageRead> =>
    image ? readPrepared(image, limits, signal, lesson) : Promise.resolve('failed');
  const reads = await Promise.all(images.map((image) => read(image, language)));
  if (language !== undefined) return reads;
  const texts = reads.map((each) => (typeof each === 'string' ? '' : each.text));
  const detected = detectLanguage(texts.join('\n\n'));
  if (detected.certain && detected.language === 'en') {
    return reads.map((read) =>
      typeof read === 'string' || read.models !== scriptModels.Latin
        ? read
        : { ...read, text: withoutFrenchA(read.text) },
    );
  }
  if (!detected.certain || !rereadLanguages.has(detected.language)) return reads;
  return Promise.all(
    reads.map(async (first, index) => {
      if (typeof first === 'string' || first.models !== scriptModels.Latin) return first;
      const again = await read(images[index], detected.language);
      return typeof again !== 'string' && again.confidence >= first.confidence ? again : first;
    }),
  );
}

/**
 * English text read by the French model with its article "a" as the preposition "à", which its
 * dictionary prefers for a letter standing alone (three times on a page of the OCR bench):
 * English has no such word.
 */
export function withoutFrenchA(text: string): string {
  return text.replace(/(?<![\p{L}\p{N}'’-])([àÀ])(?![\p{L}\p{N}'’-])/gu, (_, letter: string) =>
    letter === 'à' ? 'a' : 'A',
  );
}

/** One page's OCR; a page that fails alone is reported as a warning, not as a failed upload. */
async function readPrepared(
  image: GreyImage,
  limits: DocumentLimits,
  signal: AbortSignal,
  language: LessonLanguage | undefined,
): Promise<PageRead> {
  const code = language && tesseractCodes[language];
  try {
    return await readImage(image, {
      timeoutMs: limits.ocrPageTimeoutMs,
      signal,
      ...(code ? { models: code } : {}),
    });
  } catch (error) {
    if (signal.aborted) throw error;
    return error instanceof TaskTimeoutError ? 'timeout' : 'failed';
  }
}

function assemble(extracted: Extracted, kind: FileKind, name: string): ExtractionResult {
  const pages = extracted.pages.map((page) => ({
    number: page.number,
    text: normalizeText(page.text),
  }));
  const text = pages
    .map((page) => page.text)
    .filter((pageText) => pageText !== '')
    .join('\n\n');
  if (text === '' && extracted.timedOut) throw new AppError('PROCESSING_TIMEOUT');
  if (text === '') throw new AppError('NO_TEXT_FOUND', { params: { name } });
  const detected = detectLanguage(text);
  const warnings = [...new Set(extracted.warnings)];
  if (!detected.certain) warnings.push('LANGUAGE_UNCERTAIN');
  const result: ExtractionResult = {
    text,
    pages,
    language: detected.language,
    titleGuess: guessTitle(text, name.replace(/\.[^.]+$/, '').replace(/_+/g, ' ')),
    source: kind === 'pdf' || kind === 'docx' || kind === 'txt' ? kind : 'images',
    warnings,
  };
  if (extracted.ocr.length > 0) {
    const chars = extracted.ocr.reduce((sum, read) => sum + read.text.length, 0);
    const weighted = extracted.ocr.reduce(
      (sum, read) => sum + read.confidence * read.text.length,
      0,
    );
    const confidence = Math.round(chars > 0 ? weighted / chars : 0);
    result.ocr = { confidence };
    if (confidence < lowConfidence) warnings.push('OCR_LOW_CONFIDENCE');
  }
  return result;
}
