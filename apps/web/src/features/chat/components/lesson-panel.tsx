import { useEffect, useMemo, useRef } from 'react';
import { cn } from '../../../lib/cn.ts';
import { lessonBlocks, type LessonBlock } from '../lesson-blocks.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** A passage to mark and bring into view; `request` changes on every click, even on the same one. */
export interface FocusedPassage {
  start: number;
  end: number;
  request: number;
}

const blockClasses: Record<LessonBlock['kind'], string> = {
  title: 'mt-2 text-lg font-bold text-ink first:mt-0',
  heading: 'mt-5 text-base font-semibold text-ink first:mt-0',
  subheading: 'mt-4 text-sm font-semibold text-ink first:mt-0',
  item: 'relative pl-5 before:absolute before:left-1.5 before:text-ink-muted before:content-["•"]',
  paragraph: '',
};

/**
 * The lesson's text beside the chat (in a sheet on smaller screens). The passage a source points
 * at is marked and scrolled into the middle of the panel, and takes the focus for screen readers.
 */
export function LessonPanel({
  text,
  focused,
  className,
}: {
  text: string;
  focused: FocusedPassage | null;
  className?: string;
}) {
  const { t } = useTranslation();
  const blocks = useMemo(() => lessonBlocks(text), [text]);
  const markRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const mark = markRef.current;
    if (!focused || !mark) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    mark.scrollIntoView({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
    mark.focus({ preventScroll: true });
  }, [focused]);

  let marked = false;
  return (
    <div className={cn('flex flex-col gap-2 text-sm leading-relaxed text-ink', className)}>
      {blocks.map((block) => {
        const overlaps = focused && focused.start < block.end && block.start < focused.end;
        if (!overlaps) {
          return (
            <p key={block.start} className={blockClasses[block.kind]}>
              {text.slice(block.start, block.end)}
            </p>
          );
        }
        const from = Math.max(focused.start, block.start);
        const to = Math.min(focused.end, block.end);
        const first = !marked;
        marked = true;
        return (
          <p key={block.start} className={blockClasses[block.kind]}>
            {text.slice(block.start, from)}
            {first && <span className="sr-only">{t('chat.lesson.highlighted')}</span>}
            <mark
              ref={first ? markRef : undefined}
              tabIndex={first ? -1 : undefined}
              data-testid={first ? 'focused-passage' : undefined}
              className="rounded-sm bg-amber-200 px-0.5 text-ink ring-2 ring-amber-300 outline-none dark:bg-amber-500/35 dark:ring-amber-500/40"
            >
              {text.slice(from, to)}
            </mark>
            {text.slice(to, block.end)}
          </p>
        );
      })}
    </div>
  );
}
