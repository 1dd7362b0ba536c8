const maxTitleChars = 80;
/** A title is read among the first lines of the text; further down, lines are the lesson's body. */
const linesLookedAt = 6;
const maxTitleWords = 12;

/** A line that ends on an article, a preposition or a conjunction is a sentence wrapped on the page. */
const endsOnLinkWord =
  /\s(the|a|an|of|to|in|on|at|for|with|and|or|by|from|le|la|les|l'|un|une|des|du|de|d'|à|au|aux|et|ou|en|pour|par|sur|dans|avec)$/iu;

/** A line's list or heading mark: `#`, a dash, or `1.`, `2)`. */
const leadingMark = /^(#+|-|\d+[.)])\s+/;

/**
 * Whether a line reads as a title rather than a sentence of the body or a scrap of a photo's OCR:
 * a few words, starting with a capital or a digit, one sentence at most, not cut at its end, and
 * made of words (an OCR scrap such as "ee ' i" is mostly one-letter tokens).
 */
function readsAsTitle(line: string): boolean {
  if (line.length > maxTitleChars) return false;
  const words = line.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token));
  if (words.length === 0 || words.length > maxTitleWords) return false;
  if (!/^[\p{Lu}\p{N}]/u.test(line)) return false;
  // A sentence (ended, going on below, two of them), not a title.
  if (/[.,;-]$/.test(line) || /[.!?]\s+\p{Lu}/u.test(line) || endsOnLinkWord.test(line)) {
    return false;
  }
  const letterRuns = words.map((word) => word.replace(/[^\p{L}]/gu, '').length);
  const wordLike = letterRuns.filter((letters) => letters >= 2).length;
  return letterRuns.some((letters) => letters >= 3) && wordLike / words.length >= 0.7;
}

function shortened(line: string): string {
  if (line.length <= maxTitleChars) return line;
  const cut = line.slice(0, maxTitleChars);
  const space = cut.lastIndexOf(' ');
  return `${(space > maxTitleChars / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * A title for the lesson: its first heading, else one of its first lines that reads as a title.
 * A filename stem comes next (a scanned book page opens mid-sentence, a notebook photo's first line
 * may be a scrap of OCR), and the first line, cut at a word boundary, when there is no filename.
 */
export function guessTitle(text: string, fallback = ''): string {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /\p{L}/u.test(line));
  const heading = lines.find((line) => /^#{1,3} \S/.test(line));
  if (heading) return shortened(heading.replace(leadingMark, '').trim());
  const plain = lines.map((line) => line.replace(leadingMark, '').trim());
  // A line the next one carries on in lower case is a sentence wrapped on the page.
  const titled = plain
    .slice(0, linesLookedAt)
    .find((line, index) => readsAsTitle(line) && !/^\p{Ll}/u.test(plain[index + 1] ?? ''));
  if (titled) return titled;
  if (fallback.trim() !== '') return fallback;
  return shortened(plain[0] ?? '');
}
