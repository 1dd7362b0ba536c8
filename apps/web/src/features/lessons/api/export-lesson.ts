import { useMutation } from '@tanstack/react-query';
import { ApiError, readApiError } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';

/** What a lesson can be downloaded as. */
export const lessonExports = {
  pdf: { method: 'POST', path: 'sheet.pdf', extension: 'pdf' },
  csv: { method: 'GET', path: 'flashcards.csv', extension: 'csv' },
  apkg: { method: 'GET', path: 'flashcards.apkg', extension: 'apkg' },
} as const;
export type LessonExport = keyof typeof lessonExports;

/** A file name from the lesson title, without the characters file systems refuse. */
export function exportFileName(title: string, extension: string): string {
  const base = [...title]
    .map((char) => (char.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(char) ? ' ' : char))
    .join('')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+/, '')
    .trim();
  return `${base || 'lesson'}.${extension}`;
}

async function fetchFile(path: string, method: 'GET' | 'POST'): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: { 'accept-language': i18n.language },
    });
  } catch {
    throw new ApiError('SERVICE_UNAVAILABLE', 0);
  }
  if (response.ok) return response.blob();
  throw await readApiError(response);
}

/** Hands a downloaded file to the browser under `fileName`. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** Downloads the sheet as a PDF (Premium) or the flashcards as CSV or Anki, named after the lesson. */
export async function exportLesson(
  lesson: { id: string; title: string },
  kind: LessonExport,
): Promise<void> {
  const { method, path, extension } = lessonExports[kind];
  const blob = await fetchFile(`/api/lessons/${lesson.id}/${path}`, method);
  saveBlob(blob, exportFileName(lesson.title, extension));
}

export function useExportLesson(lesson: { id: string; title: string }) {
  return useMutation({ mutationFn: (kind: LessonExport) => exportLesson(lesson, kind) });
}
