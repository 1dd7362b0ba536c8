/** Levenshtein distance between two strings, by code point, in O(n·m) time and O(m) memory. */
export function editDistance(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  let previous = new Uint32Array(right.length + 1).map((_, index) => index);
  let current = new Uint32Array(right.length + 1);
  for (let i = 1; i <= left.length; i += 1) {
    current[0] = i;
    for (let j = 1; j <= right.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (left[i - 1] === right[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
    }
    [previous, current] = [current, previous];
  }
  return previous[right.length] ?? 0;
}

/** Whitespace runs as one space, trimmed: layout whitespace is not what OCR is judged on. */
export function squashSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Character error rate of `actual` against the reference `expected` (0 is perfect). */
export function characterErrorRate(expected: string, actual: string): number {
  const reference = squashSpaces(expected);
  return editDistance(reference, squashSpaces(actual)) / Math.max(1, [...reference].length);
}

/** Character similarity, 1 − distance / longer length (1 is identical). */
export function similarity(expected: string, actual: string): number {
  const longer = Math.max([...expected].length, [...actual].length, 1);
  return 1 - editDistance(expected, actual) / longer;
}
