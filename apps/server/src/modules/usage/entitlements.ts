import {
  AppError,
  usageMetrics,
  type ErrorCode,
  type Plan,
  type RealtimeEvent,
  type Usage,
  type UsageMetric,
} from '@study/shared';
import type { UsageRepository } from './usage.repository.ts';
import { periodKey, periodResetsAt } from './usage-periods.ts';

/** What a plan may spend, per period: `config.planLimits`. */
export type PlanLimits = Record<Plan, Record<UsageMetric, number>>;

export interface Entitlements {
  /**
   * Counts one unit of `metric` for the user, or refuses with the error the user sees
   * (GENERATION_LIMIT_REACHED, PDF_EXPORT_PREMIUM_ONLY, PDF_EXPORT_LIMIT_REACHED...). Returns the
   * period it was counted in, for a refund.
   */
  spend(userId: string, metric: UsageMetric, at?: Date): Promise<{ period: string }>;
  /** Gives back a unit spent in `period` on something that finally failed. */
  refund(userId: string, metric: UsageMetric, period: string): Promise<void>;
  /** The plan and every counter of the current periods. */
  usage(userId: string, at?: Date): Promise<Usage>;
}

function refusal(metric: UsageMetric, limit: number): AppError {
  const code: ErrorCode =
    metric === 'generation'
      ? 'GENERATION_LIMIT_REACHED'
      : metric === 'chat_message'
        ? 'CHAT_MESSAGE_LIMIT_REACHED'
        : limit === 0
          ? 'PDF_EXPORT_PREMIUM_ONLY'
          : 'PDF_EXPORT_LIMIT_REACHED';
  return new AppError(code, { params: { limit }, details: { metric, limit } });
}

/** The one answer to "may this user spend X now, and if not, why", for every route that spends. */
export function createEntitlements(options: {
  repository: UsageRepository;
  limits: PlanLimits;
  /** Tells the user's open tabs that their counters changed. */
  publish: (userId: string, event: RealtimeEvent) => Promise<void>;
}): Entitlements {
  const { repository, limits, publish } = options;

  return {
    async spend(userId, metric, at = new Date()) {
      const limit = limits[await repository.plan(userId)][metric];
      const period = periodKey(metric, at);
      // A zero limit (PDF export on Free) refuses before the upsert, which would insert a first 1.
      const used = limit > 0 ? await repository.spend(userId, metric, period, limit) : undefined;
      if (used === undefined) throw refusal(metric, limit);
      await publish(userId, { type: 'usage.updated' });
      return { period };
    },

    async refund(userId, metric, period) {
      await repository.refund(userId, metric, period);
      await publish(userId, { type: 'usage.updated' });
    },

    async usage(userId, at = new Date()) {
      const plan = await repository.plan(userId);
      const periods = usageMetrics.map((metric) => periodKey(metric, at));
      const used = await repository.used(userId, [...new Set(periods)]);
      const counter = (metric: UsageMetric) => ({
        used: used.get(`${metric}:${periodKey(metric, at)}`) ?? 0,
        limit: limits[plan][metric],
        resetsAt: periodResetsAt(metric, at).toISOString(),
      });
      return {
        plan,
        generation: counter('generation'),
        pdf_export: counter('pdf_export'),
        chat_message: counter('chat_message'),
      };
    },
  };
}
