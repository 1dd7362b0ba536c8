import type { Payment } from '@study/shared';
import { cn } from '../../../lib/cn.ts';
import { useBillingFormat } from './use-billing-format.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** The payments made and the attempts that failed, newest first. */
export function PaymentHistory({ payments }: { payments: Payment[] }) {
  const { t } = useTranslation();
  const { money, date } = useBillingFormat();
  return (
    <section
      aria-labelledby="payment-history"
      className="rounded-2xl border border-line bg-surface-raised p-5 md:p-6"
    >
      <h2 id="payment-history" className="mb-3 text-lg font-semibold text-ink">
        {t('billing.subscription.history.title')}
      </h2>
      <table className="w-full text-left text-sm">
        <thead className="text-ink-muted">
          <tr>
            <th scope="col" className="py-2 font-medium">
              {t('billing.subscription.history.date')}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {t('billing.subscription.history.amount')}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {t('billing.subscription.history.status')}
            </th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.id} className="border-t border-line">
              <td className="py-2.5 text-ink">{date(payment.at)}</td>
              <td className="py-2.5 text-right text-ink tabular-nums">
                {money(payment.amountCents, payment.currency)}
              </td>
              <td
                className={cn(
                  'py-2.5 text-right font-medium',
                  payment.status === 'paid'
                    ? 'text-emerald-700 dark:text-emerald-300'
                    : 'text-red-700 dark:text-red-300',
                )}
              >
                {t(`billing.subscription.history.${payment.status}`)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
