import {
  addDays,
  dayKeyIn,
  daysInARow,
  startOfDayIn,
  dashboardRecentLessons,
  progressDueDays,
  progressQuizLessons,
  progressStudyDays,
  type Dashboard,
  type Progress,
} from '@study/shared';
import type { LessonsService } from '../lessons/lessons.service.ts';
import type { DashboardRepository } from './dashboard.repository.ts';

export interface DashboardServiceDeps {
  repository: DashboardRepository;
  /** The lessons module's own listing, so recent lessons look as they do everywhere else. */
  lessons: Pick<LessonsService, 'list'>;
}

/** How far back study days are read: a streak longer than this shows as this. */
const streakWindowDays = 400;

/** The home screen's figures and the progress view for one user. */
export function createDashboardService({ repository, lessons }: DashboardServiceDeps) {
  return {
    /** Cards by state, cards due over the coming days, quiz scores per lesson, study days. */
    async progress(userId: string, timeZone = 'UTC', now = new Date()): Promise<Progress> {
      const today = dayKeyIn(now, timeZone);
      const dayStart = (key: string) => startOfDayIn(key, timeZone);
      const [cards, due, scores, days] = await Promise.all([
        repository.cardStates(userId),
        repository.dueByDay(
          userId,
          dayStart(today),
          dayStart(addDays(today, progressDueDays)),
          timeZone,
        ),
        repository.quizScores(userId),
        repository.studyDays(userId, dayStart(addDays(today, -(progressStudyDays - 1))), timeZone),
      ]);
      const byLesson = new Map<string, Progress['quizScores'][number]>();
      for (const score of scores) {
        const lesson = byLesson.get(score.lessonId) ?? {
          lessonId: score.lessonId,
          lessonTitle: score.lessonTitle,
          scores: [],
        };
        lesson.scores.push({
          completedAt: score.completedAt.toISOString(),
          percent: score.percent,
        });
        byLesson.set(score.lessonId, lesson);
      }
      const lastQuizzed = (lesson: Progress['quizScores'][number]) =>
        lesson.scores.at(-1)?.completedAt ?? '';
      const studied = new Set(days);
      return {
        cards,
        dueByDay: Array.from({ length: progressDueDays }, (_, n) => {
          const day = addDays(today, n);
          return { day, count: due.get(day) ?? 0 };
        }),
        quizScores: [...byLesson.values()]
          .sort((a, b) => lastQuizzed(b).localeCompare(lastQuizzed(a)))
          .slice(0, progressQuizLessons),
        studyDays: Array.from({ length: progressStudyDays }, (_, n) => {
          const day = addDays(today, n - (progressStudyDays - 1));
          return { day, studied: studied.has(day) };
        }),
      };
    },

    /**
     * What the home screen's first screen draws before the app runs (ADR 317): the cards due now
     * and those back later today, one grouped read.
     */
    async dueToday(
      userId: string,
      timeZone = 'UTC',
      now = new Date(),
    ): Promise<{ dueFlashcards: number; laterTodayFlashcards: number }> {
      const tomorrow = startOfDayIn(addDays(dayKeyIn(now, timeZone), 1), timeZone);
      const due = await repository.dueFlashcards(userId, now, tomorrow);
      return { dueFlashcards: due.total, laterTodayFlashcards: due.laterToday };
    },

    async forUser(userId: string, timeZone = 'UTC', now = new Date()): Promise<Dashboard> {
      const today = dayKeyIn(now, timeZone);
      const tomorrow = startOfDayIn(addDays(today, 1), timeZone);
      const since = startOfDayIn(addDays(today, -streakWindowDays), timeZone);
      const [recent, due, quizzes, days] = await Promise.all([
        lessons.list(
          userId,
          { sort: 'newest', page: 1, pageSize: dashboardRecentLessons },
          timeZone,
        ),
        repository.dueFlashcards(userId, now, tomorrow),
        repository.quizProgress(userId),
        repository.studyDays(userId, since, timeZone),
      ]);
      return {
        dueFlashcards: due.total,
        laterTodayFlashcards: due.laterToday,
        reviewLessonId: due.topLessonId,
        lessonCount: recent.total,
        recentLessons: recent.items,
        progress: {
          quizzesTaken: quizzes.taken,
          averageScorePercent:
            quizzes.averagePercent === null ? null : Math.round(quizzes.averagePercent * 10) / 10,
          daysInARow: daysInARow(days, today),
          studiedToday: days.includes(today),
        },
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
