import { describe, expect, it } from 'vitest';
import {
  fallbackRefetchInterval,
  fallbackRefetchMs,
  safetyRefetchMs,
} from './fallback-refetch-interval.ts';
import { staleKeysFor } from './realtime-query-keys.ts';

const lessonId = '6f1c3c2e-4a55-4c55-9d2e-0b7a2b1f9e10';

describe('staleKeysFor', () => {
  it('refreshes every lesson (quiz) query and the home screen on a lesson (quiz) event, the usage on a usage event', () => {
    expect(staleKeysFor({ type: 'lesson.updated', lessonId, status: 'ready' })).toEqual([
      ['lessons'],
      ['dashboard'],
    ]);
    expect(staleKeysFor({ type: 'lesson.deleted', lessonId })).toEqual([
      ['lessons'],
      ['dashboard'],
    ]);
    expect(staleKeysFor({ type: 'quiz.updated', quizId: lessonId, status: 'ready' })).toEqual([
      ['quizzes'],
      ['dashboard'],
    ]);
    expect(staleKeysFor({ type: 'usage.updated' })).toEqual([['usage']]);
  });
});

describe('fallbackRefetchInterval', () => {
  it('re-reads work in progress every few seconds unless the channel is SUBSCRIBED', () => {
    expect(fallbackRefetchMs).toBeLessThanOrEqual(5_000);
    for (const state of [null, 'TIMED_OUT', 'CHANNEL_ERROR', 'CLOSED'] as const) {
      expect(fallbackRefetchInterval(state, true)).toBe(fallbackRefetchMs);
    }
    expect(fallbackRefetchInterval('SUBSCRIBED', true)).toBe(safetyRefetchMs);
  });

  it('does not poll when nothing is in progress', () => {
    expect(fallbackRefetchInterval(null, false)).toBe(false);
    expect(fallbackRefetchInterval('SUBSCRIBED', false)).toBe(false);
  });
});
