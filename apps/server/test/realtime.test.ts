import type { AddressInfo } from 'node:net';
import { realtimeConfig, type RealtimeEvent, type RealtimeServerMessage } from '@study/shared';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp, type BuildAppOptions } from '../src/app.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { realtimeCloseCodes } from '../src/modules/realtime/realtime.routes.ts';
import { resumedCloseCode } from '../src/plugins/external/realtime.ts';
import { createUser, type TestUser } from './auth-helpers.ts';
import { testConfig } from './create-test-app.ts';
import { createScratchPostgres, databaseKinds, openTestDatabase } from './test-database.ts';

const lessonId = '0b0e8a4c-5c1f-4c8e-9d51-7a3f3e0c2a11';
const ready: RealtimeEvent = { type: 'lesson.updated', lessonId, status: 'ready' };

/** The app on a random local port. */
async function listeningApp(database: Database, options: BuildAppOptions = {}) {
  const app = await buildApp(testConfig(), { database, logger: false, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, url: `ws://127.0.0.1:${port}/api/realtime` };
}

/** A client socket that keeps every frame it receives, and how it closed. */
class TestClient {
  readonly messages: RealtimeServerMessage[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: (() => void)[] = [];

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.messages.push(JSON.parse(data.toString()) as RealtimeServerMessage);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) =>
      socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  /** Resolves with the first received frame that matches, waiting for it if needed. */
  async next(
    match: (message: RealtimeServerMessage) => boolean,
    timeoutMs = 10_000,
  ): Promise<RealtimeServerMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error('no matching realtime frame');
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  send(frame: unknown): void {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  close(): void {
    this.socket.close();
  }
}

const openClients: TestClient[] = [];
afterEach(() => {
  for (const client of openClients.splice(0)) client.close();
});

/** Opens the channel as the app's own page would; resolves once the server says `subscribed`. */
async function subscribe(url: string, user: TestUser, origin: string): Promise<TestClient> {
  const socket = new WebSocket(url, { headers: { origin, cookie: user.cookie } });
  const client = new TestClient(socket);
  openClients.push(client);
  await client.next((message) => message.type === 'subscribed');
  return client;
}

/** The HTTP answer to a handshake the server refuses. */
function refusedHandshake(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.on('open', () => reject(new Error('the handshake was accepted')));
    socket.on('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
  });
}

/** Short enough for a test to wait out two of them, long enough for the other tests' clients. */
const heartbeatMs = 2_000;

const isEvent = (message: RealtimeServerMessage) => message.type === 'event';

describe.each(databaseKinds)('the realtime channel on %s', (kind) => {
  let app: FastifyInstance;
  let url: string;
  let origin: string;
  let user: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    ({ app, url } = await listeningApp(await openTestDatabase(kind), {
      realtime: { heartbeatIntervalMs: heartbeatMs },
    }));
    origin = app.config.publicUrl;
    user = await createUser(app);
    other = await createUser(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it("delivers a published event to each of the user's channels, and to nobody else", async () => {
    const first = await subscribe(url, user, origin);
    const second = await subscribe(url, user, origin);
    const theirs = await subscribe(url, other, origin);
    await app.realtime.publish(user.id, ready);
    expect(await first.next(isEvent)).toEqual({ type: 'event', event: ready });
    expect(await second.next(isEvent)).toEqual({ type: 'event', event: ready });
    await app.realtime.publish(other.id, { type: 'usage.updated' });
    expect(await theirs.next(isEvent)).toEqual({
      type: 'event',
      event: { type: 'usage.updated' },
    });
    expect(theirs.messages.filter(isEvent)).toHaveLength(1);
    expect(first.messages.filter(isEvent)).toHaveLength(1);
  });

  it('answers each heartbeat with the same frame', async () => {
    const client = await subscribe(url, user, origin);
    client.send({ type: 'heartbeat', ref: 7 });
    client.send({ type: 'heartbeat', ref: 8 });
    expect(await client.next((m) => m.type === 'heartbeat' && m.ref === 8)).toEqual({
      type: 'heartbeat',
      ref: 8,
    });
    expect(client.messages).toEqual([
      { type: 'subscribed' },
      { type: 'heartbeat', ref: 7 },
      { type: 'heartbeat', ref: 8 },
    ]);
  });

  it('refuses a handshake without a session: 401 UNAUTHENTICATED', async () => {
    const refused = await refusedHandshake(url, { origin });
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.body)).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });

  it('refuses a handshake from another origin, even with a session: 403 FORBIDDEN', async () => {
    const handshakes: Record<string, string>[] = [
      { origin: 'https://evil.example', cookie: user.cookie },
      { cookie: user.cookie },
    ];
    for (const headers of handshakes) {
      const refused = await refusedHandshake(url, headers);
      expect(refused.status).toBe(403);
      expect(JSON.parse(refused.body)).toMatchObject({ error: { code: 'FORBIDDEN' } });
    }
  });

  it('refuses a user’s channel past the cap with a coded 429, and takes one again once a channel closes', async () => {
    const heavy = await createUser(app);
    const open: TestClient[] = [];
    for (let index = 0; index < realtimeConfig.maxChannelsPerUser; index += 1) {
      open.push(await subscribe(url, heavy, origin));
    }
    const refused = await refusedHandshake(url, { origin, cookie: heavy.cookie });
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({
      error: { code: 'REALTIME_TOO_MANY_CHANNELS' },
    });
    // Another user is not affected.
    await subscribe(url, other, origin);
    open[0]!.close();
    await open[0]!.closed;
    await subscribe(url, heavy, origin);
  });

  it('closes a channel that sends garbage, and keeps serving the others', async () => {
    const healthy = await subscribe(url, user, origin);
    for (const garbage of ['not json', { type: 'heartbeat', ref: 'x' }, { type: 'subscribe' }]) {
      const client = await subscribe(url, user, origin);
      client.send(garbage);
      expect((await client.closed).code).toBe(realtimeCloseCodes.invalidFrame);
    }
    const binary = await subscribe(url, user, origin);
    binary.socket.send(Buffer.from([1, 2, 3]));
    expect((await binary.closed).code).toBe(realtimeCloseCodes.unsupportedData);
    const oversized = await subscribe(url, user, origin);
    oversized.send({ type: 'heartbeat', ref: 1, pad: 'x'.repeat(2_000) });
    expect((await oversized.closed).code).toBe(1009);

    await app.realtime.publish(user.id, ready);
    expect(await healthy.next(isEvent)).toEqual({ type: 'event', event: ready });
  });

  it('closes a channel silent for two heartbeats; heartbeats keep it open', async () => {
    const silent = await subscribe(url, user, origin);
    const alive = await subscribe(url, user, origin);
    const beat = setInterval(() => alive.send({ type: 'heartbeat', ref: 1 }), heartbeatMs / 2);
    try {
      const started = Date.now();
      expect((await silent.closed).code).toBe(realtimeCloseCodes.silent);
      expect(Date.now() - started).toBeGreaterThanOrEqual(1.5 * heartbeatMs);
      await new Promise((resolve) => setTimeout(resolve, heartbeatMs));
      expect(alive.socket.readyState).toBe(WebSocket.OPEN);
    } finally {
      clearInterval(beat);
    }
  });
});

