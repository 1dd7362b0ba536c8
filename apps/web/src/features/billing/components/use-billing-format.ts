import { formatMoney } from '../../../lib/money.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** Money and dates as the reader writes them. */
export function useBillingFormat() {
  const { i18n } = useTranslation();
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' });
  const numbers = new Intl.NumberFormat(i18n.language);
  return {
    money: (cents: number, currency: string) => formatMoney(cents, currency, i18n.language),
    date: (iso: string) => dates.format(new Date(iso)),
    number: (value: number) => numbers.format(value),
  };
}
