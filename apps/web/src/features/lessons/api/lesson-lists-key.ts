import { realtimeQueryKeys } from '../../../lib/realtime/realtime-query-keys.ts';

/**
 * Every list under `['lessons']`, so the realtime channel's lesson events refresh them. A module of
 * its own: the lesson page marks the lists stale without loading the list's reader (and its schema).
 */
export const lessonListsKey = [...realtimeQueryKeys.lessons, 'list'] as const;
