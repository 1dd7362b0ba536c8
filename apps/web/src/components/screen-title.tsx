import type { ReactNode } from 'react';

/** The one h1 of a screen. */
export function ScreenTitle({ children }: { children: ReactNode }) {
  return <h1 className="text-2xl font-bold tracking-tight text-ink md:text-3xl">{children}</h1>;
}
