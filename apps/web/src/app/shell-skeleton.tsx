import { navItems } from '../components/navigation/nav-items.ts';
import { firstScreenMarkup } from '../lib/first-screen.ts';
import { useTranslation } from '../lib/i18n.ts';

const bar = 'rounded-lg bg-line/70 motion-safe:animate-pulse';

/**
 * The signed-in frame before its data: the navigation as it will look (logo, icons and labels, in
 * the same places as the real rail and bottom bar, not yet links) and grey blocks where the screen
 * will be. The server sends it as HTML for every signed-in page, so the frame paints with words
 * before any JavaScript runs; the app shows the same while it checks the session, so nothing
 * flashes in between. Breakpoints are CSS here: it is drawn before any script runs. A signed-in
 * lesson's page comes with its first screen drawn in place of the grey blocks (ADR 313), which the
 * skeleton keeps showing until the lesson screen draws.
 */
export function ShellSkeleton() {
  const { t } = useTranslation();
  // The lesson the server drew before the app ran (ADR 313), while the page is still its own.
  const filled = firstScreenMarkup('column');
  return (
    <div className="flex h-full" aria-busy="true">
      <div
        aria-hidden="true"
        className="hidden h-full w-20 shrink-0 flex-col items-center gap-2 border-r border-line bg-surface-raised px-2 py-4 md:flex xl:w-64 xl:items-stretch xl:px-4"
      >
        <span className="mb-6 inline-flex items-center gap-2 font-semibold text-ink xl:px-2">
          <img src="/favicon.svg" alt="" width={32} height={32} className="h-8 w-8" />
          <span className="hidden xl:inline">{t('app.name')}</span>
        </span>
        <ul className="flex flex-col gap-1">
          {navItems.map(({ to, labelKey, icon: Icon }) => (
            <li
              key={to}
              className="flex h-12 w-12 items-center justify-center gap-3 rounded-lg text-sm font-medium text-ink-muted xl:h-11 xl:w-auto xl:justify-start xl:px-3"
            >
              <Icon aria-hidden className="h-5 w-5 shrink-0" />
              <span className="hidden xl:inline">{t(labelKey)}</span>
            </li>
          ))}
        </ul>
      </div>
      {filled === undefined ? (
        <div className="flex min-w-0 flex-1 flex-col" data-first-screen="">
          <div className="flex-1 px-4 py-6 pb-24 md:px-8 md:py-8 md:pb-8">
            <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
              <div className={`h-8 w-56 ${bar}`} />
              <div className="grid gap-4 md:grid-cols-3">
                {[0, 1, 2].map((index) => (
                  <div key={index} className={`h-28 ${bar}`} />
                ))}
              </div>
              <div className={`h-48 ${bar}`} />
            </div>
          </div>
          {/* Where the screen column ends, for the server to put a drawn first screen instead. */}
          <template data-first-screen-end="" />
        </div>
      ) : (
        <div
          className="flex min-w-0 flex-1 flex-col"
          data-first-screen-filled=""
          dangerouslySetInnerHTML={{ __html: filled }}
        />
      )}
      <ul
        aria-hidden="true"
        className="fixed inset-x-0 bottom-0 z-20 grid grid-cols-5 border-t border-line bg-surface-raised pb-[env(safe-area-inset-bottom)] md:hidden"
      >
        {navItems.map(({ to, labelKey, icon: Icon }) => (
          <li
            key={to}
            className="flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium text-ink-muted"
          >
            <Icon aria-hidden className="h-5 w-5" />
            {t(labelKey)}
          </li>
        ))}
      </ul>
    </div>
  );
}
