import { progressDueDays, progressStudyDays, type Progress } from '@study/shared';
import { useMemo, type ReactNode } from 'react';
import { ScreenTitle } from '../../../../components/screen-title.tsx';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { cn } from '../../../../lib/cn.ts';
import { useProgress } from '../../api/get-progress.ts';
import { ProgressChart, seriesColors } from './progress-chart.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

/** A UTC day (`YYYY-MM-DD`) in the interface language. */
function useDayFormat(): (day: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    return (day: string) => format.format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
  }, [i18n.language]);
}

function Card({
  title,
  summary,
  children,
}: {
  title: string;
  summary: string;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-3 rounded-2xl border border-line bg-surface-raised p-4 md:p-5">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold text-ink">{title}</h2>
        <p className="text-sm text-ink-muted">{summary}</p>
      </div>
      {children}
    </section>
  );
}

/** The figures of a chart as a table, folded under the chart. */
function FiguresTable({ head, rows }: { head: string[]; rows: string[][] }) {
  const { t } = useTranslation();
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-brand-700 hover:underline dark:text-brand-100">
        {t('progress.table')}
      </summary>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-left tabular-nums">
          <thead>
            <tr className="border-b border-line text-ink-muted">
              {head.map((cell) => (
                <th key={cell} scope="col" className="py-1.5 pr-3 font-medium">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index} className="border-b border-line/60 text-ink">
                {row.map((cell, column) => (
                  <td key={column} className="py-1.5 pr-3">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

function Cards({ cards }: { cards: Progress['cards'] }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const parts = [
    { key: 'learned', value: cards.learned, color: 'bg-emerald-500' },
    { key: 'learning', value: cards.learning, color: 'bg-amber-500' },
    { key: 'new', value: cards.new, color: 'bg-slate-300 dark:bg-slate-600' },
  ] as const;
  return (
    <Card
      title={t('progress.cards.title')}
      summary={t('progress.cards.summary', { count: cards.total, learned: cards.learned })}
    >
      {cards.total > 0 && (
        <div aria-hidden className="flex h-3 w-full overflow-hidden rounded-full bg-surface-muted">
          {parts.map((part) => (
            <span
              key={part.key}
              className={part.color}
              style={{ width: `${(100 * part.value) / cards.total}%` }}
            />
          ))}
        </div>
      )}
      <dl className="grid grid-cols-3 gap-2">
        {parts.map((part) => (
          <div key={part.key} className="flex flex-col gap-0.5">
            <dt className="flex items-center gap-1.5 text-xs text-ink-muted">
              <span aria-hidden className={cn('h-2.5 w-2.5 shrink-0 rounded-full', part.color)} />
              {t(`progress.cards.${part.key}`)}
            </dt>
            <dd className="text-xl font-bold text-ink tabular-nums">{number.format(part.value)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function DueChart({ due }: { due: Progress['dueByDay'] }) {
  const { t } = useTranslation();
  const dayFormat = useDayFormat();
  const labels = useMemo(
    () => due.map((day, index) => (index === 0 ? t('progress.due.today') : dayFormat(day.day))),
    [due, t, dayFormat],
  );
  const total = due.reduce((sum, day) => sum + day.count, 0);
  const summary = t('progress.due.summary', {
    count: total,
    days: progressDueDays,
    today: due[0]?.count ?? 0,
  });
  const config = useMemo(
    () => ({
      type: 'bar' as const,
      data: {
        labels,
        datasets: [
          {
            label: t('progress.due.series'),
            data: due.map((day) => day.count),
            backgroundColor: seriesColors[0],
            borderRadius: 4,
          },
        ],
      },
      options: {
        plugins: { legend: { display: false } },
        scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
      },
    }),
    [due, labels, t],
  );
  return (
    <Card title={t('progress.due.title', { count: progressDueDays })} summary={summary}>
      <ProgressChart config={config} label={summary} />
      <FiguresTable
        head={[t('progress.due.day'), t('progress.due.count')]}
        rows={due.map((day, index) => [labels[index]!, String(day.count)])}
      />
    </Card>
  );
}

function ScoresChart({ lessons }: { lessons: Progress['quizScores'] }) {
  const { t, i18n } = useTranslation();
  const dayFormat = useDayFormat();
  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  const summary =
    lessons.length > 0
      ? t('progress.scores.summary', { count: lessons.length })
      : t('progress.scores.empty');
  const config = useMemo(() => {
    // One point per quiz on a shared time line; a lesson's line joins its own quizzes.
    const times = [...new Set(lessons.flatMap((l) => l.scores.map((s) => s.completedAt)))].sort();
    return {
      type: 'line' as const,
      data: {
        labels: times.map((time) => dayFormat(time)),
        datasets: lessons.map((lesson, index) => {
          const byTime = new Map(lesson.scores.map((s) => [s.completedAt, s.percent]));
          const color = seriesColors[index % seriesColors.length]!;
          return {
            label: lesson.lessonTitle,
            data: times.map((time) => byTime.get(time) ?? null),
            borderColor: color,
            backgroundColor: color,
            spanGaps: true,
            tension: 0.2,
          };
        }),
      },
      options: {
        plugins: { legend: { position: 'bottom' as const, labels: { boxWidth: 12 } } },
        scales: {
          y: { min: 0, max: 100, ticks: { callback: (value: string | number) => `${value} %` } },
        },
      },
    };
  }, [lessons, dayFormat]);
  return (
    <Card title={t('progress.scores.title')} summary={summary}>
      {lessons.length > 0 && (
        <>
          <ProgressChart config={config} label={summary} height={260} />
          <FiguresTable
            head={[
              t('progress.scores.lesson'),
              t('progress.scores.date'),
              t('progress.scores.score'),
            ]}
            rows={lessons.flatMap((lesson) =>
              lesson.scores.map((score) => [
                lesson.lessonTitle,
                dayFormat(score.completedAt),
                percent.format(score.percent / 100),
              ]),
            )}
          />
        </>
      )}
    </Card>
  );
}

function StudyDays({ days }: { days: Progress['studyDays'] }) {
  const { t } = useTranslation();
  const dayFormat = useDayFormat();
  const studied = days.filter((day) => day.studied).length;
  return (
    <Card
      title={t('progress.days.title')}
      summary={t('progress.days.summary', { count: studied, days: progressStudyDays })}
    >
      <ol className="grid grid-cols-7 gap-1.5 sm:max-w-xs" data-testid="study-days">
        {days.map((day) => {
          const name = t(day.studied ? 'progress.days.studied' : 'progress.days.rest', {
            day: dayFormat(day.day),
          });
          return (
            <li
              key={day.day}
              title={name}
              aria-label={name}
              className={cn(
                'aspect-square rounded-md',
                day.studied ? 'bg-emerald-500' : 'bg-surface-muted ring-1 ring-line ring-inset',
              )}
            />
          );
        })}
      </ol>
    </Card>
  );
}

/**
 * `/progress`: the flashcards by state, the cards coming due over the next days, the quiz scores
 * of the lessons quizzed last, and the study days; each chart with its figures as a table.
 */
export function ProgressScreen() {
  const { t } = useTranslation();
  const query = useProgress();
  const progress = query.data;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <ScreenTitle>{t('routes.progress')}</ScreenTitle>
        <p className="text-sm text-ink-muted">{t('progress.subtitle')}</p>
      </div>
      {query.isError && (
        <Alert tone="error">
          <span className="flex flex-wrap items-center gap-3">
            {t('progress.failed')}
            <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
              {t('progress.retry')}
            </Button>
          </span>
        </Alert>
      )}
      {progress && (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <Cards cards={progress.cards} />
          <StudyDays days={progress.studyDays} />
          <DueChart due={progress.dueByDay} />
          <ScoresChart lessons={progress.quizScores} />
        </div>
      )}
    </div>
  );
}
