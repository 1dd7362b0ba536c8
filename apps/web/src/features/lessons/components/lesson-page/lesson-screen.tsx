import { isLessonId, type LessonDetail, type UpdateLesson } from '@study/shared';
import { X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import {
  keptTabIds,
  KeptTabContent,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '../../../../components/ui/tabs.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { errorText } from '../../../../lib/error-text.ts';
import { releaseFirstScreen } from '../../../../lib/first-screen.ts';
import { useDeleteLesson } from '../../api/delete-lesson.ts';
import { useLesson } from '../../api/get-lesson.ts';
import { useRetryLesson } from '../../api/retry-lesson.ts';
import { useUpdateLesson } from '../../api/update-lesson.ts';
import { SheetTab } from '../sheet/sheet-tab.tsx';
import { LessonHeader } from './lesson-header.tsx';
import {
  LessonFailed,
  LessonLoadError,
  LessonLoading,
  LessonNotFound,
  LessonProcessing,
} from './lesson-states.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

// The flashcards are their own chunk, fetched when their tab opens.
const FlashcardsTab = lazy(async () => ({
  default: (await import('../flashcards/flashcards-tab.tsx')).FlashcardsTab,
}));

type LessonTab = 'sheet' | 'flashcards';

/** The page `/lessons/:id`: its own scroll area, for a long sheet under a toolbar that stays. */
export function LessonScreen() {
  const { id = '' } = useParams();
  return (
    <div className="h-full overflow-y-auto overscroll-contain [scrollbar-gutter:stable]">
      <div className="mx-auto w-full max-w-4xl px-1 pb-8 md:px-3">
        {isLessonId(id) ? <LessonLoader id={id} /> : <LessonNotFound />}
      </div>
    </div>
  );
}

function LessonLoader({ id }: { id: string }) {
  const lesson = useLesson(id);
  if (lesson.data) return <LessonView lesson={lesson.data} />;
  if (lesson.isPending) return <LessonLoading />;
  if (lesson.error instanceof ApiError && lesson.error.status === 404) return <LessonNotFound />;
  return <LessonLoadError error={lesson.error} onRetry={() => void lesson.refetch()} />;
}

function LessonView({ lesson }: { lesson: LessonDetail }) {
  const { t } = useTranslation();
  // Drawn: the first screen the server sent is not shown again (ADR 313).
  useEffect(releaseFirstScreen, []);
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const update = useUpdateLesson(lesson.id);
  const remove = useDeleteLesson();
  const retry = useRetryLesson(lesson.id);
  const [deleteFailure, setDeleteFailure] = useState<unknown>(null);
  const sheetIds = keptTabIds(useId(), 'sheet');
  const [dismissedFailure, setDismissedFailure] = useState<string | null>(null);

  // The tab follows a click at once; the address keeps it (`?tab=flashcards`) for reloads and links.
  const [tab, setTab] = useState<LessonTab>(() =>
    searchParams.get('tab') === 'flashcards' ? 'flashcards' : 'sheet',
  );
  const chooseTab = (value: string) => {
    const next: LessonTab = value === 'flashcards' ? 'flashcards' : 'sheet';
    setTab(next);
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        if (next === 'flashcards') updated.set('tab', next);
        else updated.delete('tab');
        return updated;
      },
      { replace: true },
    );
  };

  const onUpdate = (input: UpdateLesson) => update.mutateAsync(input);
  const onDelete = () => {
    setDeleteFailure(null);
    remove.mutate(lesson.id, {
      onSuccess: () => void navigate('/lessons', { replace: true }),
      onError: setDeleteFailure,
    });
  };

  // The last regeneration failed: said once, until dismissed or until the next one.
  const failureKey = lesson.errorCode ? `${lesson.errorCode}@${lesson.updatedAt}` : null;
  const lastFailure =
    lesson.status === 'ready' && lesson.task === null && failureKey !== dismissedFailure
      ? lesson.errorCode
      : null;

  return (
    <div className="flex flex-col gap-5">
      <LessonHeader lesson={lesson} onUpdate={onUpdate} onDelete={onDelete} />
      {deleteFailure !== null && <Alert tone="error">{errorText(deleteFailure)}</Alert>}
      {lesson.status === 'processing' && <LessonProcessing />}
      {lesson.status === 'failed' && (
        <LessonFailed
          reason={lesson.errorCode}
          onRetry={() => retry.mutate()}
          retrying={retry.isPending}
          error={retry.error}
        />
      )}
      {lesson.status === 'ready' && (
        <>
          {lastFailure && (
            <Alert tone={lastFailure === 'LESSON_REGENERATION_UNCHANGED' ? 'info' : 'error'}>
              <div className="flex items-start justify-between gap-3">
                <span>
                  {lastFailure === 'LESSON_REGENERATION_UNCHANGED'
                    ? t('errors.LESSON_REGENERATION_UNCHANGED')
                    : t('lesson.lastFailure', {
                        message: errorText(lastFailure, {}, 'LESSON_GENERATION_FAILED'),
                      })}
                </span>
                <button
                  type="button"
                  aria-label={t('lesson.dismiss')}
                  onClick={() => setDismissedFailure(failureKey)}
                  className="-m-1 rounded-md p-1 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-600 dark:hover:bg-red-900/40"
                >
                  <X aria-hidden className="h-4 w-4" />
                </button>
              </div>
            </Alert>
          )}
          <Tabs value={tab} onValueChange={chooseTab} className="flex flex-col gap-4">
            <TabsList
              aria-label={t('lesson.tabs.label')}
              className="w-full sm:w-auto sm:self-start"
            >
              <TabsTrigger value="sheet" id={sheetIds.tab} aria-controls={sheetIds.panel}>
                {t('lesson.tabs.sheet')}
              </TabsTrigger>
              <TabsTrigger value="flashcards">
                {t('lesson.tabs.flashcards')}
                {lesson.flashcardCount > 0 && (
                  <span className="rounded-full bg-surface-muted px-2 py-0.5 text-xs font-semibold text-ink-muted tabular-nums">
                    {lesson.flashcardCount}
                  </span>
                )}
              </TabsTrigger>
            </TabsList>
            {/* The editor stays mounted behind the other tab: its undo history and scroll are kept. */}
            <KeptTabContent ids={sheetIds} active={tab === 'sheet'}>
              <SheetTab lesson={lesson} />
            </KeptTabContent>
            <TabsContent value="flashcards">
              <Suspense fallback={<div aria-busy="true" className="h-64" />}>
                <FlashcardsTab lesson={lesson} />
              </Suspense>
            </TabsContent>
          </Tabs>
        </>
      )}
    </div>
  );
}
