import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** Search params to set (a string) or remove (null or empty), the others kept. */
export type SearchParamChanges = Record<string, string | null>;

/** The address's search params once `changes` are applied to `current`. */
export function applySearchParamChanges(
  current: URLSearchParams,
  changes: SearchParamChanges,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/**
 * The address's search params and a function that changes some of them in place (replace, no
 * scroll). React Router applies a change only once the navigation commits, and its own updater
 * starts from the last committed address: a second change made before that (a tab, then a filter,
 * quickly) would undo the first. Here each change starts from the previous one until the address
 * catches up.
 */
export function useSearchParamUpdates() {
  const [params, setParams] = useSearchParams();
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [params]);

  const update = useCallback(
    (changes: SearchParamChanges) => {
      const next = applySearchParamChanges(pending.current ?? params, changes);
      pending.current = next;
      setParams(next, { replace: true, preventScrollReset: true });
    },
    [params, setParams],
  );
  return [params, update] as const;
}
