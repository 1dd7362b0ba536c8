import { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadContracts } from '../contracts.ts';
import { RealtimeClient, type RealtimeSocket } from './realtime-client.ts';
import { connectQueries } from './realtime-connection.tsx';

class Socket implements RealtimeSocket {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  send() {}
  close() {}
  frame(message: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
}

function setUp() {
  vi.useFakeTimers();
  const sockets: Socket[] = [];
  const client = new RealtimeClient('ws://app.test/api/realtime', () => {
    const socket = new Socket();
    sockets.push(socket);
    return socket;
  });
  const queryClient = new QueryClient();
  const invalidated: unknown[] = [];
  vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters) => {
    invalidated.push(filters?.queryKey);
  });
  return { client, queryClient, invalidated, latest: () => sockets[sockets.length - 1]! };
}

const lessonId = '6f1c3c2e-4a55-4c55-9d2e-0b7a2b1f9e10';

// Events are read through their schema (before it is downloaded, they wait for it).
beforeAll(() => loadContracts());

describe('connectQueries', () => {
  it('refreshes the queries each event makes stale, and stops when disconnected', () => {
    const { client, queryClient, invalidated, latest } = setUp();
    const disconnect = connectQueries(client, queryClient);
    client.connect();
    latest().frame({ type: 'subscribed' });
    expect(invalidated).toEqual([]);
    latest().frame({ type: 'event', event: { type: 'lesson.updated', lessonId, status: 'ready' } });
    latest().frame({ type: 'event', event: { type: 'usage.updated' } });
    expect(invalidated).toEqual([['lessons'], ['dashboard'], ['usage']]);
    disconnect();
    latest().frame({ type: 'event', event: { type: 'lesson.deleted', lessonId } });
    expect(invalidated).toHaveLength(3);
    client.close();
    vi.useRealTimers();
  });

  it('refreshes everything the channel feeds after a reconnection, when events may be lost', () => {
    const { client, queryClient, invalidated, latest } = setUp();
    connectQueries(client, queryClient);
    client.connect();
    latest().frame({ type: 'subscribed' });
    latest().onerror?.(new Event('error'));
    vi.advanceTimersByTime(1_000);
    latest().frame({ type: 'subscribed' });
    expect(invalidated).toEqual([
      ['lessons'],
      ['quizzes'],
      ['usage'],
      ['billing'],
      ['referrals'],
      ['dashboard'],
    ]);
    client.close();
    vi.useRealTimers();
  });
});
