import { describe, expect, it } from 'vitest';
import { breakpointsFor } from './use-breakpoints.ts';

describe('breakpointsFor', () => {
  it('is mobile below 768 px', () => {
    expect(breakpointsFor(767)).toMatchObject({ isMobile: true, isRailRetracted: false });
    expect(breakpointsFor(768)).toMatchObject({ isMobile: false, isRailRetracted: true });
  });

  it('is extra-large from 1280 px and full HD above 1920 px', () => {
    expect(breakpointsFor(1279)).toMatchObject({ isExtraLarge: false, isRailRetracted: true });
    expect(breakpointsFor(1280)).toMatchObject({
      isExtraLarge: true,
      isRailRetracted: false,
      isFullHd: false,
    });
    expect(breakpointsFor(1920).isFullHd).toBe(false);
    expect(breakpointsFor(1921).isFullHd).toBe(true);
  });
});
