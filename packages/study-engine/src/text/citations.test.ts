import { describe, expect, it } from 'vitest';
import { citationSpans } from './citations.ts';

const cited = (text: string) => citationSpans(text).map((s) => text.slice(s.start, s.end));

describe('citations', () => {
  it('finds the sources a lesson cites in parentheses, and nothing else in parentheses', () => {
    expect(
      cited(
        'Hospice care helps (Brumley, Enquidanos, & Cherin, 2003; Brumley et al., 2007) and so does faith (McIntosh, Silver, & Wortman, 1993, p. 12). Dissociative fugue (from the word “to flee” in French) is rare (APA, 2013).',
      ),
    ).toEqual([
      '(Brumley, Enquidanos, & Cherin, 2003; Brumley et al., 2007)',
      '(McIntosh, Silver, & Wortman, 1993, p. 12)',
      '(APA, 2013)',
    ]);
    expect(
      cited(
        'The Terror (1793-1794) ended. Louis XVI (reigned from 1774) died. Obsessive-compulsive disorder (OCD) is common. La loi (Dupont, 2005) change.',
      ),
    ).toEqual(['(Dupont, 2005)']);
  });
});
