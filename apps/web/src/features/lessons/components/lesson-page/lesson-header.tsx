import { isLessonLanguage, type LessonDetail, type UpdateLesson } from '@study/shared';
import { CalendarDays, EllipsisVertical, FileText, Languages, Star } from 'lucide-react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import {
  LazyConfirmDialog,
  preloadConfirmDialog,
} from '../../../../components/ui/lazy-confirm-dialog.tsx';
import { errorText } from '../../../../lib/error-text.ts';
import { sortedLessonLanguages } from '../../lesson-format.ts';
import { cn } from '../../../../lib/cn.ts';
import { emojiTriggerClass, menuTriggerClass } from './lesson-header-triggers.ts';
import type * as HeaderOverlays from './lesson-header-overlays.tsx';
import { LessonTitle } from './lesson-title.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

type Overlays = typeof HeaderOverlays;
let loadedOverlays: Overlays | undefined;
const loadOverlays = async () => {
  preloadConfirmDialog();
  loadedOverlays ??= await import('./lesson-header-overlays.tsx');
  return loadedOverlays;
};

/**
 * The header's menu and icon picker (Radix, Floating UI), downloaded with the first pointer, key or
 * touch on the page. Until then their triggers are plain buttons that look and answer the same: a
 * press on one opens it as soon as its code is here, and focus on one moves to the real trigger.
 */
function useOverlays() {
  const [overlays, setOverlays] = useState(() => loadedOverlays);
  const menuPlaceholder = useRef<HTMLButtonElement>(null);
  const emojiPlaceholder = useRef<HTMLButtonElement>(null);
  const menuTrigger = useRef<HTMLButtonElement>(null);
  const emojiTrigger = useRef<HTMLButtonElement>(null);
  const carryFocus = useRef<'menu' | 'emoji' | null>(null);

  useEffect(() => {
    if (overlays) return;
    let cancelled = false;
    const events = ['pointerdown', 'keydown', 'touchstart'] as const;
    const listen = () => {
      for (const name of events) {
        document.addEventListener(name, load, { capture: true, passive: true });
      }
    };
    const load = () => {
      for (const name of events) document.removeEventListener(name, load, true);
      loadOverlays().then(
        (module) => {
          if (cancelled) return;
          const active = document.activeElement;
          if (active && active === menuPlaceholder.current) carryFocus.current = 'menu';
          if (active && active === emojiPlaceholder.current) carryFocus.current = 'emoji';
          setOverlays(module);
        },
        // Not downloaded (offline): the next pointer, key or touch asks again.
        () => {
          if (!cancelled) listen();
        },
      );
    };
    listen();
    return () => {
      cancelled = true;
      for (const name of events) document.removeEventListener(name, load, true);
    };
  }, [overlays]);

  useLayoutEffect(() => {
    if (!overlays || !carryFocus.current) return;
    (carryFocus.current === 'menu' ? menuTrigger : emojiTrigger).current?.focus();
    carryFocus.current = null;
  }, [overlays]);

  return { overlays, menuPlaceholder, emojiPlaceholder, menuTrigger, emojiTrigger };
}

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
  const [menuOpen, setMenuOpen] = useState(false);
  const [emojiOpen, setEmojiOpen] = useState(false);
  const { overlays, menuPlaceholder, emojiPlaceholder, menuTrigger, emojiTrigger } = useOverlays();
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
        {overlays ? (
          <overlays.EmojiPicker
            emoji={shown.emoji}
            onChange={(emoji) => change({ emoji })}
            open={emojiOpen}
            onOpenChange={setEmojiOpen}
            triggerRef={emojiTrigger}
          />
        ) : (
          <button
            ref={emojiPlaceholder}
            type="button"
            aria-haspopup="dialog"
            aria-expanded={false}
            data-state="closed"
            aria-label={t('lesson.header.changeEmoji')}
            onClick={() => setEmojiOpen(true)}
            className={emojiTriggerClass}
          >
            <span aria-hidden>{shown.emoji}</span>
          </button>
        )}
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
          {overlays ? (
            <overlays.LessonMenu
              lesson={lesson}
              open={menuOpen}
              onOpenChange={setMenuOpen}
              onDelete={() => setConfirmDelete(true)}
              triggerRef={menuTrigger}
            />
          ) : (
            <button
              ref={menuPlaceholder}
              type="button"
              aria-haspopup="menu"
              aria-expanded={false}
              data-state="closed"
              aria-label={t('lesson.header.more')}
              title={t('lesson.header.more')}
              // As Radix's trigger: a press of the main button or Enter, Space or the down arrow.
              onPointerDown={(event) => {
                if (event.button === 0 && !event.ctrlKey) {
                  event.preventDefault();
                  setMenuOpen(true);
                }
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
                  event.preventDefault();
                  setMenuOpen(true);
                }
              }}
              className={menuTriggerClass}
            >
              <EllipsisVertical aria-hidden className="h-5 w-5" />
            </button>
          )}
        </div>
        <LazyConfirmDialog
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
