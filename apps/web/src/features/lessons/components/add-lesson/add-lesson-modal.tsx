import { lazy, Suspense, useState } from 'react';
import { useAddLessonParam } from '../../hooks/use-add-lesson-param.ts';

const AddLessonDialog = lazy(async () => ({
  default: (await import('./add-lesson-dialog.tsx')).AddLessonDialog,
}));

/**
 * The add-lesson modal as the signed-in layout mounts it: its code (forms, file drop, language
 * detection) is downloaded the first time `?add=1` opens it, then it stays mounted so it can close
 * with its animation and reopen at once.
 */
export function AddLessonModal() {
  const [open] = useAddLessonParam();
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AddLessonDialog />
    </Suspense>
  );
}
