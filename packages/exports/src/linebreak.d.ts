// The linebreak package (UAX #14, a dependency of pdfkit) ships no types.
declare module 'linebreak' {
  export default class LineBreaker {
    constructor(text: string);
    /** The next place a line may end, as a UTF-16 offset; `required` after a newline. */
    nextBreak(): { position: number; required: boolean } | null;
  }
}
