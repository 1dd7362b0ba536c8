import type { SheetDocument } from '@study/shared';

/**
 * Sheets edited on this page and not confirmed saved yet, by lesson. An editor that opens again
 * (the student came back before a save landed, or after it failed) starts from its draft rather
 * than from the server's older copy, so no edit is lost.
 */
const drafts = new Map<string, SheetDocument>();

export const sheetDrafts = {
  get: (lessonId: string) => drafts.get(lessonId),
  set: (lessonId: string, sheet: SheetDocument) => void drafts.set(lessonId, sheet),
  /** Forgets the draft once it is saved, or when the sheet is replaced on purpose. */
  discard: (lessonId: string) => void drafts.delete(lessonId),
};
