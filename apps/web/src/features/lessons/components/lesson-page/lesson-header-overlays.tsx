import type { LessonDetail } from '@study/shared';
import { Download, EllipsisVertical, FileText, Trash2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { Ref } from 'react';
import { cn } from '../../../../lib/cn.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { menuTriggerClass } from './lesson-header-triggers.ts';

/**
 * The lesson header's menu and icon picker: Radix's menu and popover code
 * with Floating UI, downloaded with the first pointer, key or touch on the page rather than with its
 * first screen (ADR 286).
 */
export { EmojiPicker } from './emoji-picker.tsx';

/** A menu item's shape; its words are ink, or red for deleting. */
const menuItemShape =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2.5 text-sm outline-none select-none data-[highlighted]:bg-surface-muted';
const menuItem = `${menuItemShape} text-ink`;

/** The header's menu: download the originals or the text, delete the lesson. */
export function LessonMenu({
  lesson,
  open,
  onOpenChange,
  onDelete,
  triggerRef,
}: {
  lesson: Pick<LessonDetail, 'id' | 'files' | 'status'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDelete: () => void;
  triggerRef?: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation();
  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger
        ref={triggerRef}
        aria-label={t('lesson.header.more')}
        title={t('lesson.header.more')}
        className={menuTriggerClass}
      >
        <EllipsisVertical aria-hidden className="h-5 w-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          collisionPadding={12}
          className="z-40 min-w-56 rounded-xl border border-line bg-surface-raised p-1 shadow-xl"
        >
          {lesson.files.map((file) => (
            <DropdownMenu.Item key={file.id} asChild className={menuItem}>
              <a href={`/api/lessons/${lesson.id}/files/${file.id}`} download={file.name}>
                <Download aria-hidden className="h-4 w-4 shrink-0 text-ink-muted" />
                <span className="min-w-0 truncate">
                  {t('lesson.header.downloadFile', { name: file.name })}
                </span>
              </a>
            </DropdownMenu.Item>
          ))}
          {lesson.status === 'ready' && (
            <DropdownMenu.Item asChild className={menuItem}>
              <a href={`/api/lessons/${lesson.id}/original.txt`} download>
                <FileText aria-hidden className="h-4 w-4 shrink-0 text-ink-muted" />
                {t('lesson.header.downloadText')}
              </a>
            </DropdownMenu.Item>
          )}
          {(lesson.files.length > 0 || lesson.status === 'ready') && (
            <DropdownMenu.Separator className="my-1 h-px bg-line" />
          )}
          <DropdownMenu.Item
            onSelect={onDelete}
            className={cn(menuItemShape, 'text-red-600 dark:text-red-400')}
          >
            <Trash2 aria-hidden className="h-4 w-4" />
            {t('lesson.header.delete')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
