import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export const Tabs = RadixTabs.Root;

/** The row of tabs, drawn as a segmented control; arrow keys move between them. */
export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={cn('inline-flex gap-1 rounded-xl bg-surface-muted p-1 text-sm', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cn(
        'inline-flex h-9 min-w-0 flex-1 items-center justify-center gap-2 rounded-lg px-3 font-medium whitespace-nowrap text-ink-muted transition-colors hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
        'data-[state=active]:bg-surface-raised data-[state=active]:text-ink data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return (
    <RadixTabs.Content
      className={cn('focus-visible:outline-2 focus-visible:outline-brand-600', className)}
      {...props}
    />
  );
}

/** The ids that tie a trigger to a `KeptTabContent`: `base` from `useId()`, one pair per tab. */
export function keptTabIds(base: string, value: string) {
  return { tab: `${base}-tab-${value}`, panel: `${base}-panel-${value}` };
}

/**
 * A tab's panel that stays mounted while another tab shows (what it holds keeps its state), and
 * is only hidden. Radix's `TabsContent` reads its content's animation when it mounts, which makes
 * the browser work out the style of the whole new page in the middle of React's commit (a long
 * task on a phone when that content is a lesson's sheet); this one has no animation to read. Its
 * trigger takes `ids.tab` as `id` and `ids.panel` as `aria-controls`.
 */
export function KeptTabContent({
  ids,
  active,
  className,
  ...props
}: ComponentProps<'div'> & { ids: { tab: string; panel: string }; active: boolean }) {
  return (
    <div
      role="tabpanel"
      id={ids.panel}
      aria-labelledby={ids.tab}
      tabIndex={0}
      hidden={!active}
      data-state={active ? 'active' : 'inactive'}
      className={cn('focus-visible:outline-2 focus-visible:outline-brand-600', className)}
      {...props}
    />
  );
}
