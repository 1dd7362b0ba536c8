import type { Dashboard, LessonSummary } from '@study/shared';
import {
  BookOpenCheck,
  CalendarCheck,
  ChevronRight,
  CircleAlert,
  Flame,
  Layers,
  ListChecks,
  LoaderCircle,
  MessageCircle,
  Plus,
  Trophy,
} from 'lucide-react';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useProfile } from '../../../lib/auth/use-profile.ts';
import { cn } from '../../../lib/cn.ts';
import { firstScreenMarkup, releaseFirstScreen } from '../../../lib/first-screen.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import { useTranslation } from '../../../lib/i18n.ts';

type Icon = ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;

function ActionTile({
  to,
  icon: Icon,
  title,
  body,
  highlight = false,
  testId,
  drawnPart = false,
}: {
  to: string;
  icon: Icon;
  title: string;
  body: string;
  highlight?: boolean;
  testId: string;
  /** The part of a first screen drawn by the server that the app keeps until it knows (ADR 317). */
  drawnPart?: boolean;
}) {
  return (
    <li {...(drawnPart ? { 'data-first-screen-part': '' } : {})}>
      <Link
        to={to}
        data-testid={testId}
        className={cn(
          'group flex h-full items-center gap-3 rounded-2xl border p-4 transition-[border-color,box-shadow] hover:shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600',
          highlight
            ? 'border-brand-500/60 bg-brand-50 dark:bg-brand-700/20'
            : 'border-line bg-surface-raised hover:border-brand-500/50',
        )}
      >
        <span
          aria-hidden
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white"
        >
          <Icon aria-hidden className="h-5 w-5" />
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="font-semibold text-ink">{title}</span>
          <span className="text-sm text-ink-muted">{body}</span>
        </span>
        <ChevronRight
          aria-hidden
          className="h-5 w-5 shrink-0 text-ink-muted transition-transform group-hover:translate-x-0.5"
        />
      </Link>
    </li>
  );
}

