import { lessonTitleMaxChars, lessonTitleMinChars } from '@study/shared';

/** `candidate` as a lesson title when it is long enough (cut to the maximum), else undefined. */
export function usableTitle(candidate: string | undefined): string | undefined {
  const title = candidate?.replace(/\s+/g, ' ').trim().slice(0, lessonTitleMaxChars).trim();
  return title && title.length >= lessonTitleMinChars ? title : undefined;
}

/**
 * The title a file gives before it is read: its name without the extension, or the whole name
 * when that is too short (an extension is always there, so the name has at least 4 characters).
 */
export function titleFromFileName(name: string): string {
  return (
    usableTitle(name.replace(/\.[^.]+$/, '').replace(/[_]+/g, ' ')) ?? usableTitle(name) ?? name
  );
}
