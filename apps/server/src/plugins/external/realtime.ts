import websocket from '@fastify/websocket';
import { realtimeConfig, realtimeEventSchema, type RealtimeEvent } from '@study/shared';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import {
  createPgliteListener,
  createPostgresListener,
  type NotificationListener,
} from '../../realtime/notification-listener.ts';
import { createRealtimeHub } from '../../realtime/realtime-hub.ts';

export interface Realtime {
  /** Delivers an event to every open channel of this user, on any server instance (NOTIFY). */
  publish(userId: string, event: RealtimeEvent): Promise<void>;
  /**
   * Keeps an opened channel of the user until it closes, once this instance is LISTENing
   * (the realtime route calls it before it answers `subscribed`).
   */
  track(userId: string, socket: WebSocket): Promise<void>;
  /** How many channels the user has open on this instance. */
  channelsOf(userId: string): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export interface RealtimePluginOptions {
  /** Delays before the LISTEN connection is retried after a drop; tests shorten them. */
  reconnectDelaysMs?: readonly number[];
}

const channel = 'realtime';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const maxPayloadBytes = 7_999;
/** A client sends heartbeats only; anything bigger is not ours. */
const maxFrameBytes = 1_024;
/** Close code for "the server missed events, reconnect and refetch" (service restart). */
export const resumedCloseCode = 1012;

const notificationSchema = z.object({ u: z.string().min(1), e: realtimeEventSchema });

/**
 * Realtime fan-out: events go through PostgreSQL NOTIFY so any instance can publish, and every
 * instance delivers them to the WebSocket channels it holds. Also registers @fastify/websocket,
 * before any route.
 */
export const realtimePlugin = fp<RealtimePluginOptions>(
  async (app, options) => {
    const log = app.log.child({ module: 'realtime' });
    const hub = createRealtimeHub();
    const { database } = app;

    await app.register(websocket, {
      options: { maxPayload: maxFrameBytes },
      // A client that vanishes without a close frame is routine, not an error of ours.
      errorHandler: (error, socket) => {
        log.debug({ err: error }, 'realtime socket error');
        socket.terminate();
      },
    });

    const handlers = {
      onNotification(payload: string) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(payload);
        } catch {
          parsed = undefined;
        }
        const notification = notificationSchema.safeParse(parsed);
        if (!notification.success) {
          log.warn('ignored a malformed realtime notification');
          return;
        }
        hub.deliver(notification.data.u, notification.data.e);
      },
      onResumed() {
        hub.closeAll(resumedCloseCode, 'reconnect');
      },
    };

    let listener: NotificationListener;
    if (database.pool) {
      listener = createPostgresListener(
        database.pool.options,
        channel,
        handlers,
        log,
        options.reconnectDelaysMs ?? realtimeConfig.reconnectDelaysMs,
      );
    } else if (database.pglite) {
      listener = createPgliteListener(database.pglite, channel, handlers);
    } else {
      throw new Error(`No way to LISTEN on a ${database.kind} database`);
    }

    async function notify(payload: string): Promise<void> {
      if (database.pool) await database.pool.query('select pg_notify($1, $2)', [channel, payload]);
      else await database.pglite?.query('select pg_notify($1, $2)', [channel, payload]);
    }

    const realtime: Realtime = {
      async publish(userId, event) {
        const payload = JSON.stringify({ u: userId, e: event });
        if (Buffer.byteLength(payload) > maxPayloadBytes) {
          throw new Error(`Realtime event ${event.type} is too large for NOTIFY`);
        }
        await notify(payload);
      },
      async track(userId, socket) {
        await listener.ready();
        hub.add(userId, socket);
      },
      channelsOf(userId) {
        return hub.countOf(userId);
      },
    };
    app.decorate('realtime', realtime);

    app.addHook('onClose', async () => {
      await listener.close();
    });
  },
  { name: 'realtime', dependencies: ['database'] },
);
