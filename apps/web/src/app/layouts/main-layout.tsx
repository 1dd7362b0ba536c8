import { ArrowLeft } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { BottomBar } from '../../components/navigation/bottom-bar.tsx';
import { NavRail } from '../../components/navigation/nav-rail.tsx';
import { AddLessonButton } from '../../features/lessons/components/add-lesson-button.tsx';
import { AddLessonModal } from '../../features/lessons/components/add-lesson/add-lesson-modal.tsx';
import { useBreakpoints } from '../../hooks/use-breakpoints.ts';
import { cn } from '../../lib/cn.ts';
import { useRememberLastScreen } from '../../lib/last-screen.ts';
import { UpgradePrompt } from '../../lib/limits/index.ts';
import { RealtimeConnection } from '../../lib/realtime/realtime-connection.tsx';
import { useRouteMeta } from '../route-meta.ts';
import { useDocumentTitle } from '../use-document-title.ts';
import { useTranslation } from '../../lib/i18n.ts';

const gutters = {
  default: 'px-4 py-6 md:px-8 md:py-8',
  small: 'px-3 py-4 md:px-4 md:py-5',
  none: 'p-0',
} as const;

/**
 * The signed-in frame: navigation rail (bottom bar on phones) around the current screen, with the
 * user's realtime channel, the add-lesson modal (`?add=1`) and the upgrade prompt.
 */
export function MainLayout() {
  const { t } = useTranslation();
  const { isMobile, isRailRetracted, isFullHd } = useBreakpoints();
  const meta = useRouteMeta();
  useDocumentTitle();
  useRememberLastScreen();
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // The screens scroll inside <main>, which stays mounted: a new screen would open at the offset
  // where the last one was left (a quiz's result below its last verdict). Tabs (?tab=) keep it.
  // The first screen opens at the top: scrolling there would only make the browser lay out the
  // page in the middle of React's commit.
  const shownPath = useRef(pathname);
  useLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    main.current?.scrollTo?.({ top: 0 });
  }, [pathname]);

  return (
    <div className="flex h-full" data-full-hd={isFullHd}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-surface-raised focus:px-4 focus:py-2"
      >
        {t('nav.skipToContent')}
      </a>
      {!isMobile && (
        <div className="relative flex h-full shrink-0">
          <NavRail retracted={isRailRetracted} />
          <div
            className={cn(
              'absolute inset-x-0 bottom-6 flex',
              isRailRetracted ? 'justify-center' : 'px-4',
            )}
          >
            <AddLessonButton
              variant={isRailRetracted ? 'icon' : 'button'}
              className={isRailRetracted ? undefined : 'w-full'}
            />
          </div>
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        {meta?.pushable && meta.parent && (
          <div className="flex items-center border-b border-line bg-surface-raised px-2 py-2">
            <Button asChild variant="ghost" size="sm">
              <Link to={meta.parent}>
                <ArrowLeft aria-hidden className="h-4 w-4" />
                {t('nav.back')}
              </Link>
            </Button>
          </div>
        )}
        <main
          ref={main}
          id="main"
          // In the tab order, so that keyboard users can scroll a long screen with no control in it.
          tabIndex={0}
          className={cn(
            'flex-1 focus:outline-none',
            meta?.customScroll ? 'overflow-hidden' : 'overflow-y-auto',
            gutters[meta?.gutter ?? 'default'],
            isMobile && 'pb-24',
          )}
        >
          <div
            className={cn(
              'mx-auto w-full',
              // A screen with its own scrolling fills the height it scrolls in.
              meta?.customScroll && 'h-full',
              isFullHd ? 'max-w-7xl' : 'max-w-5xl',
            )}
          >
            <Outlet />
          </div>
        </main>
      </div>
      {isMobile && <BottomBar />}
      <RealtimeConnection />
      <AddLessonModal />
      <UpgradePrompt />
    </div>
  );
}
