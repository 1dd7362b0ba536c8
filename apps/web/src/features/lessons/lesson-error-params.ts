import { documentLimits, lessonTitleMaxChars, planLimits } from '@study/shared';
import { fileKindOf } from './lesson-upload-checks.ts';

type Params = Record<string, string | number>;

/**
 * The values the lesson messages name ({{maxMb}}, {{name}}…). The server's answer carries only
 * the code and, sometimes, details; the rest comes from the shared limits and the files the user
 * chose, so a message never shows a bare placeholder.
 */
export function lessonErrorParams(
  details: unknown,
  fileNames: readonly string[] = [],
  given: Params = {},
): Params {
  const fromDetails: Params = {};
  if (typeof details === 'object' && details !== null) {
    for (const [key, value] of Object.entries(details)) {
      if (typeof value === 'string' || typeof value === 'number') fromDetails[key] = value;
    }
  }
  const name = given.name ?? fromDetails.name ?? fileNames.join(', ');
  const kind = typeof name === 'string' ? fileKindOf(name) : undefined;
  return {
    maxMb: Math.round(documentLimits.maxUploadBytes / (1024 * 1024)),
    maxPhotos: documentLimits.maxPhotos,
    minChars: documentLimits.minPastedTextChars,
    maxChars: documentLimits.maxPastedTextChars,
    maxPages: documentLimits.maxPdfPages,
    maxMegapixels: Math.round(documentLimits.maxImagePixels / 1_000_000),
    max: lessonTitleMaxChars,
    limit: planLimits.free.generation,
    expected: kind ? kind.toUpperCase() : '',
    ...fromDetails,
    ...given,
    name,
  };
}
