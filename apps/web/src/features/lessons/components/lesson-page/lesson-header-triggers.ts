/**
 * The looks of the lesson header's menu and icon triggers, shared by the placeholders the first
 * screen shows and by the Radix triggers that replace them (`lesson-header-overlays.tsx`).
 */
export const emojiTriggerClass =
  'flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl border border-line bg-surface-raised text-3xl shadow-xs transition-colors hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 md:h-16 md:w-16 md:text-4xl';

export const menuTriggerClass =
  'flex h-10 w-10 items-center justify-center rounded-lg text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=open]:bg-surface-muted';
