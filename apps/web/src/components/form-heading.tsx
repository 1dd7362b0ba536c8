import type { ReactNode } from 'react';

/** The title and the one-line promise at the top of a sign-in or onboarding card. */
export function FormHeading({
  title,
  children,
  icon,
}: {
  title: string;
  children?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-col gap-2">
      {icon && (
        <div className="mb-2 flex h-12 w-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 dark:bg-brand-700/25 dark:text-brand-100">
          {icon}
        </div>
      )}
      <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
      {children && <div className="text-sm leading-relaxed text-ink-muted">{children}</div>}
    </div>
  );
}
