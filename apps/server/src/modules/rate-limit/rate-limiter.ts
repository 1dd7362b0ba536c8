import { AppError, type ErrorCode } from '@study/shared';
import type { RateLimitRepository } from './rate-limit.repository.ts';

export interface RateRule {
  max: number;
  windowSeconds: number;
}

/** Refuses the attempt past `rule.max` in its window, with the seconds left to wait. */
export function createRateLimiter(repository: RateLimitRepository) {
  return {
    /** Forgets these counters (keys that hold a deleted user's address). */
    forget: (keys: string[]): Promise<void> => repository.remove(keys),
    async consume(key: string, rule: RateRule, code: ErrorCode = 'RATE_LIMITED'): Promise<void> {
      const { count, windowStartedAt } = await repository.hit(key, rule.windowSeconds);
      if (count <= rule.max) return;
      const endsAt = windowStartedAt.getTime() + rule.windowSeconds * 1000;
      const retryAfterSeconds = Math.max(1, Math.ceil((endsAt - Date.now()) / 1000));
      throw new AppError(code, {
        params: { seconds: retryAfterSeconds },
        details: { retryAfterSeconds },
      });
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
