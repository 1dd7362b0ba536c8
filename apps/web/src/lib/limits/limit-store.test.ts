import type { Usage } from '@study/shared';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client.ts';
import { createLimitStore, hasRoom, limitFor, limitReasonOf } from './limit-store.ts';

const counter = (used: number, limit: number) => ({
  used,
  limit,
  resetsAt: '2026-02-01T00:00:00.000Z',
});
const usage = (generation: [number, number], pdf: [number, number], plan = 'free'): Usage => ({
  plan: plan as Usage['plan'],
  generation: counter(...generation),
  pdf_export: counter(...pdf),
  chat_message: counter(0, 30),
});

describe('limitReasonOf', () => {
  it('recognises the four plan-limit refusals and nothing else', () => {
    expect(limitReasonOf(new ApiError('GENERATION_LIMIT_REACHED', 403))).toBe(
      'GENERATION_LIMIT_REACHED',
    );
    expect(limitReasonOf(new ApiError('PDF_EXPORT_PREMIUM_ONLY', 403))).toBe(
      'PDF_EXPORT_PREMIUM_ONLY',
    );
    expect(limitReasonOf(new ApiError('PDF_EXPORT_LIMIT_REACHED', 403))).toBe(
      'PDF_EXPORT_LIMIT_REACHED',
    );
    expect(limitReasonOf(new ApiError('CHAT_MESSAGE_LIMIT_REACHED', 429))).toBe(
      'CHAT_MESSAGE_LIMIT_REACHED',
    );
    expect(limitReasonOf(new ApiError('FORBIDDEN', 403))).toBeNull();
    expect(limitReasonOf(new Error('GENERATION_LIMIT_REACHED'))).toBeNull();
  });
});

describe('the limit store', () => {
  it('raises the flag with its reason and limit, opens the prompt, and tells subscribers', () => {
    const store = createLimitStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const refused = new ApiError('GENERATION_LIMIT_REACHED', 403, {
      params: { limit: 15 },
      details: { metric: 'generation', limit: 15 },
    });
    expect(store.report(refused)).toBe(true);
    expect(store.get()).toMatchObject({
      reason: 'GENERATION_LIMIT_REACHED',
      limit: 15,
      promptOpen: true,
    });
    expect(store.get().reportedAt).toBeGreaterThan(0);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('ignores other errors', () => {
    const store = createLimitStore();
    expect(store.report(new ApiError('LESSON_NOT_FOUND', 404))).toBe(false);
    expect(store.report('boom')).toBe(false);
    expect(store.get().reason).toBeNull();
  });

  it('keeps the flag when the prompt is dismissed, shows it again on demand, and clears', () => {
    const store = createLimitStore();
    store.report(new ApiError('PDF_EXPORT_PREMIUM_ONLY', 403));
    store.dismissPrompt();
    expect(store.get()).toMatchObject({ reason: 'PDF_EXPORT_PREMIUM_ONLY', promptOpen: false });
    store.openPrompt();
    expect(store.get().promptOpen).toBe(true);
    store.clear();
    expect(store.get()).toEqual({ reason: null, limit: null, reportedAt: 0, promptOpen: false });
    store.openPrompt();
    expect(store.get().promptOpen).toBe(false);
  });
});

describe('hasRoom', () => {
  it('reads the counter of the refused spending', () => {
    expect(hasRoom(usage([15, 15], [0, 0]), 'GENERATION_LIMIT_REACHED')).toBe(false);
    expect(hasRoom(usage([3, 300], [0, 0], 'premium'), 'GENERATION_LIMIT_REACHED')).toBe(true);
    expect(hasRoom(usage([0, 15], [0, 0]), 'PDF_EXPORT_PREMIUM_ONLY')).toBe(false);
    expect(hasRoom(usage([0, 300], [0, 100], 'premium'), 'PDF_EXPORT_PREMIUM_ONLY')).toBe(true);
    expect(hasRoom(usage([0, 300], [100, 100], 'premium'), 'PDF_EXPORT_LIMIT_REACHED')).toBe(false);
    expect(hasRoom(usage([0, 15], [0, 0]), 'CHAT_MESSAGE_LIMIT_REACHED')).toBe(true);
  });
});

describe('limitFor', () => {
  const flag = { reason: 'GENERATION_LIMIT_REACHED' as const, reportedAt: 1, promptOpen: true };

  it('prefers the refusal’s limit, then the usage, then the plan defaults', () => {
    expect(limitFor({ ...flag, limit: 20 }, usage([15, 15], [0, 0]))).toBe(20);
    expect(limitFor({ ...flag, limit: null }, usage([300, 300], [0, 100], 'premium'))).toBe(300);
    expect(limitFor({ ...flag, limit: null }, undefined)).toBe(15);
    expect(limitFor({ ...flag, reason: 'PDF_EXPORT_LIMIT_REACHED', limit: null }, undefined)).toBe(
      100,
    );
  });
});
