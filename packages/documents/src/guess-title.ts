const maxTitleChars = 80;

/**
 * A title for the lesson: its first heading, else its first line, cut at a word boundary and
 * without Markdown marks. A filename stem is the fallback when the text offers nothing.
 */
export function guessTitle(text: string, fallback = ''): string {
  const lines = text.split('\n').map((line) => line.trim());
  const heading = lines.find((line) => /^#{1,3} \S/.test(line));
  const first = heading ?? lines.find((line) => /\p{L}/u.test(line)) ?? '';
  const plain = first.replace(/^(#+|-|\d+[.)])\s+/, '').trim();
  if (plain === '') return fallback;
  if (plain.length <= maxTitleChars) return plain;
  const cut = plain.slice(0, maxTitleChars);
  const space = cut.lastIndexOf(' ');
  return `${(space > maxTitleChars / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
