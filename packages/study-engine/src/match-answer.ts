import { fillBlank } from '@study/shared';
import { editDistance, foldText } from './text/normalize.ts';

const leadingArticles =
  /^(?:the|a|an|le|la|les|l'|un|une|des|du|de la|el|los|las|il|lo|gli|i|o|os|as|der|die|das|ein|eine)\s+/;

function canonical(text: string): string {
  return foldText(text)
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .trim()
    .replace(leadingArticles, '')
    .replace(/^l'/, '');
}

/** Typos forgiven for an answer of `length` characters: none up to 4, 1 up to 8, then 2. */
function allowedTypos(length: number): number {
  if (length <= 4) return 0;
  if (length <= 8) return 1;
  return 2;
}

/**
 * Whether `given` is the `expected` answer, forgiving case, accents, punctuation, a leading
 * article, a final plural s/x and small typos (none up to 4 letters, 1 edit up to 8, 2 beyond).
 */
export function matchesAnswer(expected: string, given: string): boolean {
  const a = canonical(expected);
  const b = canonical(given);
  if (!a || !b) return false;
  if (a === b) return true;
  const singular = (s: string) => s.replace(/(?<=\p{L}{3})[sx](?=\s|$)/gu, '');
  if (singular(a) === singular(b)) return true;
  const allowed = allowedTypos(a.length);
  return allowed > 0 && editDistance(a, b, allowed) <= allowed;
}

function words(text: string): string[] {
  return foldText(text)
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

/**
 * Whether `given` fills the blank of a fill-in `prompt` whose answer is `expected`: the term as
 * `matchesAnswer` accepts it, alone or with the prompt's own words on either side of the blank
 * ("plasma membrane" for "The ___ membrane surrounds the cell" and the answer "plasma").
 */
export function matchesFillAnswer(prompt: string, expected: string, given: string): boolean {
  if (matchesAnswer(expected, given)) return true;
  const [before = '', after = ''] = prompt.split(fillBlank);
  const left = words(before);
  const right = words(after);
  const answer = words(given);
  for (let i = 0; i <= Math.min(left.length, answer.length); i++) {
    const lead = answer.slice(0, i);
    if (lead.join(' ') !== left.slice(left.length - i).join(' ')) continue;
    for (let j = 0; j <= Math.min(right.length, answer.length - i - 1); j++) {
      const tail = answer.slice(answer.length - j);
      if (tail.join(' ') !== right.slice(0, j).join(' ')) continue;
      if (i === 0 && j === 0) continue;
      if (matchesAnswer(expected, answer.slice(i, answer.length - j).join(' '))) return true;
    }
  }
  return false;
}
