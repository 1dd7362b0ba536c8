import type { BillingStatus } from '@study/shared';
import { CalendarClock, CreditCard, Gift } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { cn } from '../../../lib/cn.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useOpenPortal } from '../api/open-portal.ts';
import { useSetCancellation } from '../api/set-cancellation.ts';
import { SandboxClock } from './sandbox-clock.tsx';
import { useBillingFormat } from './use-billing-format.ts';
import { useTranslation } from '../../../lib/i18n.ts';

const statusTones = {
  active: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200',
  trialing: 'bg-brand-50 text-brand-700 dark:bg-brand-700/20 dark:text-brand-100',
  past_due: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200',
} as const;

/** The subscription as it stands: its period, renewal or end, cancel and resume, the portal. */
export function CurrentSubscription({ status }: { status: BillingStatus }) {
  const { t } = useTranslation();
  const { money, date } = useBillingFormat();
  const [confirming, setConfirming] = useState(false);
  const cancellation = useSetCancellation();
  const portal = useOpenPortal();
  const subscription = status.subscription;
  const currency = status.quotes.month.currency;

  if (!subscription) {
    return status.premiumUntil ? (
      <section className="flex gap-3 rounded-2xl border border-brand-100 bg-brand-50/60 p-5 dark:border-brand-700/40 dark:bg-brand-700/10">
        <Gift aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
        <div className="flex flex-col gap-1 text-sm">
          <p className="font-semibold text-ink">
            {t('billing.subscription.premiumUntil', { date: date(status.premiumUntil) })}
          </p>
          <p className="text-ink-muted">{t('billing.subscription.premiumUntilThenSubscribe')}</p>
        </div>
      </section>
    ) : null;
  }

  const end = date(subscription.currentPeriodEnd);
  const price = money(subscription.nextPaymentCents, currency);
  const tone = statusTones[subscription.status as keyof typeof statusTones];
  return (
    <section
      aria-labelledby="current-subscription"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface-raised p-5 md:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-0.5">
          <h2 id="current-subscription" className="text-lg font-semibold text-ink">
            {t('billing.subscription.status.title')}
          </h2>
          <p className="text-sm text-ink-muted">
            {t('billing.subscription.status.summary', {
              interval: t(`billing.subscription.intervals.${subscription.interval}`),
            })}
          </p>
        </div>
        {tone && (
          <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', tone)}>
            {t(`billing.subscription.status.${subscription.status as keyof typeof statusTones}`)}
          </span>
        )}
      </div>

      <p className="flex items-start gap-2.5 text-sm text-ink" data-testid="subscription-period">
        <CalendarClock aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-ink-muted" />
        {subscription.cancelAtPeriodEnd
          ? t('billing.subscription.status.ends', { date: end })
          : subscription.status === 'trialing'
            ? t('billing.subscription.status.freeUntil', { date: end, price })
            : t('billing.subscription.status.renews', { date: end, price })}
      </p>

      {subscription.status === 'past_due' && (
        <Alert tone="error">{t('billing.subscription.status.pastDue')}</Alert>
      )}
      {cancellation.isError && <Alert tone="error">{errorText(cancellation.error)}</Alert>}
      {portal.isError && <Alert tone="error">{errorText(portal.error)}</Alert>}
      <p role="status" className="sr-only">
        {cancellation.isSuccess
          ? subscription.cancelAtPeriodEnd
            ? t('billing.subscription.status.cancelled', { date: end })
            : t('billing.subscription.status.resumed')
          : ''}
      </p>

      <div className="flex flex-wrap gap-2">
        {subscription.cancelAtPeriodEnd ? (
          <Button disabled={cancellation.isPending} onClick={() => cancellation.mutate(false)}>
            {t('billing.subscription.status.resume')}
          </Button>
        ) : (
          <Button
            variant="secondary"
            disabled={cancellation.isPending}
            onClick={() => setConfirming(true)}
          >
            {t('billing.subscription.status.cancel')}
          </Button>
        )}
        {status.canManagePayments && (
          <Button variant="secondary" disabled={portal.isPending} onClick={() => portal.mutate()}>
            <CreditCard aria-hidden className="h-4 w-4" />
            {t('billing.subscription.status.manage')}
          </Button>
        )}
      </div>

      {status.testClock && <SandboxClock pastDue={subscription.status === 'past_due'} />}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('billing.subscription.status.cancelTitle')}
        description={t('billing.subscription.status.cancelBody', { date: end })}
        confirmLabel={t('billing.subscription.status.cancelConfirm')}
        cancelLabel={t('billing.subscription.status.keep')}
        onConfirm={() => cancellation.mutate(true)}
      />
    </section>
  );
}
