import { Popover } from 'radix-ui';
import type { Ref } from 'react';
import { cn } from '../../../../lib/cn.ts';
import { lessonEmojis } from './lesson-emojis.ts';
import { emojiTriggerClass } from './lesson-header-triggers.ts';
import { useTranslation } from '../../../../lib/i18n.ts';

/**
 * The lesson's icon; a click opens a grid of study emojis to choose another. Part of the header's
 * overlays, downloaded after the first screen: `lesson-header.tsx` shows its trigger until then.
 */
export function EmojiPicker({
  emoji,
  onChange,
  open,
  onOpenChange: setOpen,
  triggerRef,
}: {
  emoji: string;
  onChange: (emoji: string) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerRef?: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation();
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        ref={triggerRef}
        aria-label={t('lesson.header.changeEmoji')}
        className={emojiTriggerClass}
      >
        <span aria-hidden>{emoji}</span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={8}
          collisionPadding={12}
          className="z-40 w-[min(20rem,calc(100vw-1.5rem))] rounded-2xl border border-line bg-surface-raised p-3 shadow-xl focus:outline-none"
        >
          <p id="lesson-emoji-title" className="mb-2 px-1 text-sm font-semibold text-ink">
            {t('lesson.header.emojiTitle')}
          </p>
          <div role="group" aria-labelledby="lesson-emoji-title" className="grid grid-cols-8 gap-1">
            {lessonEmojis.map((candidate) => (
              <button
                key={candidate}
                type="button"
                aria-pressed={candidate === emoji}
                onClick={() => {
                  setOpen(false);
                  if (candidate !== emoji) onChange(candidate);
                }}
                className={cn(
                  'flex aspect-square items-center justify-center rounded-lg text-xl transition-colors hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand-600',
                  candidate === emoji && 'bg-brand-50 ring-2 ring-brand-500 dark:bg-brand-700/25',
                )}
              >
                {candidate}
              </button>
            ))}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
