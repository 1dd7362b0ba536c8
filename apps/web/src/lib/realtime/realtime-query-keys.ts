import type { RealtimeEvent } from '@study/shared';

/**
 * The query-key roots the realtime channel refreshes. Features key their queries under these, so an
 * event reaches every list and detail that shows the changed data.
 */
export const realtimeQueryKeys = {
  lessons: ['lessons'],
  quizzes: ['quizzes'],
  usage: ['usage'],
  billing: ['billing'],
  referrals: ['referrals'],
  /** The home screen's figures: lessons, cards due and quizzes all feed it. */
  dashboard: ['dashboard'],
} as const;

/** The query keys whose data an event makes stale. */
export function staleKeysFor(event: RealtimeEvent): readonly (readonly string[])[] {
  switch (event.type) {
    case 'lesson.updated':
    case 'lesson.deleted':
      return [realtimeQueryKeys.lessons, realtimeQueryKeys.dashboard];
    case 'quiz.updated':
      return [realtimeQueryKeys.quizzes, realtimeQueryKeys.dashboard];
    case 'usage.updated':
      return [realtimeQueryKeys.usage];
    case 'billing.updated':
      return [realtimeQueryKeys.billing, realtimeQueryKeys.usage, realtimeQueryKeys.referrals];
  }
}
