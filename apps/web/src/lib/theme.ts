import { useCallback, useEffect, useState } from 'react';

export const themes = ['light', 'dark', 'system'] as const;
export type Theme = (typeof themes)[number];

const storageKey = 'theme';
const darkQuery = '(prefers-color-scheme: dark)';

function savedTheme(): Theme {
  try {
    const saved = localStorage.getItem(storageKey);
    return saved === 'light' || saved === 'dark' ? saved : 'system';
  } catch {
    return 'system';
  }
}

function applyTheme(theme: Theme) {
  const dark = theme === 'dark' || (theme === 'system' && window.matchMedia(darkQuery).matches);
  document.documentElement.classList.toggle('dark', dark);
}

/** The chosen theme (light, dark or the system's), remembered and applied to `<html>`. */
export function useTheme() {
  const [theme, setThemeState] = useState<Theme>(savedTheme);

  useEffect(() => {
    applyTheme(theme);
    if (theme !== 'system') return;
    const media = window.matchMedia(darkQuery);
    const follow = () => applyTheme('system');
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, [theme]);

  const setTheme = useCallback((next: Theme) => {
    try {
      if (next === 'system') localStorage.removeItem(storageKey);
      else localStorage.setItem(storageKey, next);
    } catch {
      // Not remembered; applied for this visit.
    }
    setThemeState(next);
  }, []);

  return { theme, setTheme };
}
