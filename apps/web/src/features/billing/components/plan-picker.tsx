import {
  planLimits,
  type BillingInterval,
  type BillingStatus,
  type PriceQuote,
} from '@study/shared';
import { Check, Crown, Minus } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { cn } from '../../../lib/cn.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useStartCheckout } from '../api/start-checkout.ts';
import { useBillingFormat } from './use-billing-format.ts';
import { useTranslation } from '../../../lib/i18n.ts';

function Feature({ children, included = true }: { children: string; included?: boolean }) {
  const Icon = included ? Check : Minus;
  return (
    <li className={cn('flex gap-2.5 text-sm', included ? 'text-ink' : 'text-ink-muted')}>
      <Icon
        aria-hidden
        className={cn('mt-0.5 h-4 w-4 shrink-0', included ? 'text-brand-600' : 'text-ink-muted')}
      />
      {children}
    </li>
  );
}

/** The Premium price: the first payment when it is lower, the list price struck through. */
function PremiumPrice({ quote }: { quote: PriceQuote }) {
  const { t } = useTranslation();
  const { money } = useBillingFormat();
  const discounted = quote.firstPaymentCents < quote.baseCents;
  const yearly = quote.interval === 'year';
  const firstMonthOnly = quote.discounts.some((discount) => discount.kind === 'first_month');
  return (
    <div className="flex flex-col gap-1">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-3xl font-bold text-ink tabular-nums" data-testid="premium-price">
          {money(quote.firstPaymentCents, quote.currency)}
        </span>
        {discounted && (
          <s className="text-base text-ink-muted tabular-nums">
            {money(quote.baseCents, quote.currency)}
          </s>
        )}
        <span className="text-sm text-ink-muted">
          {firstMonthOnly
            ? t('billing.subscription.premium.firstMonth')
            : t(`billing.subscription.premium.${yearly ? 'perYear' : 'perMonth'}`)}
        </span>
      </p>
      <p className="text-sm text-ink-muted">
        {firstMonthOnly
          ? t('billing.subscription.premium.then', {
              price: money(quote.renewalCents, quote.currency),
            })
          : yearly
            ? t('billing.subscription.premium.monthlyEquivalent', {
                price: money(Math.round(quote.renewalCents / 12), quote.currency),
              })
            : null}
      </p>
      {quote.discounts.length > 0 && (
        <ul className="mt-1 flex flex-wrap gap-1.5">
          {quote.discounts.map((discount) => (
            <li
              key={discount.kind}
              className="inline-flex rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200"
            >
              {t(`billing.subscription.premium.discounts.${discount.kind}`, {
                percent: discount.percent,
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Free and Premium side by side, monthly or yearly, at this user's prices; Premium's button starts
 * the checkout (the sandbox's page, or Stripe's).
 */
export function PlanPicker({ status }: { status: BillingStatus }) {
  const { t } = useTranslation();
  const { number } = useBillingFormat();
  const [interval, chooseInterval] = useState<BillingInterval>(
    status.subscription?.interval ?? 'month',
  );
  const checkout = useStartCheckout();
  const subscribed = status.subscription !== null;
  const yearlySaving = Math.round(
    (1 - status.quotes.year.baseCents / (status.quotes.month.baseCents * 12)) * 100,
  );

  const plans = (quote: PriceQuote) => (
    <div className="grid gap-4 md:grid-cols-2">
      <section
        aria-labelledby="plan-free"
        className="flex flex-col gap-5 rounded-2xl border border-line bg-surface-raised p-5 md:p-6"
      >
        <div className="flex flex-col gap-1">
          <h3 id="plan-free" className="text-lg font-semibold text-ink">
            {t('billing.subscription.plans.free')}
          </h3>
          <p className="text-sm text-ink-muted">{t('billing.subscription.free.description')}</p>
        </div>
        <p className="text-3xl font-bold text-ink">{t('billing.subscription.free.price')}</p>
        <ul className="flex flex-1 flex-col gap-2.5">
          <Feature>
            {t('billing.subscription.free.features.generations', {
              value: number(planLimits.free.generation),
            })}
          </Feature>
          <Feature>
            {t('billing.subscription.free.features.coach', {
              value: number(planLimits.free.chat_message),
            })}
          </Feature>
          <Feature>{t('billing.subscription.free.features.study')}</Feature>
          <Feature included={false}>{t('billing.subscription.free.features.noPdf')}</Feature>
        </ul>
        {status.plan === 'free' && (
          <p className="rounded-lg bg-surface-muted px-3 py-2 text-center text-sm font-medium text-ink-muted">
            {t('billing.subscription.current')}
          </p>
        )}
      </section>

      <section
        aria-labelledby="plan-premium"
        className="relative flex flex-col gap-5 rounded-2xl border-2 border-brand-600 bg-surface-raised p-5 shadow-sm md:p-6"
      >
        <div className="flex flex-col gap-1">
          <h3 id="plan-premium" className="flex items-center gap-2 text-lg font-semibold text-ink">
            <Crown aria-hidden className="h-5 w-5 text-brand-600" />
            {t('billing.subscription.plans.premium')}
          </h3>
          <p className="text-sm text-ink-muted">{t('billing.subscription.premium.description')}</p>
        </div>
        <PremiumPrice quote={quote} />
        <ul className="flex flex-1 flex-col gap-2.5">
          <Feature>
            {t('billing.subscription.premium.features.generations', {
              value: number(planLimits.premium.generation),
            })}
          </Feature>
          <Feature>
            {t('billing.subscription.premium.features.pdf', {
              value: number(planLimits.premium.pdf_export),
            })}
          </Feature>
          <Feature>
            {t('billing.subscription.premium.features.coach', {
              value: number(planLimits.premium.chat_message),
            })}
          </Feature>
          <Feature>{t('billing.subscription.premium.features.everything')}</Feature>
        </ul>
        {subscribed ? (
          <p className="rounded-lg bg-brand-50 px-3 py-2 text-center text-sm font-medium text-brand-700 dark:bg-brand-700/15 dark:text-brand-100">
            {t('billing.subscription.current')}
          </p>
        ) : (
          <Button
            className="w-full"
            disabled={checkout.isPending || checkout.isSuccess}
            onClick={() => checkout.mutate({ interval: quote.interval })}
          >
            {checkout.isPending || checkout.isSuccess
              ? t('billing.subscription.redirecting')
              : t(
                  quote.interval === 'year'
                    ? 'billing.subscription.upgradeYearly'
                    : 'billing.subscription.upgrade',
                )}
          </Button>
        )}
      </section>
    </div>
  );

  return (
    <section aria-labelledby="choose-plan" className="flex flex-col gap-4">
      <h2 id="choose-plan" className="text-lg font-semibold text-ink">
        {t('billing.subscription.choose')}
      </h2>
      {checkout.isError && <Alert tone="error">{errorText(checkout.error)}</Alert>}
      <Tabs value={interval} onValueChange={(value) => chooseInterval(value as BillingInterval)}>
        <TabsList aria-label={t('billing.subscription.interval')} className="mb-4 w-full sm:w-auto">
          <TabsTrigger value="month">{t('billing.subscription.intervals.month')}</TabsTrigger>
          <TabsTrigger value="year">
            {t('billing.subscription.intervals.year')}
            {yearlySaving > 0 && (
              <span className="rounded-full bg-emerald-100 px-1.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200">
                {t('billing.subscription.yearlySaving', { percent: yearlySaving })}
              </span>
            )}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="month">{plans(status.quotes.month)}</TabsContent>
        <TabsContent value="year">{plans(status.quotes.year)}</TabsContent>
      </Tabs>
    </section>
  );
}
