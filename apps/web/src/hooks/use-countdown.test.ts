import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { secondsUntil, useCountdown } from './use-countdown.ts';

describe('secondsUntil', () => {
  it('rounds a started second up and never goes below zero', () => {
    expect(secondsUntil(10_000, 0)).toBe(10);
    expect(secondsUntil(10_000, 1)).toBe(10);
    expect(secondsUntil(10_000, 9_001)).toBe(1);
    expect(secondsUntil(10_000, 10_000)).toBe(0);
    expect(secondsUntil(10_000, 20_000)).toBe(0);
  });
});

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down from the started length to zero', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.secondsLeft).toBe(0);
    act(() => result.current.start(60));
    expect(result.current.secondsLeft).toBe(60);
    act(() => void vi.advanceTimersByTime(1_000));
    expect(result.current.secondsLeft).toBe(59);
    act(() => void vi.advanceTimersByTime(59_000));
    expect(result.current.secondsLeft).toBe(0);
  });
});
