import { describe, expect, it } from 'vitest';
import { maskBirthdate } from './profile-fields.tsx';

describe('maskBirthdate', () => {
  it('adds the slashes of DD/MM/YYYY as digits are typed', () => {
    expect(maskBirthdate('0')).toBe('0');
    expect(maskBirthdate('010')).toBe('01/0');
    expect(maskBirthdate('01022008')).toBe('01/02/2008');
    expect(maskBirthdate('01/02/2008')).toBe('01/02/2008');
    expect(maskBirthdate('01-02-20089')).toBe('01/02/2008');
  });
});
