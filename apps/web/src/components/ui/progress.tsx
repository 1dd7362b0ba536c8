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
  className,
}: {
  label: string;
  value?: number | null;
  className?: string;
}) {
  const known = typeof value === 'number';
  return (
    <RadixProgress.Root
      aria-label={label}
      value={known ? value : null}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-surface-muted', className)}
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
