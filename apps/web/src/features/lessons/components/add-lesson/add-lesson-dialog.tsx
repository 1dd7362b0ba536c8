import type { LessonSummary } from '@study/shared';
import { useState } from 'react';
import { Dialog, DialogContent } from '../../../../components/ui/dialog.tsx';
import { useCreateLesson, type CreateLessonInput } from '../../api/create-lesson.ts';
import { useAddLessonParam } from '../../hooks/use-add-lesson-param.ts';
import { AddLessonForm } from './add-lesson-form.tsx';
import { LessonPreparation } from './lesson-preparation.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

function AddLessonFlow({ onAddAnother }: { onAddAnother: () => void }) {
  const create = useCreateLesson();
  const [progress, setProgress] = useState<number | null>(null);
  const [started, setStarted] = useState<{ lesson: LessonSummary; fileNames: string[] } | null>(
    null,
  );

  if (started) {
    return (
      <LessonPreparation
        started={started.lesson}
        fileNames={started.fileNames}
        onAddAnother={onAddAnother}
      />
    );
  }
  return (
    <AddLessonForm
      busy={create.isPending}
      progress={progress}
      failure={create.error}
      onEdit={() => create.reset()}
      onSubmit={(input: CreateLessonInput) => {
        setProgress(0);
        create.mutate(
          { input, onProgress: setProgress },
          {
            onSuccess: (lesson) =>
              setStarted({ lesson, fileNames: (input.files ?? []).map((file) => file.name) }),
          },
        );
      }}
    />
  );
}

/**
 * The add-lesson modal, mounted once in the signed-in layout and opened by `?add=1`. Closing it
 * while a lesson is prepared is fine: the lesson keeps preparing and shows up in the list.
 */
export function AddLessonDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useAddLessonParam();
  const [round, setRound] = useState(0);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent size="lg" closeLabel={t('lessons.add.close')}>
        <AddLessonFlow key={round} onAddAnother={() => setRound((current) => current + 1)} />
      </DialogContent>
    </Dialog>
  );
}
