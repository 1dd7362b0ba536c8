/**
 * Parses a birth date typed as DD/MM/YYYY into ISO `YYYY-MM-DD`, or null when it is not a real date
 * of a person who could use the app (between 3 and 120 years old on `today`).
 */
export function parseBirthdate(input: string, today: Date = new Date()): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(input.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real) return null;
  const age = today.getUTCFullYear() - year;
  if (age < 3 || age > 120 || date.getTime() > today.getTime()) return null;
  return `${match[3]}-${match[2]}-${match[1]}`;
}

/** Shows an ISO date as DD/MM/YYYY, the way it is typed. */
export function formatBirthdate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

/**
 * The age below which a parent or guardian must agree to the account: 15, the age of digital
 * consent in France (loi Informatique et Libertés, art. 45) and the highest the GDPR leaves open.
 */
export const parentalConsentAge = 15;

/** Full years between an ISO birth date and `today` (UTC). */
export function ageOn(iso: string, today: Date = new Date()): number {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const birthdayPassed =
    today.getUTCMonth() + 1 > month ||
    (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day);
  return today.getUTCFullYear() - year - (birthdayPassed ? 0 : 1);
}

/** Whether someone born on this ISO date needs a parent's or guardian's consent to the account. */
export function needsParentalConsent(iso: string | null, today: Date = new Date()): boolean {
  return iso !== null && ageOn(iso, today) < parentalConsentAge;
}
