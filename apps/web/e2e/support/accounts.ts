import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { gotoApp } from './hydrated.ts';

export const strongPassword = 'Revise-2026!ok';

interface Mail {
  to: string;
  subject: string;
  links: string[];
  createdAt: string;
}

let counter = 0;

/** An address no other test (or earlier run on the same database) has used. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.test`;
}

/** The newest mail to `to` whose link matches `linkPattern`, waiting for it to arrive. */
export async function mailedLink(
  request: APIRequestContext,
  to: string,
  linkPattern: RegExp,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get('/dev/mailbox.json')).json()) as Mail[];
        link = mails
          .filter((mail) => mail.to === to)
          .flatMap((mail) => mail.links)
          .find((candidate) => linkPattern.test(candidate));
        return link;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return link!;
}

/** State-changing calls must come from the app's own origin. */
function originHeaders(page: Page): Record<string, string> {
  return { origin: new URL(page.url()).origin };
}

/**
 * A confirmed, signed-in user with a completed onboarding, made through the API (the UI journeys
 * are tested once each): sign-up, the mailed link, then the onboarding answers.
 */
export async function createSignedInUser(
  page: Page,
  options: { label?: string; password?: string } = {},
): Promise<{ email: string; password: string; username: string }> {
  const email = uniqueEmail(options.label ?? 'user');
  const password = options.password ?? strongPassword;
  await page.goto('/login');
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    headers: originHeaders(page),
    data: { email, password, name: '', callbackURL: '/onboarding', language: 'en' },
  });
  expect(signUp.status()).toBe(200);
  await page.goto(await mailedLink(page.request, email, /verify-email/));
  await expect(page).toHaveURL(/\/onboarding$/);
  const username = `u${Date.now().toString(36)}${counter}`;
  const profile = await page.request.patch('/api/profile', {
    headers: originHeaders(page),
    data: { username, birthdate: '14/03/2008', status: 'highschool' },
  });
  expect(profile.status()).toBe(200);
  return { email, password, username };
}

/** Signs in through the form. */
export async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await gotoApp(page, '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
