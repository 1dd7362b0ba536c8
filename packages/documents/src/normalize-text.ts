/**
 * Clean text for the study engine: Unicode NFC, one kind of line ending, no control characters
 * or zero-width marks, no trailing spaces, at most one blank line in a row, trimmed.
 */
export function normalizeText(text: string): string {
  return (
    text
      .normalize('NFC')
      .replace(/\r\n?|\u2028|\u2029/g, '\n')
      .replace(/\f|\v/g, '\n')
      // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
      .replace(/[\u0000-\u0008\u000e-\u001f\u007f\u200b\u2060\ufeff]/g, '')
      .replace(/\u00a0/g, ' ')
      .replace(/[ \t]+$/gm, '')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}
