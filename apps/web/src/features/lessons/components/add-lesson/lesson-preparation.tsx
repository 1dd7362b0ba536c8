import type { LessonDetail, LessonSummary } from '@study/shared';
import { BookOpen, Layers, Sparkles } from 'lucide-react';
import {
  FailedStage,
  GenerationSteps,
  MadeItem,
  ReadyStage,
  useGenerationStage,
} from '../../../../components/generation-stages.tsx';
import { LottieAnimation } from '../../../../components/lottie-animation.tsx';
import { Alert } from '../../../../components/ui/alert.tsx';
import { errorText } from '../../../../lib/error-text.ts';
import { lessonQueryOptions } from '../../api/get-lesson.ts';
import { useRetryLesson } from '../../api/retry-lesson.ts';
import { lessonErrorParams } from '../../lesson-error-params.ts';
import { languageName } from '../../lesson-format.ts';
import { useTranslation } from '../../../../lib/i18n.ts';

const steps = ['read', 'ideas', 'sheet', 'cards'] as const;
const stepMs = 2_200;
/** A short lesson can be ready at once: the loading state still shows, rather than flash by. */
const minLoadingMs = 1_500;

function Preparing() {
  const { t } = useTranslation();
  return (
    <GenerationSteps
      art={
        <LottieAnimation
          name="preparing"
          loop
          className="mx-auto mt-2 mb-6 h-28 w-28"
          fallback={
            <div className="flex h-full w-full items-center justify-center">
              <span className="absolute inset-3 rounded-full bg-brand-50 dark:bg-brand-700/25" />
              <BookOpen className="relative h-11 w-11 text-brand-600 dark:text-brand-100" />
              <Sparkles className="absolute top-2 right-3 h-6 w-6 text-amber-400" />
              <Layers className="absolute bottom-3 left-2 h-5 w-5 text-brand-500" />
            </div>
          }
        />
      }
      title={t('lessons.preparing.title')}
      description={t('lessons.preparing.body')}
      steps={steps.map((key) => t(`lessons.preparing.steps.${key}`))}
      stepMs={stepMs}
      progressLabel={t('lessons.preparing.progress')}
      closeHint={t('lessons.preparing.closeHint')}
    />
  );
}

function Ready({ lesson, onAddAnother }: { lesson: LessonSummary; onAddAnother: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <ReadyStage
      title={t('lessons.ready.title')}
      description={t('lessons.ready.body')}
      item={
        <MadeItem
          emoji={lesson.emoji}
          title={lesson.title}
          testId="ready-title"
          facts={[
            languageName(lesson.language, i18n.language),
            t('lessons.list.pages', { count: lesson.pageCount }),
            t('lessons.ready.flashcards', { count: lesson.flashcardCount }),
          ]}
        />
      }
      another={{ label: t('lessons.ready.another'), onClick: onAddAnother }}
      open={{ label: t('lessons.ready.view'), to: `/lessons/${lesson.id}` }}
    />
  );
}

function Failed({
  lesson,
  fileNames,
  onAddAnother,
}: {
  lesson: LessonSummary | LessonDetail;
  fileNames: readonly string[];
  onAddAnother: () => void;
}) {
  const { t } = useTranslation();
  const retry = useRetryLesson(lesson.id);
  return (
    <FailedStage
      title={t('lessons.failed.title')}
      description={t('lessons.failed.body')}
      another={{ label: t('lessons.ready.another'), onClick: onAddAnother }}
      retry={{
        label: t('lessons.failed.retry'),
        pending: retry.isPending,
        onClick: () => retry.mutate(),
      }}
    >
      <Alert tone="error">
        {errorText(lesson.errorCode, lessonErrorParams(fileNames), 'LESSON_GENERATION_FAILED')}
      </Alert>
      {retry.isError && (
        <Alert tone="error" className="mt-3">
          {errorText(retry.error)}
        </Alert>
      )}
    </FailedStage>
  );
}

/**
 * The spec's generation flow after the upload: loading while the lesson is prepared, then success
 * with "View the lesson" or "Add another", or the failure with Retry. The realtime channel says
 * when it is done; without it, the lesson is re-read every few seconds.
 */
export function LessonPreparation({
  started,
  fileNames,
  onAddAnother,
}: {
  started: LessonSummary;
  fileNames: readonly string[];
  onAddAnother: () => void;
}) {
  const { t } = useTranslation();
  const {
    query,
    made: lesson,
    stage,
  } = useGenerationStage(lessonQueryOptions(started.id), started, minLoadingMs);
  return (
    <>
      <p role="status" className="sr-only">
        {t(stage === 'processing' ? 'lessons.preparing.title' : `lessons.${stage}.title`)}
      </p>
      {query.isError && !query.data ? (
        <Alert tone="error">{errorText(query.error)}</Alert>
      ) : stage === 'ready' ? (
        <Ready lesson={lesson} onAddAnother={onAddAnother} />
      ) : stage === 'failed' ? (
        <Failed lesson={lesson} fileNames={fileNames} onAddAnother={onAddAnother} />
      ) : (
        <Preparing />
      )}
    </>
  );
}
