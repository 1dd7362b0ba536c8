/**
 * A long lesson cut into parts a model reads within its budget: whole sections where they fit,
 * consecutive sections grouped while the part stays under the budget, a section too long for one
 * part cut between paragraphs, a paragraph too long cut between sentences (between words as a
 * last resort). Parts are contiguous slices of the lesson: joined, they give it back.
 */

/** Roughly four characters per token in English and French prose. */
export const charsPerToken = 4;

/** Slices of `text` cut where `boundary` matches (the match opens the next slice). */
function cutAt(text: string, boundary: RegExp): string[] {
  const slices: string[] = [];
  let from = 0;
  for (const match of text.matchAll(boundary)) {
    if (match.index === undefined || match.index === 0 || match.index <= from) continue;
    slices.push(text.slice(from, match.index));
    from = match.index;
  }
  slices.push(text.slice(from));
  return slices.filter((s) => s.length > 0);
}

/** `text` cut into pieces of at most `max` characters at the finest boundary that allows it. */
function pieces(text: string, max: number, level = 0): string[] {
  if (text.length <= max) return [text];
  const boundaries = [
    /^#{1,6}\s/gm, // sections
    /\n\s*\n/g, // paragraphs
    /(?<=[.!?…;:])\s+(?=\S)/gu, // sentences
    /\s+(?=\S)/g, // words
  ];
  for (let i = level; i < boundaries.length; i++) {
    const slices = cutAt(text, boundaries[i] as RegExp);
    if (slices.length > 1) return slices.flatMap((slice) => pieces(slice, max, i + 1));
  }
  // One word longer than the budget: cut it.
  return Array.from({ length: Math.ceil(text.length / max) }, (_, i) =>
    text.slice(i * max, (i + 1) * max),
  );
}

/**
 * The lesson as parts of at most `maxTokens` (estimated at `charsPerToken` characters a token),
 * consecutive pieces grouped greedily so that there are as few parts as the budget allows.
 */
export function lessonParts(text: string, maxTokens: number): string[] {
  const max = Math.max(200, Math.floor(maxTokens * charsPerToken));
  const parts: string[] = [];
  let current = '';
  for (const piece of pieces(text, max)) {
    if (current && current.length + piece.length > max) {
      parts.push(current);
      current = '';
    }
    current += piece;
  }
  if (current.trim()) parts.push(current);
  return parts.length > 0 ? parts : [text];
}

/**
 * How many of `total` questions each part is asked for: in proportion to its length (largest
 * remainders first), parts too short for one question left out.
 */
export function questionShares(parts: readonly string[], total: number): number[] {
  const length = parts.reduce((sum, p) => sum + p.length, 0) || 1;
  const exact = parts.map((p) => (p.length / length) * total);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left === 0) break;
    shares[index] = (shares[index] as number) + 1;
    left--;
  }
  return shares;
}
