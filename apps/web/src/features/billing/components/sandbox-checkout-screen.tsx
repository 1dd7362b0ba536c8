import { discountLines, type SandboxCard } from '@study/shared';
import { FlaskConical, Lock } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Logo } from '../../../components/logo.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useSandboxCheckout } from '../api/get-sandbox-checkout.ts';
import { usePaySandboxCheckout } from '../api/pay-sandbox-checkout.ts';
import { useBillingFormat } from './use-billing-format.ts';
import { useTranslation } from '../../../lib/i18n.ts';

const cards: SandboxCard[] = ['success', 'declined'];
const backTo = '/settings/subscription';

/**
 * `/billing/checkout/:id`: the sandbox's payment page, standing where Stripe's would. It says
 * plainly that it is a test, shows what is paid today and after, and pays with a test card.
 */
export function SandboxCheckoutScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { money, number } = useBillingFormat();
  const checkout = useSandboxCheckout(id);
  const pay = usePaySandboxCheckout(id);
  const [card, setCard] = useState<SandboxCard>('success');

  const quote = checkout.data?.quote;
  const unavailable =
    checkout.isError || (checkout.data !== undefined && checkout.data.status !== 'open');
  const message = checkout.isError
    ? errorText(checkout.error)
    : checkout.data?.status === 'completed'
      ? t('billing.checkout.paid')
      : t('billing.checkout.expired');

  return (
    <div className="flex min-h-full flex-col bg-surface">
      <div
        role="note"
        className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm text-amber-900 dark:bg-amber-950/60 dark:text-amber-100"
      >
        <FlaskConical aria-hidden className="h-4 w-4 shrink-0" />
        <span>
          <strong className="font-semibold">{t('billing.checkout.testMode')}</strong> ·{' '}
          {t('billing.checkout.testBanner')}
        </span>
      </div>
      <header className="flex items-center justify-between px-4 py-4 md:px-8">
        <Logo />
        <Link
          to={backTo}
          className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
        >
          {t('billing.checkout.cancel')}
        </Link>
      </header>

      <main id="main" className="flex flex-1 justify-center px-4 pb-16 md:px-8">
        {checkout.isPending && (
          <p className="pt-16 text-sm text-ink-muted" aria-busy="true">
            {t('billing.checkout.loading')}
          </p>
        )}
        {unavailable && (
          <div className="flex w-full max-w-md flex-col gap-4 pt-12">
            <h1 className="text-2xl font-bold text-ink">{t('routes.billing-checkout')}</h1>
            <Alert tone={checkout.data?.status === 'completed' ? 'info' : 'error'}>{message}</Alert>
            <Link to={backTo} className={buttonVariants()}>
              {t('billing.checkout.back')}
            </Link>
          </div>
        )}
        {quote && checkout.data?.status === 'open' && (
          <div className="grid w-full max-w-4xl items-start gap-6 pt-4 md:grid-cols-2 md:gap-10 md:pt-10">
            <section aria-labelledby="order" className="flex flex-col gap-5">
              <div>
                <p className="text-sm font-medium text-ink-muted">
                  {t('billing.checkout.product')}
                </p>
                <h1 id="order" className="text-2xl font-bold text-ink">
                  {t(
                    quote.interval === 'year'
                      ? 'billing.checkout.yearly'
                      : 'billing.checkout.monthly',
                  )}
                </h1>
              </div>
              <dl className="flex flex-col gap-3 rounded-2xl border border-line bg-surface-raised p-5 text-sm">
                <div className="flex justify-between gap-4">
                  <dt className="text-ink">
                    {t('billing.checkout.price', {
                      interval: t(`billing.subscription.intervals.${quote.interval}`),
                    })}
                  </dt>
                  <dd className="text-ink tabular-nums">
                    {money(quote.baseCents, quote.currency)}
                  </dd>
                </div>
                {quote.discounts.map((discount, index) => (
                  <div
                    key={discount.kind}
                    className="flex justify-between gap-4 text-emerald-800 dark:text-emerald-200"
                  >
                    <dt>
                      {t(`billing.checkout.discount.${discount.kind}`, {
                        percent: number(discount.percent),
                      })}
                    </dt>
                    <dd className="tabular-nums">
                      −{money(discountLines(quote)[index] ?? 0, quote.currency)}
                    </dd>
                  </div>
                ))}
                <div className="flex justify-between gap-4 border-t border-line pt-3 text-base font-semibold">
                  <dt className="text-ink">{t('billing.checkout.total')}</dt>
                  <dd className="text-ink tabular-nums" data-testid="checkout-total">
                    {money(quote.firstPaymentCents, quote.currency)}
                  </dd>
                </div>
              </dl>
              <p className="text-sm text-ink-muted">
                {t(
                  quote.interval === 'year'
                    ? 'billing.checkout.thenYearly'
                    : 'billing.checkout.thenMonthly',
                  {
                    price: money(quote.renewalCents, quote.currency),
                  },
                )}
              </p>
            </section>

            <section
              aria-labelledby="pay"
              className="flex flex-col gap-5 rounded-2xl border border-line bg-surface-raised p-5 shadow-sm md:p-6"
            >
              <h2 id="pay" className="text-lg font-semibold text-ink">
                {t('billing.checkout.payTitle')}
              </h2>
              <p className="flex flex-col gap-1 text-sm">
                <span className="text-ink-muted">{t('billing.checkout.email')}</span>
                <span className="font-medium break-all text-ink">{checkout.data.email}</span>
              </p>
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-2 text-sm text-ink-muted">
                  {t('billing.checkout.card')}
                </legend>
                {cards.map((value) => (
                  <label
                    key={value}
                    className={cn(
                      'flex cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 text-sm transition-colors',
                      card === value
                        ? 'border-brand-600 bg-brand-50 dark:bg-brand-700/15'
                        : 'border-line hover:bg-surface-muted',
                    )}
                  >
                    <input
                      type="radio"
                      name="card"
                      value={value}
                      checked={card === value}
                      onChange={() => setCard(value)}
                      className="h-4 w-4 accent-brand-600"
                    />
                    <span className="flex-1 font-mono text-ink tabular-nums">
                      {t(`billing.checkout.cards.${value}.number`)}
                    </span>
                    <span className="text-ink-muted">
                      {t(`billing.checkout.cards.${value}.label`)}
                    </span>
                  </label>
                ))}
              </fieldset>
              {pay.isError && (
                <Alert tone="error">
                  {pay.error instanceof ApiError ? errorText(pay.error) : errorText(null)}
                </Alert>
              )}
              <Button
                className="w-full"
                disabled={pay.isPending || pay.isSuccess}
                onClick={() =>
                  pay.mutate(card, {
                    onSuccess: () => void navigate(`${backTo}?checkout=success`, { replace: true }),
                  })
                }
              >
                <Lock aria-hidden className="h-4 w-4" />
                {pay.isPending || pay.isSuccess
                  ? t('billing.checkout.paying')
                  : t('billing.checkout.pay', {
                      price: money(quote.firstPaymentCents, quote.currency),
                    })}
              </Button>
            </section>
          </div>
        )}
      </main>
    </div>
  );
}
