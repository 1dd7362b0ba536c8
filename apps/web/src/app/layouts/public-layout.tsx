import { BookOpenCheck, Layers, Sparkles } from 'lucide-react';
import { Outlet } from 'react-router';
import { LanguageSelect } from '../../components/language-select.tsx';
import { Logo } from '../../components/logo.tsx';
import { cn } from '../../lib/cn.ts';
import { useRouteMeta } from '../route-meta.ts';
import { useDocumentTitle } from '../use-document-title.ts';
import { useTranslation } from '../../lib/i18n.ts';

const points = [
  { key: 'sheet', icon: BookOpenCheck },
  { key: 'cards', icon: Layers },
  { key: 'quiz', icon: Sparkles },
] as const;

/** The frame of the screens outside the app: a brand panel on wide screens, the form card beside. */
export function PublicLayout() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  useDocumentTitle();
  const wide = meta?.name === 'onboarding';
  return (
    <div className="min-h-full lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <aside className="relative hidden overflow-hidden bg-linear-to-br from-brand-600 via-brand-700 to-indigo-900 p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <div
          aria-hidden
          className="absolute -top-24 -right-24 h-80 w-80 rounded-full bg-white/10 blur-2xl"
        />
        <div
          aria-hidden
          className="absolute -bottom-32 -left-16 h-96 w-96 rounded-full bg-indigo-400/20 blur-3xl"
        />
        <Logo inverse className="relative" />
        <div className="relative flex max-w-md flex-col gap-8">
          <p className="text-3xl leading-tight font-semibold text-balance">
            {t('auth.brandTitle')}
          </p>
          <ul className="flex flex-col gap-4">
            {points.map(({ key, icon: Icon }) => (
              <li key={key} className="flex items-center gap-3 text-brand-50">
                <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-xl bg-white/15">
                  <Icon aria-hidden className="h-5 w-5" />
                </span>
                {t(`auth.brandPoints.${key}`)}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-brand-100">{t('app.tagline')}</p>
      </aside>
      <div className="flex min-h-full flex-col">
        <header className="flex items-center justify-between px-4 py-4 md:px-8">
          <Logo className="lg:invisible" />
          <LanguageSelect hideLabel />
        </header>
        <main
          id="main"
          className="flex flex-1 items-start justify-center px-4 pt-4 pb-16 md:pt-12 lg:items-center lg:pt-0"
        >
          <div
            className={cn(
              'w-full rounded-2xl border border-line bg-surface-raised p-6 shadow-sm md:p-8',
              wide ? 'max-w-xl' : 'max-w-md',
            )}
          >
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}
