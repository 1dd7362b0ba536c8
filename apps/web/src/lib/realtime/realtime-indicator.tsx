import { cn } from '../cn.ts';
import { useRealtimeState } from './realtime-channel.ts';
import { useTranslation } from '../i18n.ts';

/**
 * A discreet dot that shows only when live updates are in trouble (connecting, reconnecting,
 * closed): a working connection is what a student expects and needs no sign, so it is said to
 * screen readers only. It never interrupts: the screen keeps working (and re-reads work in
 * progress on its own) while the channel reconnects.
 */
export function RealtimeIndicator({ className }: { className?: string }) {
  const { t } = useTranslation();
  const state = useRealtimeState();
  const name = state ?? 'CONNECTING';
  const label = t(`realtime.states.${name}`);
  return (
    <span
      data-testid="realtime-state"
      data-state={name}
      title={label}
      className={cn(
        'inline-flex items-center gap-1.5 text-xs text-ink-muted',
        state === 'SUBSCRIBED' && 'sr-only',
        className,
      )}
    >
      <span
        aria-hidden
        className={cn(
          'h-2 w-2 rounded-full',
          state === 'CLOSED' && 'bg-slate-400',
          (state === null || state === 'TIMED_OUT' || state === 'CHANNEL_ERROR') &&
            'animate-pulse bg-amber-400',
        )}
      />
      <span className="sr-only sm:not-sr-only">{label}</span>
    </span>
  );
}
