import { realtimeConfig, type RealtimeEvent, type RealtimeState } from '@study/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadContracts } from '../contracts.ts';
import { RealtimeClient, realtimeUrl, type RealtimeSocket } from './realtime-client.ts';

/** A socket the test drives: it records what the client sends and plays the server's part. */
class FakeSocket implements RealtimeSocket {
  sent: unknown[] = [];
  closed = false;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
  }
  serverSends(message: unknown) {
    const data = typeof message === 'string' ? message : JSON.stringify(message);
    this.onmessage?.(new MessageEvent('message', { data }));
  }
  serverErrors() {
    this.onerror?.(new Event('error'));
    this.serverCloses();
  }
  serverCloses() {
    this.onclose?.(new CloseEvent('close', { code: 1006 }));
  }
}

let sockets: FakeSocket[];
let states: RealtimeState[];
let client: RealtimeClient;

const latest = () => sockets[sockets.length - 1]!;

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  states = [];
  client = new RealtimeClient('ws://app.test/api/realtime', (url) => {
    const socket = new FakeSocket(url);
    sockets.push(socket);
    return socket;
  });
  client.onState((state) => states.push(state));
});

afterEach(() => {
  client.close();
  vi.useRealTimers();
});

describe('RealtimeClient', () => {
  it('keeps the spec constants', () => {
    expect(realtimeConfig.heartbeatIntervalMs).toBe(30_000);
    expect(realtimeConfig.reconnectDelaysMs).toEqual([1_000, 2_000, 5_000, 10_000]);
    expect(realtimeConfig.timeoutMs).toBe(10_000);
  });

  it('has no state before the first outcome, and is SUBSCRIBED on the server’s subscribed frame', () => {
    client.connect();
    expect(sockets).toHaveLength(1);
    expect(latest().url).toBe('ws://app.test/api/realtime');
    expect(client.getState()).toBeNull();
    latest().serverSends({ type: 'subscribed' });
    expect(client.getState()).toBe('SUBSCRIBED');
    expect(states).toEqual(['SUBSCRIBED']);
  });

  it('sends a heartbeat every 30 s and stays SUBSCRIBED while the server echoes it', () => {
    client.connect();
    latest().serverSends({ type: 'subscribed' });
    vi.advanceTimersByTime(29_999);
    expect(latest().sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(latest().sent).toEqual([{ type: 'heartbeat', ref: 1 }]);
    vi.advanceTimersByTime(9_999);
    latest().serverSends({ type: 'heartbeat', ref: 1 });
    vi.advanceTimersByTime(20_001);
    expect(latest().sent).toEqual([
      { type: 'heartbeat', ref: 1 },
      { type: 'heartbeat', ref: 2 },
    ]);
    for (let ref = 2; ref <= 5; ref += 1) {
      latest().serverSends({ type: 'heartbeat', ref });
      vi.advanceTimersByTime(30_000);
    }
    expect(latest().sent).toHaveLength(6);
    expect(sockets).toHaveLength(1);
    expect(states).toEqual(['SUBSCRIBED']);
  });

  it('is TIMED_OUT when a heartbeat is not answered within 10 000 ms, then reconnects after 1 s', () => {
    client.connect();
    const first = latest();
    first.serverSends({ type: 'subscribed' });
    vi.advanceTimersByTime(30_000);
    // An echo of another heartbeat does not count.
    first.serverSends({ type: 'heartbeat', ref: 99 });
    vi.advanceTimersByTime(9_999);
    expect(client.getState()).toBe('SUBSCRIBED');
    vi.advanceTimersByTime(1);
    expect(client.getState()).toBe('TIMED_OUT');
    expect(first.closed).toBe(true);
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    latest().serverSends({ type: 'subscribed' });
    expect(states).toEqual(['SUBSCRIBED', 'TIMED_OUT', 'SUBSCRIBED']);
  });

  it('is TIMED_OUT when the server does not subscribe within 10 000 ms', () => {
    client.connect();
    vi.advanceTimersByTime(9_999);
    expect(client.getState()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(client.getState()).toBe('TIMED_OUT');
    expect(sockets[0]!.closed).toBe(true);
  });

  it('is CHANNEL_ERROR on a socket error, reconnecting once, and on an unexpected close', () => {
    client.connect();
    latest().serverSends({ type: 'subscribed' });
    latest().serverErrors();
    expect(client.getState()).toBe('CHANNEL_ERROR');
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(2);
    latest().serverSends({ type: 'subscribed' });
    latest().serverCloses();
    expect(states).toEqual(['SUBSCRIBED', 'CHANNEL_ERROR', 'SUBSCRIBED', 'CHANNEL_ERROR']);
    vi.advanceTimersByTime(1_000);
    // One error followed by its close event schedules a single reconnection.
    expect(sockets).toHaveLength(3);
  });

  it('waits 1, 2, 5, 10, then 10 s between attempts, and starts over once subscribed', () => {
    client.connect();
    const opened: number[] = [];
    const start = Date.now();
    for (let attempt = 0; attempt < 6; attempt += 1) {
      latest().serverErrors();
      const count = sockets.length;
      while (sockets.length === count) vi.advanceTimersByTime(100);
      opened.push(Date.now() - start);
    }
    expect(opened.map((at, i) => at - (opened[i - 1] ?? 0))).toEqual([
      1_000, 2_000, 5_000, 10_000, 10_000, 10_000,
    ]);
    latest().serverSends({ type: 'subscribed' });
    latest().serverErrors();
    vi.advanceTimersByTime(999);
    const count = sockets.length;
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(count + 1);
  });

  it('counts timeouts in the same delay sequence as errors', () => {
    client.connect();
    vi.advanceTimersByTime(10_000 + 1_000);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(10_000 + 1_999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
  });

  it('is CLOSED when closed on purpose, and neither reconnects nor beats afterwards', () => {
    client.connect();
    const socket = latest();
    socket.serverSends({ type: 'subscribed' });
    client.close();
    expect(client.getState()).toBe('CLOSED');
    expect(socket.closed).toBe(true);
    // The close event of the socket it closed is not an error.
    socket.serverCloses();
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(1);
    expect(socket.sent).toEqual([]);
    expect(states).toEqual(['SUBSCRIBED', 'CLOSED']);
  });

  it('closing during a reconnection wait cancels it; connecting again opens a new channel', () => {
    client.connect();
    latest().serverErrors();
    client.close();
    vi.advanceTimersByTime(30_000);
    expect(sockets).toHaveLength(1);
    client.connect();
    expect(sockets).toHaveLength(2);
    latest().serverSends({ type: 'subscribed' });
    expect(states).toEqual(['CHANNEL_ERROR', 'CLOSED', 'SUBSCRIBED']);
  });

  it('hands events to listeners and ignores frames it cannot read', async () => {
    await loadContracts();
    const events: RealtimeEvent[] = [];
    const stop = client.onEvent((event) => events.push(event));
    client.connect();
    latest().serverSends({ type: 'subscribed' });
    const lessonId = '6f1c3c2e-4a55-4c55-9d2e-0b7a2b1f9e10';
    latest().serverSends({
      type: 'event',
      event: { type: 'lesson.updated', lessonId, status: 'ready' },
    });
    latest().serverSends('not json');
    latest().serverSends({ type: 'event', event: { type: 'lesson.exploded' } });
    latest().serverSends({ type: 'event', event: { type: 'usage.updated' } });
    stop();
    latest().serverSends({ type: 'event', event: { type: 'usage.updated' } });
    expect(events).toEqual([
      { type: 'lesson.updated', lessonId, status: 'ready' },
      { type: 'usage.updated' },
    ]);
    expect(client.getState()).toBe('SUBSCRIBED');
  });

  it('before the schemas are downloaded, reads its own frames and holds events until they are', async () => {
    vi.resetModules();
    const fresh = await import('./realtime-client.ts');
    const contracts = await import('../contracts.ts');
    expect(contracts.loadedContracts()).toBeUndefined();
    const events: RealtimeEvent[] = [];
    let socket: FakeSocket | undefined;
    const early = new fresh.RealtimeClient('ws://app.test/api/realtime', (url) => {
      socket = new FakeSocket(url);
      return socket;
    });
    early.onEvent((event) => events.push(event));
    early.connect();
    socket!.serverSends({ type: 'subscribed' });
    expect(early.getState()).toBe('SUBSCRIBED');
    expect(contracts.loadedContracts()).toBeUndefined();
    socket!.serverSends({ type: 'event', event: { type: 'lesson.exploded' } });
    socket!.serverSends({ type: 'event', event: { type: 'usage.updated' } });
    expect(events).toEqual([]);
    await contracts.loadContracts();
    await vi.waitFor(() => expect(events).toEqual([{ type: 'usage.updated' }]));
    early.close();
  });

  it('is CHANNEL_ERROR when the socket cannot even be created, and tries again', () => {
    let calls = 0;
    const failing = new RealtimeClient('ws://app.test/api/realtime', () => {
      calls += 1;
      throw new SyntaxError('bad url');
    });
    failing.connect();
    expect(failing.getState()).toBe('CHANNEL_ERROR');
    vi.advanceTimersByTime(1_000);
    expect(calls).toBe(2);
    failing.close();
  });
});

describe('realtimeUrl', () => {
  it('uses the page host, with wss under https', () => {
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe(
      'ws://localhost:3000/api/realtime',
    );
    expect(realtimeUrl({ protocol: 'https:', host: 'study.example' })).toBe(
      'wss://study.example/api/realtime',
    );
  });
});
