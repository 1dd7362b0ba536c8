import { beforeEach, describe, expect, it } from 'vitest';
import { clearAttribution, readAttribution, storeAttribution } from './stored-attribution.ts';

describe('stored attribution', () => {
  beforeEach(() => localStorage.clear());

  it('keeps invite and referral under the spec keys and reads them back', () => {
    storeAttribution(new URLSearchParams('invite=FRIEND1&referral=ABC&other=x'));
    expect(localStorage.getItem('inviteCode')).toBe('FRIEND1');
    expect(localStorage.getItem('referral')).toBe('ABC');
    expect(readAttribution()).toEqual({ invite: 'FRIEND1', referral: 'ABC' });
  });

  it('keeps an earlier code when a later URL has none, and forgets both once used', () => {
    storeAttribution(new URLSearchParams('referral=ABC'));
    storeAttribution(new URLSearchParams('referral=&invite=  '));
    expect(readAttribution()).toEqual({ referral: 'ABC' });
    clearAttribution();
    expect(readAttribution()).toEqual({});
  });

  it('caps a code at 64 characters', () => {
    storeAttribution(new URLSearchParams(`referral=${'x'.repeat(100)}`));
    expect(readAttribution().referral).toHaveLength(64);
  });
});
