import { BookPlus, CircleHelp, ListChecks, PencilLine, Star, TextCursorInput } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { NewQuizButton } from './new-quiz-button.tsx';

function Frame({
  icon,
  title,
  body,
  children,
}: {
  icon: ReactNode;
  title: string;
  body: string;
  children?: ReactNode;
}) {
  return (
    <section className="flex flex-col items-center rounded-2xl border border-dashed border-line bg-surface-raised px-6 py-12 text-center md:py-16">
      <div className="mb-4 flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 dark:bg-brand-700/25 dark:text-brand-100">
        {icon}
      </div>
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <p className="mt-1.5 max-w-md text-sm leading-relaxed text-ink-muted">{body}</p>
      {children}
    </section>
  );
}

const types = [
  { key: 'mcq', icon: ListChecks },
  { key: 'open', icon: PencilLine },
  { key: 'fill', icon: TextCursorInput },
] as const;

/** No quiz yet, with lessons to make one from: what a quiz is, its three types, and the button. */
export function NoQuizzes() {
  const { t } = useTranslation();
  return (
    <Frame
      icon={<CircleHelp aria-hidden className="h-7 w-7" />}
      title={t('quizzes.empty.title')}
      body={t('quizzes.empty.body')}
    >
      <ul className="mt-6 flex flex-wrap justify-center gap-2">
        {types.map(({ key, icon: Icon }) => (
          <li
            key={key}
            className="inline-flex items-center gap-1.5 rounded-full border border-line bg-surface px-3 py-1.5 text-xs font-medium text-ink-muted"
          >
            <Icon aria-hidden className="h-3.5 w-3.5" />
            {t(`quizzes.types.${key}`)}
          </li>
        ))}
      </ul>
      <NewQuizButton className="mt-6 h-11 px-5" label={t('quizzes.empty.create')} />
    </Frame>
  );
}

/** No lesson yet: a quiz needs one, so the way on is adding a lesson. */
export function NoLessonsYet() {
  const { t } = useTranslation();
  return (
    <Frame
      icon={<BookPlus aria-hidden className="h-7 w-7" />}
      title={t('quizzes.empty.noLessonsTitle')}
      body={t('quizzes.empty.noLessonsBody')}
    >
      <Button asChild className="mt-6 h-11 px-5">
        <Link to="/lessons?add=1">
          <BookPlus aria-hidden className="h-4 w-4" />
          {t('quizzes.empty.addLesson')}
        </Link>
      </Button>
    </Frame>
  );
}

/** The Favourites filter with none yet. */
export function NoFavouriteQuizzes() {
  const { t } = useTranslation();
  return (
    <Frame
      icon={<Star aria-hidden className="h-7 w-7" />}
      title={t('quizzes.empty.noFavouritesTitle')}
      body={t('quizzes.empty.noFavouritesBody')}
    />
  );
}

/** A lesson filter with no quiz on that lesson: the button makes one on it. */
export function NoQuizzesOnLesson({ lessonId }: { lessonId: string }) {
  const { t } = useTranslation();
  return (
    <Frame
      icon={<CircleHelp aria-hidden className="h-7 w-7" />}
      title={t('quizzes.empty.noLessonQuizzesTitle')}
      body={t('quizzes.empty.noLessonQuizzesBody')}
    >
      <NewQuizButton
        className="mt-6"
        lessonId={lessonId}
        label={t('quizzes.empty.createForLesson')}
      />
    </Frame>
  );
}
