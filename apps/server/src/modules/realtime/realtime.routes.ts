import {
  AppError,
  realtimeClientMessageSchema,
  realtimeConfig,
  type RealtimeServerMessage,
} from '@study/shared';
import type { FastifyTypeProviderDefault } from 'fastify';
import { authenticated, signedInUser } from '../auth/authenticated.ts';
import type { WebSocket } from 'ws';

export interface RealtimeRoutesOptions {
  /** The client's heartbeat period; a channel silent for two of them is closed. */
  heartbeatIntervalMs?: number;
  /** How long a new channel may wait for this instance to be LISTENing (under the client's 10 s). */
  subscribeTimeoutMs?: number;
}

/** Close codes the server uses (the client reconnects after any close). */
export const realtimeCloseCodes = {
  /** A text frame that is not a heartbeat. */
  invalidFrame: 1008,
  /** Binary data. */
  unsupportedData: 1003,
  /** The server could not subscribe in time. */
  tryAgainLater: 1013,
  /** No heartbeat for two periods. */
  silent: 4000,
} as const;

function send(socket: WebSocket, message: RealtimeServerMessage): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

/** `GET /api/realtime`: the signed-in user's WebSocket channel, from the app's own pages only. */
export const realtimeRoutes = authenticated<RealtimeRoutesOptions, FastifyTypeProviderDefault>(
  async (app, options) => {
    const heartbeatIntervalMs = options.heartbeatIntervalMs ?? realtimeConfig.heartbeatIntervalMs;
    const subscribeTimeoutMs = options.subscribeTimeoutMs ?? realtimeConfig.timeoutMs / 2;
    const ownOrigin = new URL(app.config.publicUrl).origin;

    app.get(
      realtimeConfig.path,
      {
        websocket: true,
        // Browsers send Origin on every WebSocket handshake, and cookies go along cross-site:
        // only the app's own pages may open the channel.
        onRequest: async (request) => {
          if (request.headers.origin !== ownOrigin) throw new AppError('FORBIDDEN');
        },
        preHandler: [
          // Each channel holds a socket, a timer and a LISTEN fan-out entry: a cap per user keeps
          // one account from holding thousands.
          async (request) => {
            if (
              app.realtime.channelsOf(signedInUser(request).id) >= realtimeConfig.maxChannelsPerUser
            ) {
              throw new AppError('REALTIME_TOO_MANY_CHANNELS');
            }
          },
        ],
      },
      (socket, request) => {
        const userId = signedInUser(request).id;
        const silence = setTimeout(
          () => socket.close(realtimeCloseCodes.silent, 'heartbeat timeout'),
          2 * heartbeatIntervalMs,
        );
        socket.once('close', () => clearTimeout(silence));

        socket.on('message', (data, isBinary) => {
          if (isBinary) {
            socket.close(realtimeCloseCodes.unsupportedData, 'text frames only');
            return;
          }
          let parsed: unknown;
          try {
            parsed = JSON.parse(data.toString());
          } catch {
            parsed = undefined;
          }
          const message = realtimeClientMessageSchema.safeParse(parsed);
          if (!message.success) {
            socket.close(realtimeCloseCodes.invalidFrame, 'invalid frame');
            return;
          }
          silence.refresh();
          send(socket, { type: 'heartbeat', ref: message.data.ref });
        });

        let timer: NodeJS.Timeout | undefined;
        const timedOut = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('subscribe timed out')), subscribeTimeoutMs);
        });
        Promise.race([app.realtime.track(userId, socket), timedOut])
          .then(() => send(socket, { type: 'subscribed' }))
          .catch((error: unknown) => {
            request.log.warn({ err: error }, 'realtime channel could not subscribe');
            socket.close(realtimeCloseCodes.tryAgainLater, 'try again later');
          })
          .finally(() => clearTimeout(timer));
      },
    );
  },
);
