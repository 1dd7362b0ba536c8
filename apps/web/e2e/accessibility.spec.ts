import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createSignedInUser } from './support/accounts.ts';
import { addTextLesson, frenchLesson, waitUntilReady } from './support/ready-lesson.ts';

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
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the signed-in screens have no serious or critical accessibility violation', async ({
  page,
}) => {
  test.setTimeout(90_000);
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
});
