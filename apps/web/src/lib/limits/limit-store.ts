import {
  limitReasons,
  planLimits,
  type LimitReason,
  type Usage,
  type UsageMetric,
} from '@study/shared';
import { ApiError } from '../api-client.ts';

/** The limit-reached flag of the spec, with its reason, and whether its prompt is showing. */
export interface LimitFlag {
  reason: LimitReason | null;
  /** The limit the server named in its refusal, for the message. */
  limit: number | null;
  /** When the refusal was heard: only usage read after it may clear the flag. */
  reportedAt: number;
  promptOpen: boolean;
}

const cleared: LimitFlag = { reason: null, limit: null, reportedAt: 0, promptOpen: false };

const metricOf: Record<LimitReason, UsageMetric> = {
  GENERATION_LIMIT_REACHED: 'generation',
  PDF_EXPORT_PREMIUM_ONLY: 'pdf_export',
  PDF_EXPORT_LIMIT_REACHED: 'pdf_export',
  CHAT_MESSAGE_LIMIT_REACHED: 'chat_message',
};

/** The limit reason an error carries, if it is a refusal for a plan limit. */
export function limitReasonOf(error: unknown): LimitReason | null {
  if (!(error instanceof ApiError)) return null;
  return (limitReasons as readonly string[]).includes(error.code)
    ? (error.code as LimitReason)
    : null;
}

/** Whether the usage leaves room again for what `reason` refused. */
export function hasRoom(usage: Usage, reason: LimitReason): boolean {
  const counter = usage[metricOf[reason]];
  return counter.used < counter.limit;
}

/** The limit to name in the message: the refusal's, else the user's plan's, else the default's. */
export function limitFor(flag: LimitFlag, usage: Usage | undefined): number {
  if (flag.limit !== null) return flag.limit;
  const metric = metricOf[flag.reason ?? 'GENERATION_LIMIT_REACHED'];
  if (usage) return usage[metric].limit;
  return flag.reason === 'PDF_EXPORT_LIMIT_REACHED'
    ? planLimits.premium.pdf_export
    : planLimits.free[metric];
}

/** A store for the flag, read by React through `useSyncExternalStore`. */
export function createLimitStore() {
  let flag = cleared;
  const listeners = new Set<() => void>();
  const set = (next: LimitFlag) => {
    flag = next;
    for (const listener of listeners) listener();
  };

  return {
    get: (): LimitFlag => flag,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Raises the flag (and its prompt) when `error` is a plan-limit refusal; says whether it was. */
    report(error: unknown): boolean {
      const reason = limitReasonOf(error);
      if (!reason) return false;
      const limit = (error as ApiError).details as { limit?: unknown } | undefined;
      set({
        reason,
        limit: typeof limit?.limit === 'number' ? limit.limit : null,
        reportedAt: Date.now(),
        promptOpen: true,
      });
      return true;
    },
    clear(): void {
      if (flag.reason !== null || flag.promptOpen) set(cleared);
    },
    /** Shows the prompt again for the raised flag (an "Upgrade" button next to a refusal). */
    openPrompt(): void {
      if (flag.reason !== null && !flag.promptOpen) set({ ...flag, promptOpen: true });
    },
    /** Hides the prompt; the flag stays up until the usage leaves room again. */
    dismissPrompt(): void {
      if (flag.promptOpen) set({ ...flag, promptOpen: false });
    },
  };
}

export type LimitStore = ReturnType<typeof createLimitStore>;

/** The app's one flag. */
export const limitStore: LimitStore = createLimitStore();
