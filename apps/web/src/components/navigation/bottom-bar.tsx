import { NavLink } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { navItems } from './nav-items.ts';
import { useTranslation } from '../../lib/i18n.ts';

/** The phone navigation, fixed at the bottom within thumb reach. */
export function BottomBar() {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('nav.main')}
      data-testid="bottom-bar"
      className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-surface-raised pb-[env(safe-area-inset-bottom)]"
    >
      <ul className="grid grid-cols-5">
        {navItems.map(({ to, labelKey, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                cn(
                  'flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium',
                  isActive ? 'text-brand-700 dark:text-brand-100' : 'text-ink-muted',
                )
              }
            >
              <Icon aria-hidden className="h-5 w-5" />
              {t(labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
