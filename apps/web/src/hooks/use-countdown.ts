import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until `endsAt` (rounded up, never negative). */
export function secondsUntil(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** A countdown in seconds, recomputed from the clock so a throttled background tab stays right. */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState(0);
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (endsAt === 0) return;
    const update = () => setLeft(secondsUntil(endsAt, Date.now()));
    update();
    const timer = window.setInterval(update, 250);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    setEndsAt(Date.now() + seconds * 1000);
    setLeft(seconds);
  }, []);

  return { secondsLeft: left, start };
}
