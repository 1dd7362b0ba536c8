import { expect, test } from '@playwright/test';
import { createSignedInUser } from './support/accounts.ts';
import { collectPageErrors } from './support/page-errors.ts';

test.describe('layout', () => {
  test.beforeEach(async ({ page }) => {
    await createSignedInUser(page, { label: 'layout' });
  });

  test('desktop (1440 px) shows the rail with labels and no bottom bar', async ({ page }) => {
    const errors = await collectPageErrors(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: /what are we revising today/ }),
    ).toBeVisible();
    const rail = page.getByTestId('nav-rail');
    await expect(rail).toBeVisible();
    await expect(rail).toHaveAttribute('data-retracted', 'false');
    await expect(rail.getByRole('link', { name: 'Lessons' })).toBeVisible();
    await expect(page.getByTestId('bottom-bar')).toHaveCount(0);
    await rail.getByRole('link', { name: 'Quizzes' }).click();
    await expect(page).toHaveURL(/\/quizzes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Quizzes' })).toBeVisible();
    await expect(page).toHaveTitle('Quizzes · Study Assistant');
    expect(errors).toEqual([]);
  });

  test('tablet (1024 px) retracts the rail to icons', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/lessons');
    await expect(page.getByTestId('nav-rail')).toHaveAttribute('data-retracted', 'true');
  });

  test('mobile (390 px) shows the bottom bar instead of the rail', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const bar = page.getByTestId('bottom-bar');
    await expect(bar).toBeVisible();
    await expect(page.getByTestId('nav-rail')).toHaveCount(0);
    await bar.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });

  test('a deep link is served by the SPA and a pushable screen offers a way back', async ({
    page,
  }) => {
    await page.goto('/lessons/123');
    await expect(page.getByRole('heading', { level: 1, name: 'Lesson not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/lessons$/);
  });
});

test.describe('language', () => {
  test('switching to French translates the app and is remembered', async ({ page }) => {
    await createSignedInUser(page, { label: 'language' });
    await page.goto('/settings');
    await page.getByLabel('Language').selectOption('fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // Signed in, the choice is also the profile's, so mails follow it.
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/profile')).json()) as { language: string })
            .language,
      )
      .toBe('fr');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
    await page.getByLabel('Langue').selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });

  test.describe('with a French browser', () => {
    test.use({ locale: 'fr-FR' });
    test('the first visit is in French', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    });
  });

  test.describe('with a browser in an unsupported language', () => {
    test.use({ locale: 'de-DE' });
    test('the first visit falls back to English', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    });
  });
});

test.describe('not found', () => {
  test('an unknown page shows the 404 screen with a way home', async ({ page }) => {
    await createSignedInUser(page, { label: 'lost' });
    await page.goto('/this/page/does-not-exist');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: /what are we revising today/ }),
    ).toBeVisible();
  });

  test('an unknown API path answers the JSON error envelope', async ({ request }) => {
    const response = await request.get('/api/does-not-exist', {
      headers: { 'accept-language': 'fr' },
    });
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'ROUTE_NOT_FOUND', message: 'Cette adresse n’existe pas' },
    });
  });
});

test('the settings screen shows the running version from the API', async ({ page }) => {
  await createSignedInUser(page, { label: 'version' });
  await page.goto('/settings');
  await expect(page.getByText('Everything is working')).toBeVisible();
  await expect(page.getByText(/^Version \d+\.\d+\.\d+$/)).toBeVisible();
});
