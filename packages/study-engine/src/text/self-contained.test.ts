import { describe, expect, it } from 'vitest';
import { leansOnContext } from './self-contained.ts';

describe('sentences that stand alone', () => {
  it('reads "It is (also) important to note…" as standing alone, "It…" as pointing back', () => {
    expect(leansOnContext('It is important to note that grief has no fixed order.', 'en')).toBe(
      false,
    );
    expect(
      leansOnContext('It is also important to note that some psychologists disagree.', 'en'),
    ).toBe(false);
    expect(leansOnContext('It is also a hormone.', 'en')).toBe(true);
  });
});
