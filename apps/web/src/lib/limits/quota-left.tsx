import { useQuery } from '@tanstack/react-query';
import { Gauge } from 'lucide-react';
import { cn } from '../cn.ts';
import { usageQueryOptions } from './get-usage.ts';
import { useTranslation } from '../i18n.ts';

/** The counters a student spends from a screen: generations this month, coach messages today. */
export type SpentQuota = 'generation' | 'chat_message';

/**
 * "N of 15 generations left this month" (or the coach's messages left today), where they are
 * spent; nothing until the counters are known. The realtime channel keeps it current.
 */
export function QuotaLeft({ metric, className }: { metric: SpentQuota; className?: string }) {
  const { t } = useTranslation();
  const usage = useQuery(usageQueryOptions);
  if (!usage.data) return null;
  const { used, limit } = usage.data[metric];
  const left = Math.max(0, limit - used);
  return (
    // A span, so that it may sit inside a dialog's description paragraph.
    <span
      data-testid={`quota-${metric}`}
      className={cn(
        'flex items-center gap-1.5 text-xs',
        left === 0 ? 'font-medium text-red-700 dark:text-red-300' : 'text-ink-muted',
        className,
      )}
    >
      <Gauge aria-hidden className="h-3.5 w-3.5 shrink-0" />
      {t(metric === 'generation' ? 'limits.quota.generation' : 'limits.quota.chat', {
        count: left,
        limit,
      })}
    </span>
  );
}
