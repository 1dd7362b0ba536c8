import { describe, expect, it } from 'vitest';
import { secretOf } from './two-factor-screen.tsx';

describe('secretOf', () => {
  it('reads the secret of an otpauth URI in groups of four', () => {
    const uri =
      'otpauth://totp/Study%20Assistant:ada%40example.com?secret=JBSWY3DPEHPK3PXPQ&issuer=Study';
    expect(secretOf(uri)).toBe('JBSW Y3DP EHPK 3PXP Q');
  });
});
