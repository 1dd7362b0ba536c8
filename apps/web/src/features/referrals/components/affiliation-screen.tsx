import { referralLink, referralStatsSchema } from '@study/shared';
import { useQuery } from '@tanstack/react-query';
import { Check, Copy, Share2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { inputClassName } from '../../../components/ui/text-field.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { realtimeQueryKeys } from '../../../lib/realtime/realtime-query-keys.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** `/settings/affiliation`: the referral link to copy or share, and what it brought. */
export function AffiliationScreen() {
  const { t, i18n } = useTranslation();
  const stats = useQuery({
    queryKey: realtimeQueryKeys.referrals,
    queryFn: async () => referralStatsSchema.parse(await apiFetch<unknown>('/api/referrals')),
  });
  const [copy, setCopy] = useState<'idle' | 'done' | 'failed'>('idle');
  const number = new Intl.NumberFormat(i18n.language);
  const link = stats.data ? referralLink(window.location.origin, stats.data.code) : '';
  const canShare = typeof navigator.share === 'function';

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <div className="flex flex-col gap-1.5">
        <ScreenTitle>{t('referrals.title')}</ScreenTitle>
        <p className="text-sm text-ink-muted">{t('referrals.intro')}</p>
      </div>

      {stats.isError && (
        <Alert tone="error">
          <div className="flex flex-wrap items-center gap-3">
            <span className="flex-1">{t('referrals.failed')}</span>
            <Button variant="secondary" size="sm" onClick={() => void stats.refetch()}>
              {t('referrals.retry')}
            </Button>
          </div>
        </Alert>
      )}

      {stats.data && (
        <>
          <section className="flex flex-col gap-3 rounded-2xl border border-line bg-surface-raised p-5">
            <label htmlFor="referral-link" className="text-sm font-medium text-ink">
              {t('referrals.linkLabel')}
            </label>
            <input
              id="referral-link"
              readOnly
              value={link}
              onFocus={(event) => event.currentTarget.select()}
              className={inputClassName}
            />
            <div className="flex flex-wrap items-center gap-2">
              <Button
                onClick={async () => {
                  try {
                    await navigator.clipboard.writeText(link);
                    setCopy('done');
                  } catch {
                    setCopy('failed');
                  }
                }}
              >
                {copy === 'done' ? (
                  <Check aria-hidden className="h-4 w-4" />
                ) : (
                  <Copy aria-hidden className="h-4 w-4" />
                )}
                {copy === 'done' ? t('referrals.copied') : t('referrals.copy')}
              </Button>
              {canShare && (
                <Button
                  variant="secondary"
                  onClick={() =>
                    void navigator
                      .share({
                        title: 'Study Assistant',
                        text: t('referrals.shareText'),
                        url: link,
                      })
                      .catch(() => {})
                  }
                >
                  <Share2 aria-hidden className="h-4 w-4" />
                  {t('referrals.share')}
                </Button>
              )}
              <span className="text-sm text-ink-muted">
                {t('referrals.code', { code: stats.data.code })}
              </span>
            </div>
            <p role="status" className="text-sm text-red-600 dark:text-red-400">
              {copy === 'failed' ? t('referrals.copyFailed') : ''}
            </p>
          </section>

          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {(['invited', 'signUps', 'premium', 'monthsEarned'] as const).map((key) => (
              <div
                key={key}
                className="flex flex-col gap-1 rounded-2xl border border-line bg-surface-raised p-4"
              >
                <dt className="text-sm text-ink-muted">{t(`referrals.stats.${key}`)}</dt>
                <dd
                  className="text-2xl font-bold text-ink tabular-nums"
                  data-testid={`referrals-${key}`}
                >
                  {number.format(stats.data[key])}
                </dd>
              </div>
            ))}
          </dl>
          {stats.data.monthsEarned > 0 && (
            <Link
              to="/settings/subscription"
              className="self-start text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
            >
              {t('referrals.seeSubscription')}
            </Link>
          )}
        </>
      )}
    </div>
  );
}
