/** An amount in cents as the reader writes money: `7,99 €` in French, `€7.99` in English. */
export function formatMoney(cents: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
}
