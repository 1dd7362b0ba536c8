import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { AppError, documentLimits } from '@study/shared';
import type { FastifyRequest } from 'fastify';

/** A file of the upload, read whole. */
export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

/** The parts of `POST /api/lessons`: its text fields as sent, and its `files` parts. */
export interface LessonUpload {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/**
 * Parser limits a little above the product's own, so that an upload just over them still reaches
 * `checkUpload` and gets its exact message, while a far larger one is cut short.
 */
const slackBytes = 1024 * 1024;
export const multipartLimits = {
  fileSize: documentLimits.maxUploadBytes + slackBytes,
  files: documentLimits.maxPhotos + 1,
  fields: 8,
  // Pasted text is counted in characters after normalisation, up to 4 UTF-8 bytes each.
  fieldSize: documentLimits.maxPastedTextChars * 4 + 64 * 1024,
  parts: documentLimits.maxPhotos + 1 + 8,
};

const fieldNames = new Set(['source', 'title', 'language', 'text']);

function tooLarge(bytes: number): AppError {
  return new AppError('UPLOAD_TOO_LARGE', {
    params: { maxMb: Math.round(documentLimits.maxUploadBytes / (1024 * 1024)) },
    details: { maxBytes: documentLimits.maxUploadBytes, bytes },
  });
}

/** The parser's refusals, as the catalogue's errors for the same limits. */
function fromParser(error: unknown, received: number): unknown {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(received + multipartLimits.fileSize);
  if (code === 'FST_FILES_LIMIT') {
    return new AppError('TOO_MANY_FILES', {
      params: { maxPhotos: documentLimits.maxPhotos },
      details: { maxDocuments: documentLimits.maxDocuments, maxPhotos: documentLimits.maxPhotos },
    });
  }
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError('MALFORMED_REQUEST', { cause: error });
  }
  return error;
}

/**
 * Reads a multipart lesson upload into memory: fields by name (unknown ones ignored), files of the
 * `files` parts in order. The total stops at the parser's margin over 15 MB; the exact checks
 * (size, count, type by magic bytes) are `checkUpload`'s, after this.
 */
export async function readLessonUpload(request: FastifyRequest): Promise<LessonUpload> {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  let received = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        const field = part as MultipartValue;
        if (!fieldNames.has(field.fieldname)) continue;
        if (field.valueTruncated) {
          throw field.fieldname === 'text'
            ? new AppError('TEXT_TOO_LONG', {
                params: { maxChars: documentLimits.maxPastedTextChars },
              })
            : new AppError('MALFORMED_REQUEST');
        }
        fields[field.fieldname] = String(field.value);
        continue;
      }
      const file = part as MultipartFile;
      const bytes = await file.toBuffer();
      if (file.fieldname !== 'files') continue;
      received += bytes.byteLength;
      if (received > multipartLimits.fileSize) throw tooLarge(received);
      files.push({ name: file.filename, bytes });
    }
  } catch (error) {
    throw fromParser(error, received);
  }
  return { fields, files };
}
