import type { ErrorParams } from '@study/shared';
import { fileKindOf } from './lesson-upload-checks.ts';

/**
 * The values a lesson message names about the files the user chose ({{name}}, {{expected}}): a
 * failed lesson stores only its code, so its message takes them from the files still on screen.
 */
export function lessonErrorParams(fileNames: readonly string[]): ErrorParams {
  const name = fileNames.join(', ');
  const kind = fileKindOf(name);
  return { name, expected: kind ? kind.toUpperCase() : '' };
}
