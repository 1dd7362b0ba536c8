import { ArrowLeft, PencilLine } from 'lucide-react';
import { buttonVariants } from '../components/ui/button.tsx';
import { useTranslation } from '../lib/i18n.ts';

/** What the server puts in the template: escaped title and icon, the sheet's HTML. */
export const firstScreenSlots = { title: '@@title@@', emoji: '@@emoji@@', sheet: '@@sheet@@' };

const bar = 'rounded-lg bg-line/70';

/**
 * The lesson page's first screen as the server sends it to a signed-in reader (ADR 313): the
 * frame's back bar and gutters, then the lesson's icon, title and sheet where the lesson screen
 * draws them, grey where it needs data the page does not carry (details, actions, card count).
 * Rendered once at build time with `firstScreenSlots` in place of the lesson's own, which the
 * server fills in; it replaces the skeleton's screen column (`data-first-screen`).
 */
export function LessonFirstScreen() {
  const { t } = useTranslation();
  return (
    <div className="flex min-w-0 flex-1 flex-col" data-first-screen-filled="">
      <div className="flex items-center border-b border-line bg-surface-raised px-2 py-2">
        <a href="/lessons" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          <ArrowLeft aria-hidden className="h-4 w-4" />
          {t('nav.back')}
        </a>
      </div>
      <div className="flex-1 overflow-y-auto px-3 py-4 pb-24 md:px-4 md:py-5 md:pb-5">
        <div className="mx-auto w-full max-w-5xl">
          <div className="mx-auto w-full max-w-4xl px-1 pb-8 md:px-3" data-first-screen-part="">
            <div className="flex flex-col gap-5">
              <header className="grid grid-cols-[auto_1fr_auto] items-start gap-x-3 gap-y-3 md:gap-x-4">
                <span
                  aria-hidden
                  className="flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl border border-line bg-surface-raised text-3xl shadow-xs md:h-16 md:w-16 md:text-4xl"
                >
                  {firstScreenSlots.emoji}
                </span>
                <div className="col-span-3 row-start-2 flex min-w-0 flex-col gap-2 sm:col-span-1 sm:col-start-2 sm:row-start-1">
                  <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words text-ink md:text-3xl">
                    {firstScreenSlots.title}
                  </h1>
                  <div className={`h-[3.75rem] w-64 max-w-full sm:h-8 ${bar}`} />
                </div>
                <div className={`col-start-3 row-start-1 h-10 w-20 ${bar}`} />
              </header>
              <div className="flex flex-col gap-4">
                <div className="flex h-11 w-full gap-1 rounded-xl bg-surface-muted p-1 text-sm sm:w-52 sm:self-start">
                  <span className="flex flex-1 items-center justify-center rounded-lg bg-surface-raised font-medium text-ink shadow-xs">
                    {t('lesson.tabs.sheet')}
                  </span>
                  <span className="flex flex-1 items-center justify-center font-medium text-ink-muted">
                    {t('lesson.tabs.flashcards')}
                  </span>
                </div>
                <div className="flex flex-col gap-3">
                  <div className="min-h-8" />
                  <div className="rounded-2xl border border-line bg-surface-raised shadow-xs">
                    <p className="flex h-11 items-center gap-2 truncate rounded-t-2xl border-b border-line px-4 text-sm text-ink-muted md:px-10">
                      <PencilLine aria-hidden className="h-4 w-4 shrink-0" />
                      <span className="truncate pointer-fine:hidden">
                        {t('lesson.sheet.editHint.touch')}
                      </span>
                      <span className="hidden truncate pointer-fine:inline">
                        {t('lesson.sheet.editHint.pointer')}
                      </span>
                    </p>
                    <div
                      className="sheet-content px-4 py-5 md:px-10 md:py-8"
                      dangerouslySetInnerHTML={{ __html: firstScreenSlots.sheet }}
                    />
                  </div>
                </div>
              </div>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
