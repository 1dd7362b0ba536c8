import { Link, NavLink } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { Logo } from '../logo.tsx';
import { navItems } from './nav-items.ts';
import { useTranslation } from '../../lib/i18n.ts';

/** The side navigation of tablets and desktops: icons only when `retracted`, with labels otherwise. */
export function NavRail({ retracted }: { retracted: boolean }) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('nav.main')}
      data-testid="nav-rail"
      data-retracted={retracted}
      className={cn(
        'flex h-full shrink-0 flex-col gap-2 border-r border-line bg-surface-raised py-4',
        retracted ? 'w-20 items-center px-2' : 'w-64 px-4',
      )}
    >
      <Link to="/" className={cn('mb-6 rounded-lg', retracted ? 'px-0' : 'px-2')}>
        <Logo compact={retracted} />
      </Link>
      <ul className="flex flex-col gap-1">
        {navItems.map(({ to, labelKey, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              title={retracted ? t(labelKey) : undefined}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-3 rounded-lg text-sm font-medium transition-colors',
                  retracted ? 'h-12 w-12 justify-center' : 'h-11 px-3',
                  isActive
                    ? 'bg-brand-50 text-brand-700 dark:bg-brand-700/25 dark:text-brand-100'
                    : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
                )
              }
            >
              <Icon aria-hidden className="h-5 w-5 shrink-0" />
              <span className={cn(retracted && 'sr-only')}>{t(labelKey)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
