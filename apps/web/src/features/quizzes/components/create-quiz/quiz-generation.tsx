import type { QuizSummary } from '@study/shared';
import { ListChecks, PencilLine, Sparkles } from 'lucide-react';
import {
  FailedStage,
  GenerationSteps,
  MadeItem,
  ReadyStage,
  useGenerationStage,
} from '../../../../components/generation-stages.tsx';
import { Alert } from '../../../../components/ui/alert.tsx';
import { errorText } from '../../../../lib/error-text.ts';
import { quizQueryOptions } from '../../api/get-quiz.ts';
import { answerCountName } from '../../quiz-format.ts';
import { useTranslation } from '../../../../lib/i18n.ts';

const steps = ['read', 'write', 'check'] as const;
const stepMs = 1_800;
/** A quiz can be ready at once: the loading state still shows, rather than flash by. */
const minLoadingMs = 1_500;

function Generating({ lessonTitle }: { lessonTitle: string }) {
  const { t } = useTranslation();
  return (
    <GenerationSteps
      art={
        <div
          aria-hidden
          className="relative mx-auto mt-2 mb-6 flex h-28 w-28 items-center justify-center"
        >
          <span className="absolute inset-0 animate-pulse rounded-full bg-brand-500/15" />
          <span className="absolute inset-3 rounded-full bg-brand-50 dark:bg-brand-700/25" />
          <ListChecks className="relative h-11 w-11 text-brand-600 dark:text-brand-100" />
          <Sparkles className="absolute top-2 right-3 h-6 w-6 animate-bounce text-amber-400" />
          <PencilLine className="absolute bottom-3 left-2 h-5 w-5 animate-bounce text-brand-500 [animation-delay:300ms]" />
        </div>
      }
      title={t('quizzes.generating.title')}
      description={t('quizzes.generating.body', { title: lessonTitle })}
      steps={steps.map((key) => t(`quizzes.generating.steps.${key}`))}
      stepMs={stepMs}
      progressLabel={t('quizzes.generating.progress')}
      closeHint={t('quizzes.generating.closeHint')}
    />
  );
}

function QuizAbout({ quiz }: { quiz: QuizSummary }) {
  const { t } = useTranslation();
  const count = answerCountName(quiz.answerCount);
  return (
    <MadeItem
      emoji={quiz.lessonEmoji}
      title={quiz.lessonTitle}
      testId="quiz-ready-title"
      facts={[
        t(`quizzes.types.${quiz.type}`),
        count ? t(`quizzes.answerCounts.${count}`) : null,
        t('quizzes.ready.questions', { count: quiz.questionCount }),
      ]}
    />
  );
}

function Ready({ quiz, onAnother }: { quiz: QuizSummary; onAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <ReadyStage
      title={t('quizzes.ready.title')}
      description={t('quizzes.ready.body')}
      item={<QuizAbout quiz={quiz} />}
      another={{ label: t('quizzes.ready.another'), onClick: onAnother }}
      open={{ label: t('quizzes.ready.start'), to: `/quizzes/${quiz.id}` }}
    />
  );
}

function Failed({
  quiz,
  retrying,
  retryFailure,
  onRetry,
  onAnother,
}: {
  quiz: QuizSummary;
  retrying: boolean;
  retryFailure: unknown;
  onRetry: () => void;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FailedStage
      title={t('quizzes.failed.title')}
      description={t('quizzes.failed.body')}
      another={{ label: t('quizzes.failed.another'), onClick: onAnother }}
      retry={{ label: t('quizzes.failed.retry'), pending: retrying, onClick: onRetry }}
    >
      <QuizAbout quiz={quiz} />
      <Alert tone="error" className="mt-4">
        {errorText(quiz.errorCode, {}, 'QUIZ_GENERATION_FAILED')}
      </Alert>
      {retryFailure !== null && retryFailure !== undefined && (
        <Alert tone="error" className="mt-3">
          {errorText(retryFailure, {}, 'QUIZ_GENERATION_FAILED')}
        </Alert>
      )}
    </FailedStage>
  );
}

/**
 * The spec's generation flow once the quiz is asked for: loading while its questions are written,
 * then success with "Start the quiz" or "Create another", or the failure with "Try again". The
 * realtime channel says when it is done; without it, the quiz is re-read every few seconds.
 */
export function QuizGeneration({
  started,
  retrying,
  retryFailure,
  onRetry,
  onAnother,
}: {
  started: QuizSummary;
  retrying: boolean;
  retryFailure: unknown;
  onRetry: () => void;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  const {
    query,
    made: quiz,
    stage,
  } = useGenerationStage(quizQueryOptions(started.id), started, minLoadingMs);
  return (
    <>
      <p role="status" className="sr-only">
        {t(
          stage === 'processing'
            ? 'quizzes.generating.title'
            : stage === 'ready'
              ? 'quizzes.ready.title'
              : 'quizzes.failed.title',
        )}
      </p>
      {query.isError && !query.data ? (
        <Alert tone="error">{errorText(query.error, {}, 'QUIZ_GENERATION_FAILED')}</Alert>
      ) : stage === 'ready' ? (
        <Ready quiz={quiz} onAnother={onAnother} />
      ) : stage === 'failed' ? (
        <Failed
          quiz={quiz}
          retrying={retrying}
          retryFailure={retryFailure}
          onRetry={onRetry}
          onAnother={onAnother}
        />
      ) : (
        <Generating lessonTitle={quiz.lessonTitle} />
      )}
    </>
  );
}
