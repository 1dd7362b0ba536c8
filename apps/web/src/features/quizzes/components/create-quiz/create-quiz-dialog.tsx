import type { CreateQuiz, QuizSummary } from '@study/shared';
import { useState } from 'react';
import { Dialog, DialogContent } from '../../../../components/ui/dialog.tsx';
import { useCreateQuiz } from '../../api/create-quiz.ts';
import { useDeleteQuiz } from '../../api/delete-quiz.ts';
import { useNewQuizParam } from '../../hooks/use-new-quiz-param.ts';
import { CreateQuizForm } from './create-quiz-form.tsx';
import { QuizGeneration } from './quiz-generation.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

function CreateQuizFlow({
  initialLessonId,
  onAnother,
}: {
  initialLessonId: string | null;
  onAnother: (lessonId: string | null) => void;
}) {
  const create = useCreateQuiz();
  const remove = useDeleteQuiz();
  const [started, setStarted] = useState<{ quiz: QuizSummary; input: CreateQuiz } | null>(null);

  const start = (input: CreateQuiz) =>
    create.mutate(input, { onSuccess: (quiz) => setStarted({ quiz, input }) });

  if (started) {
    return (
      <QuizGeneration
        key={started.quiz.id}
        started={started.quiz}
        retrying={create.isPending}
        retryFailure={create.error}
        onRetry={() => {
          // The failed quiz holds nothing: it makes way for the new attempt.
          remove.mutate(started.quiz.id);
          start(started.input);
        }}
        onAnother={() => onAnother(started.input.lessonId)}
      />
    );
  }
  return (
    <CreateQuizForm
      initialLessonId={initialLessonId}
      busy={create.isPending}
      failure={create.error}
      onEdit={() => create.reset()}
      onSubmit={start}
    />
  );
}

/**
 * The quiz creation modal, opened by `?new=1` (and `&lessonId=…` to start on a lesson). Closing it
 * while the quiz is written is fine: it keeps being written and shows up in the list.
 */
export function CreateQuizDialog() {
  const { t } = useTranslation();
  const { open, lessonId, setOpen } = useNewQuizParam();
  // "Create another" starts again on the same lesson; closing forgets it.
  const [round, setRound] = useState<{ key: number; lessonId?: string | null }>({ key: 0 });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setRound((current) => ({ key: current.key + 1 }));
        setOpen(next);
      }}
    >
      <DialogContent size="lg" closeLabel={t('quizzes.create.close')}>
        <CreateQuizFlow
          key={round.key}
          initialLessonId={round.lessonId !== undefined ? round.lessonId : lessonId}
          onAnother={(previous) =>
            setRound((current) => ({ key: current.key + 1, lessonId: previous }))
          }
        />
      </DialogContent>
    </Dialog>
  );
}
