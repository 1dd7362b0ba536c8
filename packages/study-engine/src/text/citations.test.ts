import { emphasisSpans } from '@study/shared';
import { describe, expect, it } from 'vitest';
import { blankAsides, blankCitations, citationSpans, closeBlanks } from './citations.ts';

const cited = (text: string) => citationSpans(text).map((s) => text.slice(s.start, s.end));

describe('citations', () => {
  it('finds the sources a lesson cites in parentheses, and nothing else in parentheses', () => {
    expect(
      cited(
        'Hospice care helps (Brumley, Enquidanos, & Cherin, 2003; Brumley et al., 2007) and so does faith (McIntosh, Silver, & Wortman, 1993, p. 12). Dissociative fugue (from the word “to flee” in French) is rare (APA, 2013). Twenty states protect them (American Civil Liberties Union, n.d). Few do (Norcross, n.d.). Voir (Dupont, s. d.).',
      ),
    ).toEqual([
      '(Brumley, Enquidanos, & Cherin, 2003; Brumley et al., 2007)',
      '(McIntosh, Silver, & Wortman, 1993, p. 12)',
      '(APA, 2013)',
      '(American Civil Liberties Union, n.d)',
      '(Norcross, n.d.)',
      '(Dupont, s. d.)',
    ]);
    expect(
      cited(
        'The Terror (1793-1794) ended. Louis XVI (reigned from 1774) died. Obsessive-compulsive disorder (OCD) is common. La loi (Dupont, 2005) change.',
      ),
    ).toEqual(['(Dupont, 2005)']);
  });

  it('blanks citations without moving any offset, and closes the blanks up in what is quoted', () => {
    const text =
      'Faith helps (McIntosh, Silver, & Wortman, 1993). Hospice care (Brumley et al., 2007) helps too.';
    const blanked = blankCitations(text);
    expect(blanked).toHaveLength(text.length);
    expect(blanked).not.toContain('Wortman');
    expect(blanked.indexOf('Hospice')).toBe(text.indexOf('Hospice'));
    const { text: closed, at } = closeBlanks(blanked);
    expect(closed).toBe('Faith helps. Hospice care helps too.');
    // An offset after a closed blank moves with its words.
    const hospice = blanked.indexOf('Hospice');
    expect(closed.slice(at(hospice), at(hospice + 'Hospice care'.length))).toBe('Hospice care');
    expect(closeBlanks('Nothing to close here.').text).toBe('Nothing to close here.');
  });

  it('blanks the Markdown emphasis of a pasted lesson, and no star of a product or a bullet', () => {
    const text =
      '**Igneous rocks** form when *molten rock* cools (__compaction__) and _lava_ flows. 5 * 3 * 2 = 30, 2*3*4, snake_case_name, a **b**c.';
    const emphasised = emphasisSpans(text).emphasised.map((s) => text.slice(s.start, s.end));
    expect(emphasised).toEqual(['Igneous rocks', 'molten rock', 'compaction', 'lava']);
    const blanked = blankAsides(text);
    expect(blanked).toHaveLength(text.length);
    expect(closeBlanks(blanked).text).toBe(
      'Igneous rocks form when molten rock cools (compaction) and lava flows. 5 * 3 * 2 = 30, 2*3*4, snake_case_name, a **b**c.',
    );
    // A punctuation mark after the closing stars moves up to the term: "cell membrane, a…".
    expect(blankAsides('the **cell membrane**, a thin layer')).toBe(
      'the   cell membrane,   a thin layer',
    );
    expect(blankAsides('- a bullet with *one* word\n* another')).toBe(
      '- a bullet with  one  word\n* another',
    );
  });
});
