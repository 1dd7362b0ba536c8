import { expect, test, type Page } from '@playwright/test';
import { createSignedInUser, signInWithForm } from './support/accounts.ts';
import { collectPageErrors } from './support/page-errors.ts';
import { appReady, gotoApp } from './support/hydrated.ts';
import { addTextLesson, frenchLesson, waitUntilReady } from './support/ready-lesson.ts';

/** The page as the server sends it, before any script of the app runs. */
async function withoutScripts(page: Page, url: string) {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(url);
}

/** A slow phone: the page is there from HTML, its scripts come a while later. */
async function slowScripts(page: Page) {
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
}

test.describe('first paint from HTML', () => {
  test.use({ locale: 'fr-FR' });

  test('the sign-in page is there before any script, in the browser’s language', async ({
    page,
  }) => {
    await withoutScripts(page, '/login');
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
    await expect(page.getByLabel('Adresse e-mail')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle('Connexion · Study Assistant');
  });

  test('the app takes over the sign-in page without an error and signs in with it', async ({
    page,
  }) => {
    const errors = await collectPageErrors(page);
    const { email, password } = await createSignedInUser(page, { label: 'hydrate' });
    // Leave the signed-in page first: a request of it still in flight when the cookies go would
    // answer 401 and count as this page's error.
    await page.goto('about:blank');
    errors.length = 0;
    await page.context().clearCookies();
    await gotoApp(page, '/login');
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(errors).toEqual([]);
  });

  test('a signed-in page paints the frame’s skeleton, then the screen', async ({ page }) => {
    const errors = await collectPageErrors(page);
    await createSignedInUser(page, { label: 'skeleton' });
    await withoutScripts(page, '/');
    // The frame paints with words before any script: the navigation in the reader's language.
    await expect(page.locator('#root [aria-busy="true"]')).toBeVisible();
    await expect(page.locator('#root [aria-busy="true"]')).toContainText('Cours');
    await page.unroute('**/assets/*.js');
    // Only the scripts blocked on purpose failed so far.
    errors.length = 0;
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
    await expect(page.locator('#root [aria-busy="true"]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a signed-in lesson page paints its title and sheet before any script, then the app takes it over', async ({
    page,
  }) => {
    const errors = await collectPageErrors(page);
    await createSignedInUser(page, { label: 'first-lesson' });
    const id = await addTextLesson(page, frenchLesson);
    const lesson = await waitUntilReady(page, id);
    await withoutScripts(page, `/lessons/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: lesson.title })).toBeVisible();
    const sheet = page.locator('#root .sheet-content');
    await expect(sheet).toContainText('photosynthèse');
    await expect(sheet.locator('mark').first()).toBeVisible();
    await page.unroute('**/assets/*.js');
    errors.length = 0;
    // The app takes over: the drawn screen gives way to the lesson screen, without an error.
    await slowScripts(page);
    await page.goto(`/lessons/${id}`);
    await expect(page.locator('#root .sheet-content')).toContainText('photosynthèse');
    await appReady(page);
    await expect(page.getByRole('textbox', { name: 'Fiche de révision' })).toBeVisible();
    await expect(page.locator('[data-first-screen-filled]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('the home screen paints its greeting and the cards due before any script, then the app takes it over', async ({
    page,
  }) => {
    const errors = await collectPageErrors(page);
    const { username } = await createSignedInUser(page, { label: 'first-home' });
    const id = await addTextLesson(page, frenchLesson);
    await waitUntilReady(page, id);
    const cards = await page.request.get(`/api/lessons/${id}/flashcards`);
    const due = ((await cards.json()) as { items: unknown[] }).items.length;
    await withoutScripts(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Salut ${username}, on révise quoi aujourd’hui ?`,
    );
    const review = page.getByTestId('action-review');
    await expect(review).toContainText(`Réviser ${due} cartes`);
    await expect(page.getByTestId('action-coach')).toBeVisible();
    await page.unroute('**/assets/*.js');
    errors.length = 0;
    // The app takes over: the tile it draws before the dashboard answers is the server's, never
    // "nothing to review" in between.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.body?.textContent?.includes('Plus rien à revoir')) {
          document.documentElement.dataset.sawNothingDue = '';
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await slowScripts(page);
    await page.route('**/api/dashboard', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    await page.goto('/');
    await appReady(page);
    await expect(page.getByRole('heading', { name: 'Cours récents' })).toBeVisible();
    await expect(page.locator('[data-first-screen-filled]')).toHaveCount(0);
    await expect(review).toContainText(`Réviser ${due} cartes`);
    await expect(page.locator('html')).not.toHaveAttribute('data-saw-nothing-due');
    await review.click();
    await expect(page).toHaveURL(/\/review$/);
    expect(errors).toEqual([]);
  });

  test('a French reader who chose English gets the sign-in page in English', async ({ page }) => {
    await gotoApp(page, '/login');
    await page.getByLabel('Langue').selectOption('en');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await withoutScripts(page, '/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.unroute('**/assets/*.js');
    await signInWithForm(page, 'nobody@example.test', 'Wrong-password-1');
    await expect(page.getByRole('alert')).toBeVisible();
  });

  test('a sign-in sent before the app takes over is sent by the app, not as a plain form', async ({
    page,
  }) => {
    const plain: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('Wrong-password-1')) plain.push(request.url());
    });
    await slowScripts(page);
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Adresse e-mail').fill('early@example.test');
    await page.getByLabel('Mot de passe', { exact: true }).fill('Wrong-password-1');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await appReady(page);
    await expect(page.getByRole('alert')).toHaveText('Adresse e-mail ou mot de passe incorrect');
    await expect(page).toHaveURL(/\/login$/);
    expect(plain).toEqual([]);
  });

  test('a language chosen before the app takes over is applied by the app', async ({ page }) => {
    await slowScripts(page);
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Langue').selectOption('en');
    await appReady(page);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  for (const path of ['/login', '/forgot-password']) {
    test(`what a student types on ${path} before the app takes over is kept`, async ({ page }) => {
      await slowScripts(page);
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const email = page.getByLabel('Adresse e-mail');
      await email.fill('early@example.test');
      await page.waitForLoadState('networkidle');
      await expect(email).toHaveValue('early@example.test');
      // The app has it too: sending the form does not find the field empty.
      if (path === '/forgot-password') {
        await page.getByRole('button', { name: 'M’envoyer un lien' }).click();
        await expect(
          page.getByText('Si un compte existe pour cette adresse, un lien est en route.'),
        ).toBeVisible();
      } else {
        await page.getByLabel('Mot de passe', { exact: true }).fill('Wrong-password-1');
        await page.getByRole('button', { name: 'Se connecter' }).click();
        await expect(page.getByRole('alert')).toHaveText(
          'Adresse e-mail ou mot de passe incorrect',
        );
      }
    });
  }
});
