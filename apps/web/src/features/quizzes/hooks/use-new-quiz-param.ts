import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The creation modal's state in the address: `?new=1` opens it, `&lessonId=…` picks the lesson
 * (the lesson page links there). Kept in the address so it can be linked to and Back closes it.
 */
export function useNewQuizParam(): {
  open: boolean;
  lessonId: string | null;
  setOpen: (open: boolean, lessonId?: string) => void;
} {
  const [params, setParams] = useSearchParams();
  const open = params.get('new') === '1';
  const lessonId = open ? params.get('lessonId') : null;
  const setOpen = useCallback(
    (next: boolean, nextLessonId?: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.delete('lessonId');
          if (next) {
            updated.set('new', '1');
            if (nextLessonId) updated.set('lessonId', nextLessonId);
          } else {
            updated.delete('new');
          }
          return updated;
        },
        // Closing replaces the entry, so Back after closing does not reopen it.
        { replace: !next, preventScrollReset: true },
      ),
    [setParams],
  );
  return { open, lessonId, setOpen };
}
