import { ChevronRight, Download, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { LanguageSelect } from '../../../components/language-select.tsx';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { ThemeSwitch } from '../../../components/theme-switch.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useProfile } from '../../../lib/auth/use-profile.ts';
import { useSignOut } from '../../../lib/auth/use-sign-out.ts';
import { cn } from '../../../lib/cn.ts';
import { useHealth } from '../../../lib/health.ts';
import { useTranslation } from '../../../lib/i18n.ts';

const accountLinks = [
  { to: '/settings/infos', name: 'settings-infos' },
  { to: '/settings/change-password', name: 'settings-change-password' },
  { to: '/settings/two-factor', name: 'settings-two-factor' },
  { to: '/settings/subscription', name: 'settings-subscription' },
  { to: '/settings/affiliation', name: 'settings-affiliation' },
  { to: '/settings/feedback', name: 'settings-feedback' },
  { to: '/settings/report-bug', name: 'settings-report-bug' },
  { to: '/settings/support', name: 'settings-support' },
  { to: '/settings/terms', name: 'settings-terms' },
  { to: '/settings/delete-account', name: 'settings-delete-account' },
] as const;

function AccountLink({ to, name }: (typeof accountLinks)[number]) {
  const { t } = useTranslation();
  return (
    <li>
      <Link
        to={to}
        className={cn(
          'flex items-center justify-between rounded-lg px-2 py-3 hover:bg-surface-muted',
          name === 'settings-delete-account' ? 'text-red-600 dark:text-red-400' : 'text-ink',
        )}
      >
        {t(`routes.${name}`)}
        <ChevronRight aria-hidden className="h-4 w-4 text-ink-muted" />
      </Link>
    </li>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-line bg-surface-raised p-4 md:p-6">
      <h2 className="mb-4 text-lg font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

/** The settings list: account pages, preferences and what version is running. */
export function SettingsScreen() {
  const { t } = useTranslation();
  const health = useHealth();
  const profile = useProfile();
  const signOut = useSignOut();
  return (
    <div className="flex flex-col gap-6">
      <ScreenTitle>{t('routes.settings')}</ScreenTitle>
      <section className="flex flex-col gap-4 rounded-2xl border border-line bg-surface-raised p-4 sm:flex-row sm:items-center sm:justify-between md:p-6">
        <div className="flex min-w-0 items-center gap-3">
          <span
            aria-hidden
            className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-600 text-lg font-semibold text-white uppercase"
          >
            {(profile.username ?? profile.email).slice(0, 1)}
          </span>
          <div className="min-w-0">
            <p className="truncate font-semibold text-ink">{profile.username}</p>
            <p className="truncate text-sm text-ink-muted">
              <span className="sr-only">{t('account.signedInAs')} </span>
              {profile.email}
            </p>
          </div>
        </div>
        <Button variant="secondary" onClick={() => void signOut()}>
          <LogOut aria-hidden className="h-4 w-4" />
          {t('account.signOut')}
        </Button>
      </section>
      <Section title={t('settings.account')}>
        <ul className="-mx-2 flex flex-col">
          {accountLinks.slice(0, -1).map((link) => (
            <AccountLink key={link.to} {...link} />
          ))}
          <li>
            <a
              href="/api/account/export"
              download
              className="flex items-center justify-between gap-3 rounded-lg px-2 py-3 text-ink hover:bg-surface-muted"
            >
              <span className="flex flex-col">
                <span>{t('settings.downloadData')}</span>
                <span className="text-xs text-ink-muted">{t('settings.downloadDataHint')}</span>
              </span>
              <Download aria-hidden className="h-4 w-4 shrink-0 text-ink-muted" />
            </a>
          </li>
          <AccountLink {...accountLinks[accountLinks.length - 1]!} />
        </ul>
      </Section>
      <Section title={t('preferences.title')}>
        <div className="flex flex-col gap-6">
          <LanguageSelect />
          <ThemeSwitch />
        </div>
      </Section>
      <Section title={t('settings.about')}>
        {health.data ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-ink-muted">{t('settings.serverStatus')}</dt>
            <dd className="text-ink">
              {health.data.status === 'ok' ? t('settings.serverOk') : t('settings.serverDegraded')}
            </dd>
            <dt className="sr-only">{t('settings.about')}</dt>
            <dd className="col-span-2 text-ink-muted">
              {t('settings.version', { version: health.data.version })}
            </dd>
          </dl>
        ) : health.isError ? (
          <p className="text-sm text-ink-muted">{t('errors.SERVICE_UNAVAILABLE')}</p>
        ) : (
          <p className="text-sm text-ink-muted">{t('common.loading')}</p>
        )}
      </Section>
    </div>
  );
}
