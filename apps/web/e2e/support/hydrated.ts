import type { Page } from '@playwright/test';

/**
 * Waits until the app has drawn the page and listens to it (main.tsx marks <html data-app>). A
 * pre-rendered public page is on screen, and its 'load' event can be past, before the app has
 * taken it over (the interface language's texts are asked for once the entry has run): a test
 * that fills or presses there at once would act before the app does.
 */
export async function appReady(page: Page): Promise<void> {
  await page.locator('html[data-app]').waitFor({ state: 'attached' });
}

/** `page.goto`, then waits for the app to have taken over the page (see appReady). */
export async function gotoApp(
  page: Page,
  url: string,
  options?: Parameters<Page['goto']>[1],
): Promise<void> {
  await page.goto(url, options);
  await appReady(page);
}
