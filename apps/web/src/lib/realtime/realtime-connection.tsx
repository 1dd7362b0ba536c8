import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { RealtimeClient } from './realtime-client.ts';
import { realtimeChannel } from './realtime-channel.ts';
import { realtimeQueryKeys, staleKeysFor } from './realtime-query-keys.ts';

/**
 * Feeds `queryClient` from `client` until the returned function is called: each event refreshes the
 * queries it makes stale, and a new subscription after a lost one refreshes everything the channel
 * feeds, since events may have been missed in between.
 */
export function connectQueries(client: RealtimeClient, queryClient: QueryClient): () => void {
  let subscribedBefore = false;
  const stopEvents = client.onEvent((event) => {
    for (const queryKey of staleKeysFor(event)) void queryClient.invalidateQueries({ queryKey });
  });
  const stopStates = client.onState((state) => {
    if (state !== 'SUBSCRIBED') return;
    if (subscribedBefore) {
      for (const queryKey of Object.values(realtimeQueryKeys)) {
        void queryClient.invalidateQueries({ queryKey });
      }
    }
    subscribedBefore = true;
  });
  return () => {
    stopEvents();
    stopStates();
  };
}

/**
 * Holds the signed-in user's realtime channel open while mounted: it lives in the signed-in
 * layout, so signing out (which leaves the layout) closes it. Renders nothing.
 */
export function RealtimeConnection() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const client = realtimeChannel();
    const disconnect = connectQueries(client, queryClient);
    client.connect();
    return () => {
      disconnect();
      client.close();
    };
  }, [queryClient]);
  return null;
}
