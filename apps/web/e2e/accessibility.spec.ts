import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createSignedInUser } from './support/accounts.ts';
import { collectPageErrors } from './support/page-errors.ts';
import { addTextLesson, frenchLesson, waitUntilReady } from './support/ready-lesson.ts';
import { gotoApp } from './support/hydrated.ts';

/** Serious and critical axe-core violations of the page as it is drawn now. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}

test('the login page has no serious or critical accessibility violation', async ({ page }) => {
  await gotoApp(page, '/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the signed-in screens have no serious or critical accessibility violation, nor page error', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = await collectPageErrors(page);
  await createSignedInUser(page, { label: 'axe' });
  const lessonId = await addTextLesson(page, frenchLesson);
  await waitUntilReady(page, lessonId);
  const screens = [
    '/',
    '/lessons',
    `/lessons/${lessonId}`,
    `/lessons/${lessonId}?tab=flashcards`,
    '/quizzes',
    `/chat/${lessonId}`,
    '/settings',
    '/settings/feedback',
    '/settings/report-bug',
    '/settings/support',
    '/settings/terms',
    '/settings/affiliation',
    '/settings/subscription',
  ];
  const found: Record<string, unknown> = {};
  for (const screen of screens) {
    await page.goto(screen);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[screen] = violations;
  }
  expect(found).toEqual({});
  expect(errors).toEqual([]);
});

test('the test checkout and a Premium subscription page have no serious or critical violation', async ({
  page,
}) => {
  await createSignedInUser(page, { label: 'axe-billing' });
  const started = await page.request.post('/api/billing/checkout', {
    headers: { origin: new URL(page.url()).origin },
    data: { interval: 'month' },
  });
  const { url } = (await started.json()) as { url: string };
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByTestId('current-plan')).toHaveText('Current plan: Premium');
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
});
