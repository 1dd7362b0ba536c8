import { BookOpen, ChevronDown } from 'lucide-react';
import { useId } from 'react';
import {
  IconField,
  ListScreen,
  listTabOf,
  PagedResults,
} from '../../../components/list-screen.tsx';
import { inputClassName } from '../../../components/ui/text-field.tsx';
import { useBreakpoints } from '../../../hooks/use-breakpoints.ts';
import { useSearchParamUpdates } from '../../../hooks/use-search-param-updates.ts';
import { cn } from '../../../lib/cn.ts';
import { errorText } from '../../../lib/error-text.ts';
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
import { useTranslation } from '../../../lib/i18n.ts';

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
  return (
    <PagedResults
      list={list}
      items={quizzes}
      loading={hasLessons === null}
      badge
      testId="quiz-total"
      texts={{
        error: errorText(list.error, {}, 'QUIZ_GENERATION_FAILED'),
        reload: t('quizzes.list.reload'),
        total: t('quizzes.list.total', { count: total }),
        label: t('quizzes.list.label'),
        loadMore: t('quizzes.list.loadMore'),
      }}
      empty={
        filters.lessonId ? (
          <NoQuizzesOnLesson lessonId={filters.lessonId} />
        ) : filters.favourite ? (
          <NoFavouriteQuizzes />
        ) : hasLessons ? (
          <NoQuizzes />
        ) : (
          <NoLessonsYet />
        )
      }
      renderItem={(quiz) => <QuizCard key={quiz.id} quiz={quiz} />}
    />
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
  const tab = listTabOf(params);
  const lessonId = params.get('lesson');
  const lessons = useLessonChoices();
  const lessonItems = lessons.data?.items ?? [];
  const hasLessons = lessons.data ? lessons.data.total > 0 : lessons.isError ? true : null;

  const filters: QuizListFilters = { favourite: tab === 'favourites', lessonId };

  return (
    <ListScreen
      title={t('routes.quizzes')}
      action={!isMobile && hasLessons && <NewQuizButton />}
      tab={tab}
      onTabChange={(value) => update({ tab: value === 'favourites' ? 'favourites' : null })}
      tabTexts={{
        label: t('quizzes.list.tabsLabel'),
        all: t('quizzes.list.tabs.all'),
        favourites: t('quizzes.list.tabs.favourites'),
      }}
      filters={
        lessonItems.length > 0 && (
          <IconField
            id={lessonFilterId}
            label={t('quizzes.list.lessonFilter')}
            icon={BookOpen}
            className="min-w-0 lg:w-80"
          >
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
          </IconField>
        )
      }
      results={<QuizResults filters={filters} hasLessons={hasLessons} />}
    >
      {isMobile && hasLessons && <NewQuizButton variant="floating" />}
      <CreateQuizDialog />
    </ListScreen>
  );
}
