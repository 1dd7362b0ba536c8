import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** `?add=1` on any signed-in screen opens the add-lesson modal (the dashboard links to it). */
export const addLessonParam = 'add';

/**
 * Whether the add-lesson modal is open, kept in the address so it can be linked to and the Back
 * button closes it.
 */
export function useAddLessonParam(): [boolean, (open: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const open = params.get(addLessonParam) === '1';
  const setOpen = useCallback(
    (next: boolean) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set(addLessonParam, '1');
          else updated.delete(addLessonParam);
          return updated;
        },
        // Closing replaces the entry, so Back after closing does not reopen it.
        { replace: !next, preventScrollReset: true },
      ),
    [setParams],
  );
  return [open, setOpen];
}