function Section({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 className="text-lg font-semibold text-ink">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function RecentLesson({ lesson }: { lesson: LessonSummary }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link
        to={`/lessons/${lesson.id}`}
        className="flex items-center gap-3 rounded-xl border border-line bg-surface-raised p-3 hover:border-brand-500/50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span
          aria-hidden
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-surface-muted text-xl"
        >
          {lesson.emoji}
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="truncate font-medium text-ink">{lesson.title}</span>
          <span className="flex flex-wrap gap-x-2 text-xs text-ink-muted">
            {lesson.status === 'processing' ? (
              <span className="inline-flex items-center gap-1 text-brand-700 dark:text-brand-100">
                <LoaderCircle aria-hidden className="h-3.5 w-3.5 animate-spin" />
                {t('dashboard.recent.preparing')}
              </span>
            ) : lesson.status === 'failed' ? (
              <span className="inline-flex items-center gap-1 text-red-700 dark:text-red-300">
                <CircleAlert aria-hidden className="h-3.5 w-3.5" />
                {t('dashboard.recent.failed')}
              </span>
            ) : (
              <>
                <span>{t('dashboard.recent.cards', { count: lesson.flashcardCount })}</span>
                {lesson.dueCount > 0 && (
                  <span className="font-medium text-brand-700 dark:text-brand-100">
                    {t('dashboard.recent.due', { count: lesson.dueCount })}
                  </span>
                )}
              </>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}

function Stat({
  icon: Icon,
  label,
  value,
  note,
}: {
  icon: Icon;
  label: string;
  value: string;
  note?: string;
}) {
  return (
    <div className="flex flex-col gap-1 rounded-2xl border border-line bg-surface-raised p-4">
      <dt className="flex items-center gap-2 text-sm text-ink-muted">
        <Icon aria-hidden className="h-4 w-4" />
        {label}
      </dt>
      <dd className="text-2xl font-bold text-ink tabular-nums">{value}</dd>
      {note && <dd className="text-xs text-ink-muted">{note}</dd>}
    </div>
  );
}

function Progress({ progress }: { progress: Dashboard['progress'] }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  const streakNote = progress.studiedToday
    ? t('dashboard.progress.streakToday')
    : progress.daysInARow > 0
      ? t('dashboard.progress.streakKeep')
      : t('dashboard.progress.streakStart');
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      <Stat
        icon={ListChecks}
        label={t('dashboard.progress.quizzes')}
        value={number.format(progress.quizzesTaken)}
      />
      <Stat
        icon={Trophy}
        label={t('dashboard.progress.average')}
        value={
          progress.averageScorePercent === null
            ? '–'
            : percent.format(progress.averageScorePercent / 100)
        }
        {...(progress.averageScorePercent === null
          ? { note: t('dashboard.progress.noAverage') }
          : {})}
      />
      <Stat
        icon={Flame}
        label={t('dashboard.progress.streak')}
        value={number.format(progress.daysInARow)}
        note={streakNote}
      />
    </dl>
  );
}

/** The review tile's texts for these counts: cards due now, or none, and those back later today. */
function reviewTexts(
  t: ReturnType<typeof useTranslation>['t'],
  due: number,
  laterToday: number,
): { title: string; body: string } {
  if (due > 0) {
    return {
      title: t('dashboard.actions.review.title', { count: due }),
      body:
        laterToday > 0
          ? t('dashboard.actions.review.laterToday', { count: laterToday })
          : t('dashboard.actions.review.body'),
    };
  }
  return {
    title: t('dashboard.actions.reviewNone.title'),
    body:
      laterToday > 0
        ? t('dashboard.actions.reviewNone.laterToday', { count: laterToday })
        : t('dashboard.actions.reviewNone.body'),
  };
}

/**
 * The tile of the cards to review: those due now (highlighted, to the review), or none (to the
 * lessons). Its texts are given: the server draws it with its own (ADR 317).
 */
export function ReviewTile({
  due,
  title,
  body,
  drawnPart = false,
}: {
  due: boolean;
  title: string;
  body: string;
  drawnPart?: boolean;
}) {
  return due ? (
    <ActionTile
      testId="action-review"
      to="/review"
      icon={Layers}
      highlight
      title={title}
      body={body}
      drawnPart={drawnPart}
    />
  ) : (
    <ActionTile
      testId="action-review"
      to="/lessons"
      icon={CalendarCheck}
      title={title}
      body={body}
      drawnPart={drawnPart}
    />
  );
}

/** The home screen's greeting and its four actions, `review` being the review tile. */
export function DashboardTop({ name, review }: { name: string | null; review: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <ScreenTitle>{t('dashboard.greeting', { name })}</ScreenTitle>

      <Section title={t('dashboard.actionsTitle')}>
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
          <ActionTile
            testId="action-add"
            to="?add=1"
            icon={Plus}
            title={t('dashboard.actions.add.title')}
            body={t('dashboard.actions.add.body')}
          />
          <ActionTile
            testId="action-quiz"
            to="/quizzes?new=1"
            icon={BookOpenCheck}
            title={t('dashboard.actions.quiz.title')}
            body={t('dashboard.actions.quiz.body')}
          />
          {review}
          <ActionTile
            testId="action-coach"
            to="/chat"
            icon={MessageCircle}
            title={t('dashboard.actions.coach.title')}
            body={t('dashboard.actions.coach.body')}
          />
        </ul>
      </Section>
    </>
  );
}

/**
 * Home: the four things a student comes to do (add a lesson, a quiz, the cards due today, the
 * coach), the recent lessons and their progress.
 */
/** `feedback`: the feedback card, which the app composes in (features do not import each other). */
export function DashboardScreen({ feedback }: { feedback?: ReactNode }) {
  const { t } = useTranslation();
  const profile = useProfile();
  const dashboard = useDashboard();
  const data = dashboard.data;
  const due = data?.dueFlashcards ?? 0;
  // The review tile the server drew (ADR 317) stays until the dashboard's answer says which to
  // show, rather than "nothing to review" in between.
  const drawnReview = dashboard.isPending ? firstScreenMarkup('screen') : undefined;
  useEffect(() => {
    if (!dashboard.isPending) releaseFirstScreen();
  }, [dashboard.isPending]);

  return (
    <div className="flex flex-col gap-8">
      <DashboardTop
        name={profile.username}
        review={
          drawnReview === undefined ? (
            <ReviewTile due={due > 0} {...reviewTexts(t, due, data?.laterTodayFlashcards ?? 0)} />
          ) : (
            <li data-first-screen-part="" dangerouslySetInnerHTML={{ __html: drawnReview }} />
          )
        }
      />

      {dashboard.isError && (
        <Alert tone="error">
          <div className="flex flex-wrap items-center gap-3">
            <span className="flex-1">{t('dashboard.failed')}</span>
            <Button variant="secondary" size="sm" onClick={() => void dashboard.refetch()}>
              {t('dashboard.retry')}
            </Button>
          </div>
        </Alert>
      )}

      {data && (
        <>
          <Section
            title={t('dashboard.recent.title')}
            action={
              data.lessonCount > 0 ? (
                <Link
                  to="/lessons"
                  className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
                >
                  {t('dashboard.recent.all', { count: data.lessonCount })}
                </Link>
              ) : undefined
            }
          >
            {data.recentLessons.length > 0 ? (
              <ul className="grid grid-cols-1 gap-2 md:grid-cols-2">
                {data.recentLessons.map((lesson) => (
                  <RecentLesson key={lesson.id} lesson={lesson} />
                ))}
              </ul>
            ) : (
              <p className="rounded-2xl border border-dashed border-line bg-surface-raised p-6 text-center text-sm text-ink-muted">
                {t('dashboard.recent.empty')}
              </p>
            )}
          </Section>

          <Section
            title={t('dashboard.progress.title')}
            action={
              <Link
                to="/progress"
                className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
              >
                {t('dashboard.progress.details')}
              </Link>
            }
          >
            <Progress progress={data.progress} />
          </Section>
        </>
      )}

      {/* After the dashboard's answer: drawn earlier, the sections above would push it down. */}
      {!dashboard.isPending && feedback}
    </div>
  );
}
