import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LottieAnimation } from './lottie-animation.tsx';

const player = vi.hoisted(() => ({
  loadAnimation: vi.fn(() => ({ destroy: vi.fn() })),
}));
vi.mock('lottie-web/build/player/lottie_light', () => ({ default: player }));

function reduceMotion(reduce: boolean) {
  window.matchMedia = vi.fn((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })) as unknown as typeof window.matchMedia;
}

const animationData = { v: '5.7.0', fr: 30, ip: 0, op: 60, w: 120, h: 120, layers: [] };

describe('LottieAnimation', () => {
  beforeEach(() => {
    player.loadAnimation.mockClear();
    reduceMotion(false);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('loads its file from the app and plays it in its box, looping when asked', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(animationData)));
    vi.stubGlobal('fetch', fetch);
    render(<LottieAnimation name="preparing" loop fallback={<p>still</p>} />);
    expect(screen.getByText('still')).toBeTruthy();
    await waitFor(() => expect(player.loadAnimation).toHaveBeenCalledTimes(1));
    expect(fetch).toHaveBeenCalledWith('/animations/preparing.json');
    const box = screen.getByTestId('animation-preparing');
    expect(player.loadAnimation).toHaveBeenCalledWith(
      expect.objectContaining({ container: box, loop: true, renderer: 'svg', animationData }),
    );
    await waitFor(() => expect(box.dataset.playing).toBe('true'));
    expect(screen.queryByText('still')).toBeNull();
  });

  it('loads nothing when motion is reduced, and keeps the still picture', async () => {
    reduceMotion(true);
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(<LottieAnimation name="quiz-result" fallback={<p>still</p>} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
    expect(player.loadAnimation).not.toHaveBeenCalled();
    expect(screen.getByText('still')).toBeTruthy();
  });

  it('logs a file that does not load and shows nothing more', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('not found', { status: 404 })),
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<LottieAnimation name="quiz-result" />);
    await waitFor(() => expect(log).toHaveBeenCalledTimes(1));
    expect(String(log.mock.calls[0]?.[0])).toContain('quiz-result');
    expect(player.loadAnimation).not.toHaveBeenCalled();
    expect(screen.getByTestId('animation-quiz-result').dataset.playing).toBe('false');
  });
});
