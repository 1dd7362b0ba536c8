import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

const widths = { sm: 'md:max-w-md', md: 'md:max-w-lg', lg: 'md:max-w-2xl' } as const;

/**
 * The window of a dialog over a dimmed page: a sheet rising from the bottom on phones, a centred
 * card from 768 px. Focus is trapped inside and Escape closes it; the corner button closes it too.
 */
export function DialogContent({
  children,
  className,
  size = 'md',
  closeLabel,
  ...content
}: ComponentProps<typeof RadixDialog.Content> & {
  size?: keyof typeof widths;
  /** The corner close button's name; no button when absent. */
  closeLabel?: string;
}) {
  return (
    <RadixDialog.Portal>
      {/* The window sits inside its overlay, so a dialog opened over another covers it whole. */}
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px]">
        <RadixDialog.Content
          className={cn(
            'fixed inset-x-0 bottom-0 flex max-h-[92dvh] flex-col overflow-y-auto rounded-t-2xl border border-line bg-surface-raised p-5 shadow-2xl focus:outline-none',
            'md:inset-x-auto md:top-1/2 md:bottom-auto md:left-1/2 md:max-h-[88dvh] md:w-full md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-2xl md:p-6',
            widths[size],
            className,
          )}
          {...content}
        >
          {children}
          {closeLabel && (
            <RadixDialog.Close
              aria-label={closeLabel}
              className="absolute top-3 right-3 flex h-9 w-9 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <X aria-hidden className="h-5 w-5" />
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Overlay>
    </RadixDialog.Portal>
  );
}

/** The dialog's title (its accessible name) and, under it, what it is about. */
export function DialogHeader({
  title,
  description,
  icon,
  centered = false,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** Centred, without the room kept for the close button on the right. */
  centered?: boolean;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'mb-5 flex flex-col gap-1.5',
        centered ? 'items-center text-center' : 'pr-10',
        className,
      )}
    >
      {icon && (
        <div className="mb-2 flex h-12 w-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 dark:bg-brand-700/25 dark:text-brand-100">
          {icon}
        </div>
      )}
      <RadixDialog.Title className="text-xl font-bold tracking-tight text-ink">
        {title}
      </RadixDialog.Title>
      {description ? (
        <RadixDialog.Description className="text-sm leading-relaxed text-ink-muted">
          {description}
        </RadixDialog.Description>
      ) : null}
    </div>
  );
}

/** The actions at the bottom of a dialog: stacked on phones, in a row from 640 px. */
export function DialogFooter({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn('mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
      {children}
    </div>
  );
}
