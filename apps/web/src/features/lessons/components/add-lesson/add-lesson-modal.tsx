import { lazy, Suspense, useState } from 'react';
import { loadLocaleParts } from '../../../../lib/i18n.ts';
import { useAddLessonParam } from '../../hooks/use-add-lesson-param.ts';

const AddLessonDialog = lazy(async () => {
  const [dialog] = await Promise.all([
    import('./add-lesson-dialog.tsx'),
    loadLocaleParts('lessons'),
  ]);
  return { default: dialog.AddLessonDialog };
});

/**
 * The add-lesson modal as the signed-in layout mounts it: its code (forms, file drop, language
 * detection, texts) is downloaded the first time `?add=1` opens it, then it stays mounted so it can close
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
