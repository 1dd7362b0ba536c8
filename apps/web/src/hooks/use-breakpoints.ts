import { useSyncExternalStore } from 'react';

/** The spec's width breakpoints, in CSS pixels. */
export const breakpoints = { mobileBelow: 768, extraLargeFrom: 1280, fullHdAbove: 1920 } as const;

export interface Breakpoints {
  /** Narrower than 768 px: bottom navigation bar. */
  isMobile: boolean;
  /** 1280 px or wider: the rail shows its labels. */
  isExtraLarge: boolean;
  /** Wider than 1920 px. */
  isFullHd: boolean;
  /** Neither mobile nor extra-large: the rail is retracted to icons. */
  isRailRetracted: boolean;
}

export function breakpointsFor(width: number): Breakpoints {
  const isMobile = width < breakpoints.mobileBelow;
  const isExtraLarge = width >= breakpoints.extraLargeFrom;
  return {
    isMobile,
    isExtraLarge,
    isFullHd: width > breakpoints.fullHdAbove,
    isRailRetracted: !isMobile && !isExtraLarge,
  };
}

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The three width flags of the layout, updated as the window is resized. */
export function useBreakpoints(): Breakpoints {
  const width = useSyncExternalStore(subscribe, () => window.innerWidth);
  return breakpointsFor(width);
}
