import { betaRewardPercent } from '@study/shared';
import { Sparkles } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useBilling } from '../api/get-billing.ts';
import { CurrentSubscription } from './current-subscription.tsx';
import { PaymentHistory } from './payment-history.tsx';
import { PlanPicker } from './plan-picker.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * `/settings/subscription`: the current plan, Free and Premium side by side at this user's prices
 * (first month, beta reward), checkout, the subscription's renewal or end, and the payments.
 */
export function SubscriptionScreen() {
  const { t } = useTranslation();
  const billing = useBilling();
  const [params] = useSearchParams();
  const returned = params.get('checkout');
  const status = billing.data;

  return (
    <div className="flex flex-col md:px-8 md:pt-8">
      <header className="bg-linear-to-br from-brand-600 via-brand-700 to-indigo-900 px-4 py-8 text-white md:rounded-3xl md:px-8">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">
          {t('routes.settings-subscription')}
        </h1>
        <p className="mt-2 max-w-xl text-brand-50">{t('billing.subscription.intro')}</p>
        {status && (
          <p
            className="mt-4 inline-flex rounded-full bg-white/15 px-3 py-1 text-sm font-medium"
            data-testid="current-plan"
          >
            {t('billing.subscription.currentPlan', {
              plan: t(`billing.subscription.plans.${status.plan}`),
            })}
          </p>
        )}
      </header>

      <div className="flex flex-col gap-6 px-4 py-6 md:px-0 md:py-8">
        {returned === 'success' && (
          <Alert tone="success">{t('billing.subscription.checkoutSuccess')}</Alert>
        )}
        {returned === 'canceled' && (
          <Alert tone="info">{t('billing.subscription.checkoutCanceled')}</Alert>
        )}
        {billing.isPending && (
          <p className="text-sm text-ink-muted" aria-busy="true">
            {t('common.loading')}
          </p>
        )}
        {billing.isError && (
          <Alert tone="error">
            <div className="flex flex-wrap items-center gap-3">
              <span className="flex-1">{t('billing.subscription.failed')}</span>
              <Button variant="secondary" size="sm" onClick={() => void billing.refetch()}>
                {t('billing.subscription.retry')}
              </Button>
            </div>
          </Alert>
        )}
        {status && (
          <>
            {status.provider === 'sandbox' && (
              <Alert tone="info">{t('billing.subscription.sandbox')}</Alert>
            )}
            <CurrentSubscription status={status} />
            {status.betaReward.earnedAt && (
              <p className="flex items-start gap-2.5 rounded-2xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900 dark:border-emerald-900/60 dark:bg-emerald-950/40 dark:text-emerald-100">
                <Sparkles aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
                {t(
                  status.betaReward.applies
                    ? 'billing.subscription.betaApplies'
                    : 'billing.subscription.betaEarned',
                  { percent: betaRewardPercent },
                )}
              </p>
            )}
            <PlanPicker status={status} />
            {status.payments.length > 0 && <PaymentHistory payments={status.payments} />}
          </>
        )}
      </div>
    </div>
  );
}
