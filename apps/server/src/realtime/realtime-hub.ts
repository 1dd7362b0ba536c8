import type { RealtimeEvent, RealtimeServerMessage } from '@study/shared';
import type { WebSocket } from 'ws';

/** The open channels of this instance, by user. */
export function createRealtimeHub() {
  const channels = new Map<string, Set<WebSocket>>();

  return {
    /** Keeps the socket until it closes. */
    add(userId: string, socket: WebSocket): void {
      if (socket.readyState !== socket.OPEN) return;
      let sockets = channels.get(userId);
      if (!sockets) {
        sockets = new Set();
        channels.set(userId, sockets);
      }
      sockets.add(socket);
      socket.once('close', () => {
        sockets.delete(socket);
        if (sockets.size === 0 && channels.get(userId) === sockets) channels.delete(userId);
      });
    },

    /** How many channels the user has open here. */
    countOf(userId: string): number {
      return channels.get(userId)?.size ?? 0;
    },

    /** Sends the event to every open channel of the user here; returns how many got it. */
    deliver(userId: string, event: RealtimeEvent): number {
      const message: RealtimeServerMessage = { type: 'event', event };
      const frame = JSON.stringify(message);
      let delivered = 0;
      for (const socket of channels.get(userId) ?? []) {
        if (socket.readyState !== socket.OPEN) continue;
        socket.send(frame);
        delivered += 1;
      }
      return delivered;
    },

    /** Closes every channel (clients reconnect, then refetch what they show). */
    closeAll(code: number, reason: string): void {
      for (const sockets of channels.values()) {
        for (const socket of sockets) socket.close(code, reason);
      }
    },

    get size(): number {
      let count = 0;
      for (const sockets of channels.values()) count += sockets.size;
      return count;
    },
  };
}

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
