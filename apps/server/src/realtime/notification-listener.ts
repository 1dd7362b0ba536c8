import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** LISTENs on one channel of the database, for as long as it is open. */
export interface NotificationListener {
  /** Resolves once notifications are being received (starting the listener on first call). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export interface ListenerHandlers {
  onNotification: (payload: string) => void;
  /** The connection dropped and came back: notifications sent in between were missed. */
  onResumed: () => void;
}

/** PGlite delivers notifications in process; its connection never drops. */
export function createPgliteListener(
  pglite: PGlite,
  channel: string,
  handlers: ListenerHandlers,
): NotificationListener {
  let listening: Promise<() => Promise<void>> | undefined;
  return {
    async ready() {
      listening ??= pglite.listen(channel, handlers.onNotification);
      await listening;
    },
    async close() {
      if (!listening) return;
      const unlisten = await listening.catch(() => undefined);
      if (unlisten && !pglite.closed) await unlisten();
    },
  };
}

/**
 * One dedicated PostgreSQL connection (not a pool client: LISTEN belongs to a session). When it
 * drops, it reconnects after `backoffMs` delays (the last one repeats) and keeps serving.
 */
export function createPostgresListener(
  clientConfig: pg.ClientConfig,
  channel: string,
  handlers: ListenerHandlers,
  log: FastifyBaseLogger,
  backoffMs: readonly number[],
): NotificationListener {
  let client: pg.Client | undefined;
  let closed = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  let current: Promise<void> | undefined;
  let resolveCurrent: (() => void) | undefined;
  let rejectCurrent: ((error: Error) => void) | undefined;

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ ...clientConfig, application_name: 'study-realtime' });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) {
        handlers.onNotification(message.payload);
      }
    });
    next.on('error', (error) => dropped(next, error));
    next.on('end', () => dropped(next));
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    return next;
  }

  function dropped(which: pg.Client, error?: Error): void {
    if (which !== client || closed) return;
    client = undefined;
    log.warn({ err: error }, 'realtime listener lost its database connection; reconnecting');
    which.end().catch(() => {});
    current = new Promise((resolve, reject) => {
      resolveCurrent = resolve;
      rejectCurrent = reject;
    });
    // Nobody may be waiting: a rejection at close is then no unhandled one.
    current.catch(() => {});
    scheduleReconnect();
  }

  function scheduleReconnect(): void {
    const delay = backoffMs[Math.min(failures, backoffMs.length - 1)] ?? 1_000;
    failures += 1;
    retryTimer = setTimeout(async () => {
      try {
        const next = await connect();
        if (closed) {
          await next.end();
          return;
        }
        client = next;
        failures = 0;
        log.info('realtime listener reconnected');
        resolveCurrent?.();
        handlers.onResumed();
      } catch (error) {
        log.warn({ err: error }, 'realtime listener could not reconnect yet');
        if (!closed) scheduleReconnect();
      }
    }, delay);
  }

  return {
    ready() {
      if (closed) return Promise.reject(new Error('realtime listener closed'));
      current ??= connect().then(
        async (next) => {
          if (closed) await next.end();
          else client = next;
        },
        (error: unknown) => {
          // The next caller tries again rather than inheriting this failure forever.
          current = undefined;
          throw error;
        },
      );
      return current;
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      // A channel waiting for the connection to come back is refused now, not at its timeout.
      rejectCurrent?.(new Error('realtime listener closed'));
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}
