export interface ExportedFlashcard {
  question: string;
  answer: string;
}

// A cell a spreadsheet would read as a formula (or DDE command) starts with one of these.
const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;

function cell(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return needsQuotes.test(safe) || safe !== safe.trim() ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * Flashcards as RFC 4180 CSV that Excel opens in UTF-8 (byte order mark, CRLF), with a
 * `question,answer` header; cells that would run as formulas get a leading apostrophe.
 */
export function flashcardsToCsv(cards: ExportedFlashcard[]): string {
  const rows = [['question', 'answer'], ...cards.map((card) => [card.question, card.answer])];
  return `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
