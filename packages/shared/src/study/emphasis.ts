/**
 * Markdown emphasis a lesson may be pasted with ("**Igneous rocks** form…", "_lava_"): the spans
 * of the emphasised words, markers left out, and of the markers. A star or an underscore that
 * touches a letter or a digit on its outer side ("2*3", "snake_case"), or a space on its inner
 * side ("5 * 3 * 2", "* a bullet"), marks nothing; an emphasis never runs past a line. The
 * markers come in pairs, the opening one first.
 */
export function emphasisSpans(text: string): {
  emphasised: Array<{ start: number; end: number }>;
  markers: Array<{ start: number; end: number }>;
} {
  const emphasised: Array<{ start: number; end: number }> = [];
  const markers: Array<{ start: number; end: number }> = [];
  const pattern =
    /(?<![\p{L}\p{N}*_\\])(\*\*|__|\*|_)(?=[^\s*_])([^\n]*?[^\s*_\\])\1(?![\p{L}\p{N}*_])/gu;
  for (const match of text.matchAll(pattern)) {
    const marker = (match[1] as string).length;
    const start = match.index + marker;
    const end = match.index + match[0].length - marker;
    emphasised.push({ start, end });
    markers.push({ start: match.index, end: start }, { start: end, end: end + marker });
  }
  return { emphasised, markers };
}

/** `text` without its Markdown emphasis markers, for a passage shown as the lesson says it. */
export function withoutEmphasis(text: string): string {
  const { markers } = emphasisSpans(text);
  let result = '';
  let last = 0;
  for (const { start, end } of markers) {
    result += text.slice(last, start);
    last = end;
  }
  return result + text.slice(last);
}
