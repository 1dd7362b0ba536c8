import type { RealtimeState } from '@study/shared';
import { useSyncExternalStore } from 'react';
import { RealtimeClient, realtimeUrl } from './realtime-client.ts';

let channel: RealtimeClient | undefined;

/** The app's one realtime channel, created on first use; `RealtimeConnection` opens and closes it. */
export function realtimeChannel(): RealtimeClient {
  channel ??= new RealtimeClient(realtimeUrl());
  return channel;
}

/** The channel's last subscribe outcome; null while the first connection is being made. */
export function useRealtimeState(): RealtimeState | null {
  const client = realtimeChannel();
  return useSyncExternalStore(client.onState, client.getState);
}
