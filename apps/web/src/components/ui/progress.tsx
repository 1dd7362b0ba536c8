import { Progress as RadixProgress } from 'radix-ui';
import { cn } from '../../lib/cn.ts';
import './progress.css';

/**
 * A progress bar named by `label`. With a `value` (0 to 100) it fills up; without one a segment
 * slides across it, for work whose length is not known.
 */
export function Progress({
  label,
  value,
  thick = false,
  className,
}: {
  label: string;
  value?: number | null;
  /** A taller bar, for a progress that is the screen's subject (a quiz being played). */
  thick?: boolean;
  className?: string;
}) {
  const known = typeof value === 'number';
  return (
    <RadixProgress.Root
      aria-label={label}
      value={known ? value : null}
      className={cn(
        'relative w-full overflow-hidden rounded-full bg-surface-muted',
        thick ? 'h-2.5' : 'h-2',
        className,
      )}
    >
      <RadixProgress.Indicator
        className={cn(
          'h-full rounded-full bg-brand-600 transition-[width] duration-300',
          !known && 'progress-indeterminate w-2/5',
        )}
        style={known ? { width: `${Math.min(100, Math.max(0, value))}%` } : undefined}
      />
    </RadixProgress.Root>
  );
}
