import { expect, test } from '@playwright/test';
import { createSignedInUser } from './support/accounts.ts';

test('the terms of use and privacy read in both languages from the settings', async ({
  page,
}, testInfo) => {
  await createSignedInUser(page, { label: 'terms' });
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Terms of use' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Terms of use and privacy' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(9);
  await expect(
    page.getByRole('heading', { level: 2, name: '3. If you are under 15' }),
  ).toBeVisible();
  await expect(page.getByText('Under 15, you may use Study Assistant only if')).toBeVisible();
  await expect(page.getByText('We use a single session cookie')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('en-390-terms.png') });

  await page.evaluate(() => localStorage.setItem('language', 'fr'));
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Conditions d’utilisation et confidentialité' }),
  ).toBeVisible();
  await expect(page.getByText('Nous utilisons un seul cookie de session')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: '3. Si vous avez moins de 15 ans' }),
  ).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('fr-1440-terms.png') });
});
