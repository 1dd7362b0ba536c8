import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

/** A titled block of a settings page. */
export function SettingsCard({
  title,
  description,
  children,
  tone = 'default',
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  tone?: 'default' | 'danger';
}) {
  return (
    <section
      className={cn(
        'rounded-2xl border bg-surface-raised p-4 md:p-6',
        tone === 'danger' ? 'border-red-200 dark:border-red-900/60' : 'border-line',
      )}
    >
      <div className="mb-5 flex flex-col gap-1">
        <h2 className="text-lg font-semibold text-ink">{title}</h2>
        {description && <p className="text-sm text-ink-muted">{description}</p>}
      </div>
      {children}
    </section>
  );
}
