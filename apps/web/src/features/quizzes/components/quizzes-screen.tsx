import { BookOpen, ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParamUpdates } from '../../../hooks/use-search-param-updates.ts';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { inputClassName } from '../../../components/ui/text-field.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useBreakpoints } from '../../../hooks/use-breakpoints.ts';
import { cn } from '../../../lib/cn.ts';
import { errorText } from '../../../lib/error-text.ts';
import { RealtimeIndicator } from '../../../lib/realtime/realtime-indicator.tsx';
import { useLessonChoices } from '../api/list-lesson-choices.ts';
import { quizzesOf, useQuizList, type QuizListFilters } from '../api/list-quizzes.ts';
import { CreateQuizDialog } from './create-quiz/create-quiz-dialog.tsx';
import { NewQuizButton } from './new-quiz-button.tsx';
import { QuizCard } from './quiz-card.tsx';
import {
  NoFavouriteQuizzes,
  NoLessonsYet,
  NoQuizzes,
  NoQuizzesOnLesson,
} from './quizzes-empty-state.tsx';

const listTabs = ['all', 'favourites'] as const;
type ListTab = (typeof listTabs)[number];

function Skeleton() {
  return (
    <ul aria-hidden className="grid gap-3 sm:grid-cols-2 2xl:grid-cols-3">
      {[0, 1, 2].map((key) => (
        <li key={key} className="flex gap-3 rounded-2xl border border-line bg-surface-raised p-4">
          <span className="h-12 w-12 animate-pulse rounded-xl bg-surface-muted" />
          <span className="flex flex-1 flex-col gap-2 pt-1">
            <span className="h-4 w-3/4 animate-pulse rounded bg-surface-muted" />
            <span className="h-3 w-1/2 animate-pulse rounded bg-surface-muted" />
            <span className="mt-1 h-5 w-24 animate-pulse rounded-full bg-surface-muted" />
          </span>
        </li>
      ))}
    </ul>
  );
}

function QuizResults({
  filters,
  hasLessons,
}: {
  filters: QuizListFilters;
  hasLessons: boolean | null;
}) {
  const { t } = useTranslation();
  const list = useQuizList(filters);
  const quizzes = quizzesOf(list.data);
  const total = list.data?.pages.at(-1)?.total ?? 0;

  if (list.isPending || (quizzes.length === 0 && hasLessons === null)) {
    return (
      <div aria-busy="true">
        <p className="sr-only">{t('common.loading')}</p>
        <Skeleton />
      </div>
    );
  }
  if (list.isError && quizzes.length === 0) {
    return (
      <Alert tone="error">
        <p>{errorText(list.error, {}, 'QUIZ_GENERATION_FAILED')}</p>
        <button
          type="button"
          onClick={() => void list.refetch()}
          className="mt-1 font-semibold underline underline-offset-2"
        >
          {t('quizzes.list.reload')}
        </button>
      </Alert>
    );
  }
  if (quizzes.length === 0) {
    if (filters.lessonId) return <NoQuizzesOnLesson lessonId={filters.lessonId} />;
    if (filters.favourite) return <NoFavouriteQuizzes />;
    return hasLessons ? <NoQuizzes /> : <NoLessonsYet />;
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted" aria-live="polite" data-testid="quiz-total">
        {t('quizzes.list.total', { count: total })}
      </p>
      <ul
        aria-label={t('quizzes.list.label')}
        className="grid gap-3 sm:grid-cols-2 2xl:grid-cols-3"
      >
        {quizzes.map((quiz) => (
          <QuizCard key={quiz.id} quiz={quiz} />
        ))}
      </ul>
      {list.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? t('common.loading') : t('quizzes.list.loadMore')}
        </Button>
      )}
    </div>
  );
}

/**
 * The quiz list: All / Favourites and a lesson filter kept in the address
 * (`?tab=favourites&lesson=…`), the "New quiz" button and the creation modal (`?new=1`).
 */
export function QuizzesScreen() {
  const { t } = useTranslation();
  const { isMobile } = useBreakpoints();
  const lessonFilterId = useId();
  const [params, update] = useSearchParamUpdates();
  const tab: ListTab = params.get('tab') === 'favourites' ? 'favourites' : 'all';
  const lessonId = params.get('lesson');
  const lessons = useLessonChoices();
  const lessonItems = lessons.data?.items ?? [];
  const hasLessons = lessons.data ? lessons.data.total > 0 : lessons.isError ? true : null;

  const filters: QuizListFilters = { favourite: tab === 'favourites', lessonId };
  const results = <QuizResults filters={filters} hasLessons={hasLessons} />;

  return (
    <div className="flex flex-col gap-6">
      <header className="flex items-center justify-between gap-4">
        <div className="flex min-w-0 items-center gap-3">
          <ScreenTitle>{t('routes.quizzes')}</ScreenTitle>
          <RealtimeIndicator className="mt-1" />
        </div>
        {!isMobile && hasLessons && <NewQuizButton />}
      </header>
      <Tabs
        value={tab}
        onValueChange={(value) => update({ tab: value === 'favourites' ? 'favourites' : null })}
        className="flex flex-col gap-5"
      >
        <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
          <TabsList aria-label={t('quizzes.list.tabsLabel')} className="w-full sm:w-auto">
            {listTabs.map((value) => (
              <TabsTrigger key={value} value={value} className="sm:min-w-28">
                {t(`quizzes.list.tabs.${value}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          {lessonItems.length > 0 && (
            <div className="relative min-w-0 lg:w-80">
              <label htmlFor={lessonFilterId} className="sr-only">
                {t('quizzes.list.lessonFilter')}
              </label>
              <BookOpen
                aria-hidden
                className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-ink-muted"
              />
              <select
                id={lessonFilterId}
                value={lessonId ?? ''}
                onChange={(event) => update({ lesson: event.target.value || null })}
                className={cn(inputClassName, 'appearance-none truncate pr-9 pl-9')}
              >
                <option value="">{t('quizzes.list.allLessons')}</option>
                {lessonItems.map((lesson) => (
                  <option key={lesson.id} value={lesson.id}>
                    {`${lesson.emoji} ${lesson.title}`}
                  </option>
                ))}
              </select>
              <ChevronDown
                aria-hidden
                className="pointer-events-none absolute top-1/2 right-3 h-4 w-4 -translate-y-1/2 text-ink-muted"
              />
            </div>
          )}
        </div>
        {listTabs.map((value) => (
          <TabsContent key={value} value={value}>
            {value === tab && results}
          </TabsContent>
        ))}
      </Tabs>
      {isMobile && hasLessons && <NewQuizButton variant="floating" />}
      <CreateQuizDialog />
    </div>
  );
}
