/**
 * A lesson's material as files a student takes away: the revision sheet as a PDF (laid out with
 * its fonts, scripts and bidirectional text, rendered off the event loop by worker threads), the
 * flashcards as an Anki deck or a CSV file. No database, no HTTP.
 */
export { flashcardsToApkg } from './flashcards-apkg.ts';
export { flashcardsToCsv, type ExportedFlashcard } from './flashcards-csv.ts';
export { renderSheetPdf, type SheetPdfInput, type SheetPdfLabels } from './render-sheet-pdf.ts';
export { SheetPdfRenderer } from './sheet-pdf-renderer.ts';
