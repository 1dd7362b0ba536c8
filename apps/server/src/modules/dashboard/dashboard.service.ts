import { daysInARow, dashboardRecentLessons, type Dashboard } from '@study/shared';
import type { LessonsService } from '../lessons/lessons.service.ts';
import type { DashboardRepository } from './dashboard.repository.ts';

export interface DashboardServiceDeps {
  repository: DashboardRepository;
  /** The lessons module's own listing, so recent lessons look as they do everywhere else. */
  lessons: Pick<LessonsService, 'list'>;
}

/** How far back study days are read: a streak longer than this shows as this. */
const streakWindowDays = 400;

/** The home screen's figures for one user. */
export function createDashboardService({ repository, lessons }: DashboardServiceDeps) {
  return {
    async forUser(userId: string, now = new Date()): Promise<Dashboard> {
      const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
      const tomorrow = new Date(today + 86_400_000);
      const since = new Date(today - streakWindowDays * 86_400_000);
      const [recent, due, quizzes, days] = await Promise.all([
        lessons.list(userId, { sort: 'newest', page: 1, pageSize: dashboardRecentLessons }),
        repository.dueFlashcards(userId, tomorrow),
        repository.quizProgress(userId),
        repository.studyDays(userId, since),
      ]);
      const todayKey = new Date(today).toISOString().slice(0, 10);
      return {
        dueFlashcards: due.total,
        reviewLessonId: due.topLessonId,
        lessonCount: recent.total,
        recentLessons: recent.items,
        progress: {
          quizzesTaken: quizzes.taken,
          averageScorePercent:
            quizzes.averagePercent === null ? null : Math.round(quizzes.averagePercent * 10) / 10,
          daysInARow: daysInARow(days, now),
          studiedToday: days.includes(todayKey),
        },
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
