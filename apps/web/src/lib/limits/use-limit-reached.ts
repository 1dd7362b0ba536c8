import type { LimitReason } from '@study/shared';
import { useSyncExternalStore } from 'react';
import { limitStore, type LimitFlag } from './limit-store.ts';

/**
 * The limit-reached flag: its reason (null when there is room), `report(error)` to raise it from a
 * failed call (true when the error was a plan-limit refusal; the upgrade prompt then opens) and
 * `clear()`. The flag also clears itself once the usage leaves room again.
 */
export function useLimitReached(): {
  reason: LimitReason | null;
  report(error: unknown): boolean;
  clear(): void;
} {
  const flag = useLimitFlag();
  return { reason: flag.reason, report: limitStore.report, clear: limitStore.clear };
}

/** The whole flag, prompt state included. */
export function useLimitFlag(): LimitFlag {
  return useSyncExternalStore(limitStore.subscribe, limitStore.get);
}
