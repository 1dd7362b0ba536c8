import { useEffect } from 'react';
import { useLocation } from 'react-router';

let lastScreen: string | undefined;

/**
 * Remembers the last screen visited outside the settings, so that a bug report (made from the
 * settings) can say where the trouble was. SPA navigation leaves `document.referrer` empty.
 */
export function useRememberLastScreen(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!pathname.startsWith('/settings'))
      lastScreen = `${window.location.origin}${pathname}${search}`;
  }, [pathname, search]);
}

/** The address of the last screen visited outside the settings, if any. */
export function lastScreenUrl(): string | undefined {
  return lastScreen;
}
