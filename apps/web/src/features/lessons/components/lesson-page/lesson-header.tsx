import { isLessonLanguage, type LessonDetail, type UpdateLesson } from '@study/shared';
import {
  CalendarDays,
  Download,
  EllipsisVertical,
  FileText,
  Languages,
  Star,
  Trash2,
} from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useMemo, useState } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { errorText } from '../../../../lib/error-text.ts';
import { sortedLessonLanguages } from '../../lesson-format.ts';
import { cn } from '../../../../lib/cn.ts';
import { EmojiPicker } from './emoji-picker.tsx';
import { LessonTitle } from './lesson-title.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

/** A menu item's shape; its words are ink, or red for deleting. */
const menuItemShape =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2.5 text-sm outline-none select-none data-[highlighted]:bg-surface-muted';
const menuItem = `${menuItemShape} text-ink`;

/**
 * The top of the lesson page: icon, title, language, page count, date, favourite marker, and a menu
 * to download the originals or delete the lesson.
 */
export function LessonHeader({
  lesson,
  onUpdate,
  onDelete,
}: {
  lesson: LessonDetail;
  onUpdate: (input: UpdateLesson) => Promise<unknown>;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [confirmDelete, setConfirmDelete] = useState(false);
  // What was just chosen shows at once, while it is being saved.
  const [pending, setPending] = useState<Pick<UpdateLesson, 'emoji' | 'language' | 'favourite'>>(
    {},
  );
  const [failure, setFailure] = useState<unknown>(null);
  const languages = useMemo(() => sortedLessonLanguages(i18n.language), [i18n.language]);
  const added = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
    new Date(lesson.createdAt),
  );
  const shown = { ...lesson, ...pending };

  /** Saves a change made in one click; a refusal is shown under the header. */
  const change = (input: Pick<UpdateLesson, 'emoji' | 'language' | 'favourite'>) => {
    setFailure(null);
    setPending((current) => ({ ...current, ...input }));
    onUpdate(input)
      .catch(setFailure)
      .finally(() =>
        setPending((current) => {
          const rest = { ...current };
          for (const key of Object.keys(input)) delete rest[key as keyof typeof input];
          return rest;
        }),
      );
  };

  return (
    <div className="flex flex-col gap-3">
      {/* Phones: icon and actions on a first row, the title full width under them. */}
      <header className="grid grid-cols-[auto_1fr_auto] items-start gap-x-3 gap-y-3 md:gap-x-4">
        <EmojiPicker emoji={shown.emoji} onChange={(emoji) => change({ emoji })} />
        <div className="col-span-3 row-start-2 flex min-w-0 flex-col gap-2 sm:col-span-1 sm:col-start-2 sm:row-start-1">
          <LessonTitle title={lesson.title} onRename={(title) => onUpdate({ title })} />
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1.5 text-sm text-ink-muted">
            <span className="relative flex items-center gap-1.5">
              <Languages aria-hidden className="h-4 w-4" />
              <label htmlFor="lesson-language" className="sr-only">
                {t('lesson.header.language')}
              </label>
              <select
                id="lesson-language"
                value={shown.language}
                onChange={(event) => {
                  if (isLessonLanguage(event.target.value)) {
                    change({ language: event.target.value });
                  }
                }}
                className="-ml-1 h-8 cursor-pointer rounded-md bg-transparent px-1 text-sm font-medium text-ink hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {languages.map(({ language, name }) => (
                  <option key={language} value={language}>
                    {name}
                  </option>
                ))}
              </select>
            </span>
            {lesson.pageCount > 0 && (
              <span className="flex items-center gap-1.5">
                <FileText aria-hidden className="h-4 w-4" />
                {t('lesson.header.pages', { count: lesson.pageCount })}
              </span>
            )}
            <span className="flex items-center gap-1.5">
              <CalendarDays aria-hidden className="h-4 w-4" />
              {t('lesson.header.added', { date: added })}
            </span>
          </div>
        </div>
        <div className="col-start-3 row-start-1 flex items-center gap-1">
          <button
            type="button"
            aria-pressed={shown.favourite}
            aria-label={t('lesson.header.favourite')}
            title={t('lesson.header.favourite')}
            onClick={() => change({ favourite: !shown.favourite })}
            className="flex h-10 w-10 items-center justify-center rounded-lg text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <Star
              aria-hidden
              className={cn('h-5 w-5', shown.favourite && 'fill-amber-400 text-amber-500')}
            />
          </button>
          <DropdownMenu.Root>
            <DropdownMenu.Trigger
              aria-label={t('lesson.header.more')}
              title={t('lesson.header.more')}
              className="flex h-10 w-10 items-center justify-center rounded-lg text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=open]:bg-surface-muted"
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
                  onSelect={() => setConfirmDelete(true)}
                  className={cn(menuItemShape, 'text-red-600 dark:text-red-400')}
                >
                  <Trash2 aria-hidden className="h-4 w-4" />
                  {t('lesson.header.delete')}
                </DropdownMenu.Item>
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        </div>
        <ConfirmDialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          title={t('lesson.header.deleteTitle')}
          description={t('lesson.header.deleteBody', { title: lesson.title })}
          confirmLabel={t('lesson.header.deleteConfirm')}
          cancelLabel={t('lesson.cancel')}
          onConfirm={onDelete}
        />
      </header>
      {failure !== null && <Alert tone="error">{errorText(failure)}</Alert>}
    </div>
  );
}
