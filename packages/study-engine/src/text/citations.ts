import { emphasisSpans } from '@study/shared';

/**
 * Where a lesson cites its sources in parentheses: "(APA, 2013)", "(Cardeña & Gleaves, 2006)",
 * "(Hood, Spilka, & Corsuch, 1996; Brumley et al., 2007, p. 12)". Each part names authors with a
 * capital and ends on a year, or on "n.d." ("s.d." in French) for a source with no date: the names
 * are the sources', not the lesson's terms.
 */
const citationPart =
  /^\s*(?:(?:see|e\.g\.|cf\.|voir)\s+)?\p{Lu}[^;()]{0,80}?,?\s+(?:(?:1[5-9]\d\d|20\d\d)[a-z]?|[ns]\.\s?d\.?)(?:,\s*(?:pp?\.|p\.)\s*\d+(?:[-–]\d+)?)?\s*$/u;

/** The spans (offsets into `text`, parentheses included) of the lesson's citations. */
export function citationSpans(text: string): Array<{ start: number; end: number }> {
  const spans: Array<{ start: number; end: number }> = [];
  for (const match of text.matchAll(/\(([^()]{4,400})\)/g)) {
    const parts = (match[1] as string).split(';');
    if (parts.every((part) => citationPart.test(part))) {
      spans.push({ start: match.index, end: match.index + match[0].length });
    }
  }
  return spans;
}

/**
 * `text` with its citations blanked by spaces (line breaks kept): the same length, so every
 * offset the engine reports still points into the lesson as written, and no citation is quoted.
 */
export function blankCitations(text: string): string {
  const spans = citationSpans(text);
  if (spans.length === 0) return text;
  let blanked = '';
  let last = 0;
  for (const { start, end } of spans) {
    blanked += text.slice(last, start) + text.slice(start, end).replace(/[^\n]/g, ' ');
    last = end;
  }
  return blanked + text.slice(last);
}

/**
 * The lesson as the engine reads and quotes it: its citations (`blankCitations`) and its Markdown
 * emphasis markers (`emphasisSpans`) blanked by spaces, so that no card or question shows a "**"
 * and every word keeps its offset in the lesson as written; and the spans the author emphasised.
 * A punctuation mark right after a closing marker moves up to where the marker began ("**cell
 * membrane**, a thin layer" is read "cell membrane,   a thin layer"): what follows a term is read
 * as the author wrote it.
 */
export function readableLesson(text: string): {
  text: string;
  emphasised: Array<{ start: number; end: number }>;
} {
  const blanked = blankCitations(text);
  const { emphasised, markers } = emphasisSpans(blanked);
  let result = '';
  let last = 0;
  markers.forEach(({ start, end }, i) => {
    const next = blanked[end];
    // Every other marker closes an emphasis (`emphasisSpans` gives them in pairs).
    const moved = i % 2 === 1 && next !== undefined && /[,.;:!?)\]”]/.test(next) ? next : '';
    result += blanked.slice(last, start) + moved + ' '.repeat(end - start);
    last = end + moved.length;
  });
  return { text: result + blanked.slice(last), emphasised };
}

/** `readableLesson`'s text alone. */
export function blankAsides(text: string): string {
  return readableLesson(text).text;
}

/**
 * Text quoted from a blanked lesson with its blanks closed up: a run of spaces becomes one, or none
 * before a closing punctuation mark, after an opening bracket or at either end ("the manual      ."
 * -> "the manual.", "( lava )" -> "(lava)"), and
 * `at` maps an offset of `text` to the closed-up text (for marks on a sheet's text).
 */
export function closeBlanks(text: string): { text: string; at: (offset: number) => number } {
  const edits: Array<{ start: number; end: number; kept: number }> = [];
  let closed = '';
  let last = 0;
  for (const run of text.matchAll(/[ \t]{2,}|(?<=[([“])[ \t]|[ \t](?=[)\]”])/g)) {
    const start = run.index;
    const end = start + run[0].length;
    const next = text[end];
    const previous = text[start - 1];
    // "(  compaction  )", "“  lava  ”": an emphasis blanked inside brackets or English quotes.
    const kept =
      start === 0 || next === undefined || /[.,;:!?)\]”]/.test(next) || /[([“]/.test(previous ?? '')
        ? 0
        : 1;
    closed += text.slice(last, start) + ' '.repeat(kept);
    edits.push({ start, end, kept });
    last = end;
  }
  if (edits.length === 0) return { text, at: (offset) => offset };
  closed += text.slice(last);
  const at = (offset: number): number => {
    let shift = 0;
    for (const { start, end, kept } of edits) {
      if (offset <= start) break;
      if (offset < end) return start - shift + Math.min(kept, offset - start);
      shift += end - start - kept;
    }
    return offset - shift;
  };
  return { text: closed, at };
}
