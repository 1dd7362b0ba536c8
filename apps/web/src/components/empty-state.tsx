import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A list with nothing to show: an icon, what is missing, what to do, and the way on. */
export function EmptyState({
  icon: Icon,
  title,
  body,
  children,
}: {
  icon: LucideIcon;
  title: string;
  body: string;
  children?: ReactNode;
}) {
  return (
    <section className="flex flex-col items-center rounded-2xl border border-dashed border-line bg-surface-raised px-6 py-12 text-center md:py-16">
      <div className="mb-4 flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 dark:bg-brand-700/25 dark:text-brand-100">
        <Icon aria-hidden className="h-7 w-7" />
      </div>
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <p className="mt-1.5 max-w-md text-sm leading-relaxed text-ink-muted">{body}</p>
      {children}
    </section>
  );
}

/** The kinds an empty state tells of (ways to add a lesson, types of quiz), as small chips. */
export function EmptyStateChips({
  items,
}: {
  items: readonly { key: string; icon: LucideIcon; label: string }[];
}) {
  return (
    <ul className="mt-6 flex flex-wrap justify-center gap-2">
      {items.map(({ key, icon: Icon, label }) => (
        <li
          key={key}
          className="inline-flex items-center gap-1.5 rounded-full border border-line bg-surface px-3 py-1.5 text-xs font-medium text-ink-muted"
        >
          <Icon aria-hidden className="h-3.5 w-3.5" />
          {label}
        </li>
      ))}
    </ul>
  );
}
