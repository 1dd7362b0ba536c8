import type { RealtimeState } from '@study/shared';
import { cn } from '../cn.ts';
import { useRealtimeState } from './realtime-channel.ts';
import { useTranslation } from '../i18n.ts';

/** The dot's colour: none when live, grey when closed, amber and pulsing while (re)connecting. */
const dotLooks: Record<RealtimeState | 'CONNECTING', string> = {
  SUBSCRIBED: '',
  CLOSED: 'bg-slate-400',
  CONNECTING: 'animate-pulse bg-amber-400',
  TIMED_OUT: 'animate-pulse bg-amber-400',
  CHANNEL_ERROR: 'animate-pulse bg-amber-400',
};

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
      <span aria-hidden className={cn('h-2 w-2 rounded-full', dotLooks[name])} />
      <span className="sr-only sm:not-sr-only">{label}</span>
    </span>
  );
}
