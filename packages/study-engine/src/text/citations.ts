/**
 * Where a lesson cites its sources in parentheses: "(APA, 2013)", "(Cardeña & Gleaves, 2006)",
 * "(Hood, Spilka, & Corsuch, 1996; Brumley et al., 2007, p. 12)". Each part names authors with a
 * capital and ends on a year: the names are the sources', not the lesson's terms.
 */
const citationPart =
  /^\s*(?:(?:see|e\.g\.|cf\.|voir)\s+)?\p{Lu}[^;()]{0,80}?,?\s+(?:1[5-9]\d\d|20\d\d)[a-z]?(?:,\s*(?:pp?\.|p\.)\s*\d+(?:[-–]\d+)?)?\s*$/u;

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
