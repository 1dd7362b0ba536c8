const maxSuggestedChars = 80;

function shorten(line: string): string {
  if (line.length <= maxSuggestedChars) return line;
  const cut = line.slice(0, maxSuggestedChars);
  const space = cut.lastIndexOf(' ');
  return `${(space > maxSuggestedChars / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The first line of pasted text with letters in it, without Markdown marks, cut at a word. */
export function titleFromText(text: string): string {
  const first = text
    .split('\n')
    .map((line) => line.trim())
    .find((line) => /\p{L}/u.test(line));
  if (!first) return '';
  return shorten(first.replace(/^(#+|-|\*|\d+[.)])\s+/, '').trim());
}
