import { BookPlus, CircleHelp, ListChecks, PencilLine, Star, TextCursorInput } from 'lucide-react';
import { EmptyState, EmptyStateChips } from '../../../components/empty-state.tsx';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { NewQuizButton } from './new-quiz-button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

const types = [
  { key: 'mcq', icon: ListChecks },
  { key: 'open', icon: PencilLine },
  { key: 'fill', icon: TextCursorInput },
] as const;

/** No quiz yet, with lessons to make one from: what a quiz is, its three types, and the button. */
export function NoQuizzes() {
  const { t } = useTranslation();
  return (
    <EmptyState icon={CircleHelp} title={t('quizzes.empty.title')} body={t('quizzes.empty.body')}>
      <EmptyStateChips
        items={types.map(({ key, icon }) => ({ key, icon, label: t(`quizzes.types.${key}`) }))}
      />
      <NewQuizButton size="lgWide" className="mt-6" label={t('quizzes.empty.create')} />
    </EmptyState>
  );
}

/** No lesson yet: a quiz needs one, so the way on is adding a lesson. */
export function NoLessonsYet() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={BookPlus}
      title={t('quizzes.empty.noLessonsTitle')}
      body={t('quizzes.empty.noLessonsBody')}
    >
      <Button asChild size="lgWide" className="mt-6">
        <Link to="/lessons?add=1">
          <BookPlus aria-hidden className="h-4 w-4" />
          {t('quizzes.empty.addLesson')}
        </Link>
      </Button>
    </EmptyState>
  );
}

/** The Favourites filter with none yet. */
export function NoFavouriteQuizzes() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={Star}
      title={t('quizzes.empty.noFavouritesTitle')}
      body={t('quizzes.empty.noFavouritesBody')}
    />
  );
}

/** A lesson filter with no quiz on that lesson: the button makes one on it. */
export function NoQuizzesOnLesson({ lessonId }: { lessonId: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={CircleHelp}
      title={t('quizzes.empty.noLessonQuizzesTitle')}
      body={t('quizzes.empty.noLessonQuizzesBody')}
    >
      <NewQuizButton
        className="mt-6"
        lessonId={lessonId}
        label={t('quizzes.empty.createForLesson')}
      />
    </EmptyState>
  );
}
