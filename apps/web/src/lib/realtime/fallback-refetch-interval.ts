import type { RealtimeState } from '@study/shared';
import { useRealtimeState } from './realtime-channel.ts';

/** How often work in progress is re-read while the channel cannot tell us it is done. */
export const fallbackRefetchMs = 3_000;
/** Even with the channel up, in case an event was lost on the way. */
export const safetyRefetchMs = 30_000;

/**
 * The refetch interval of a query showing work in progress (a lesson being prepared): often while
 * the channel is not SUBSCRIBED, rarely while it is, never once nothing is in progress.
 */
export function fallbackRefetchInterval(
  state: RealtimeState | null,
  inProgress: boolean,
): number | false {
  if (!inProgress) return false;
  return state === 'SUBSCRIBED' ? safetyRefetchMs : fallbackRefetchMs;
}

/** `fallbackRefetchInterval` bound to the app's channel. */
export function useFallbackRefetchInterval(): (inProgress: boolean) => number | false {
  const state = useRealtimeState();
  return (inProgress) => fallbackRefetchInterval(state, inProgress);
}
