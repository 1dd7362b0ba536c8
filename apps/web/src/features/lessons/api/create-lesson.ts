import {
  lessonSummarySchema,
  type LessonLanguage,
  type LessonSource,
  type LessonSummary,
} from '@study/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiErrorOf } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';
import { lessonListsKey } from './lesson-lists-key.ts';

export interface CreateLessonInput {
  source: LessonSource;
  /** Absent for a document or photos: the server uses the title it finds. */
  title?: string;
  /** Absent: the server detects it. */
  language?: LessonLanguage;
  text?: string;
  files?: readonly File[];
}

/** The multipart body of `POST /api/lessons`: the text fields first, then every file as `files`. */
export function lessonFormData(input: CreateLessonInput): FormData {
  const form = new FormData();
  form.set('source', input.source);
  if (input.title) form.set('title', input.title);
  if (input.language) form.set('language', input.language);
  if (input.text !== undefined) form.set('text', input.text);
  for (const file of input.files ?? []) form.append('files', file, file.name);
  return form;
}

/**
 * Sends a new lesson and answers it in status `processing` (202). Goes through XMLHttpRequest
 * because fetch reports no upload progress: `onProgress` hears the share sent, from 0 to 1.
 */
export function createLesson(
  input: CreateLessonInput,
  onProgress: (sent: number) => void = () => undefined,
): Promise<LessonSummary> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/lessons');
    request.responseType = 'json';
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader('accept-language', i18n.language);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        const parsed = lessonSummarySchema.safeParse(request.response);
        if (parsed.success) {
          onProgress(1);
          resolve(parsed.data);
        } else {
          reject(new ApiError('INTERNAL_ERROR', request.status));
        }
      } else {
        reject(
          apiErrorOf(request.status, request.response, request.getResponseHeader('retry-after')),
        );
      }
    };
    request.onerror = () => reject(new ApiError('SERVICE_UNAVAILABLE', 0));
    request.send(lessonFormData(input));
  });
}

/** Adding a lesson; the lists show it (in preparation) as soon as the server has it. */
export function useCreateLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      input,
      onProgress,
    }: {
      input: CreateLessonInput;
      onProgress?: (sent: number) => void;
    }) => createLesson(input, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lessonListsKey }),
  });
}