describe.runIf(databaseKinds.includes('postgres'))('realtime across instances', () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
  let a: Awaited<ReturnType<typeof listeningApp>>;
  let b: Awaited<ReturnType<typeof listeningApp>>;
  let user: TestUser;
  beforeAll(async () => {
    scratch = await createScratchPostgres();
    const open = () => openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 3 });
    a = await listeningApp(await open());
    b = await listeningApp(await open(), { realtime: { reconnectDelaysMs: [200] } });
    user = await createUser(a.app);
  });
  afterAll(async () => {
    await a.app.close();
    await b.app.close();
    await scratch.drop();
  });

  it('an event published on instance A reaches a client connected to instance B', async () => {
    const origin = a.app.config.publicUrl;
    const onB = await subscribe(b.url, user, origin);
    const onA = await subscribe(a.url, user, origin);
    await a.app.realtime.publish(user.id, ready);
    expect(await onB.next(isEvent)).toEqual({ type: 'event', event: ready });
    expect(await onA.next(isEvent)).toEqual({ type: 'event', event: ready });
  });

  it('when the LISTEN connection drops, it reconnects and tells clients to resubscribe', async () => {
    const origin = b.app.config.publicUrl;
    const before = await subscribe(b.url, user, origin);
    const admin = new pg.Client({ connectionString: scratch.url });
    await admin.connect();
    try {
      const { rows } = await admin.query(
        `select pg_terminate_backend(pid) as done from pg_stat_activity
          where application_name = 'study-realtime' and datname = current_database()`,
      );
      // Both instances listen on this database.
      expect(rows).toEqual([{ done: true }, { done: true }]);
    } finally {
      await admin.end();
    }
    expect((await before.closed).code).toBe(resumedCloseCode);

    const after = await subscribe(b.url, user, origin);
    await a.app.realtime.publish(user.id, ready);
    expect(await after.next(isEvent)).toEqual({ type: 'event', event: ready });
  });
});
