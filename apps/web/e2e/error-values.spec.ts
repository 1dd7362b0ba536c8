import { expect, test, type Page } from '@playwright/test';
import { createSignedInUser } from './support/accounts.ts';
import { addTextLesson, frenchLesson } from './support/ready-lesson.ts';

const tooLong = 'a'.repeat(201);

async function expectNoPlaceholder(page: Page) {
  expect(await page.locator('body').innerText()).not.toContain('{{');
}

test('a title one character too long says how long a title may be, from the form and from the server', async ({
  page,
}) => {
  await createSignedInUser(page, { label: 'error-values' });
  const id = await addTextLesson(page, frenchLesson);
  await page.goto(`/lessons/${id}`);
  await expect(page.getByRole('textbox', { name: 'Revision sheet' })).toBeVisible({
    timeout: 30_000,
  });

  // The rename passes the screen's own check; on the way the title grows past the limit, so the
  // message on screen is the server's refusal.
  await page.route(`**/api/lessons/${id}`, async (route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    await route.continue({ postData: JSON.stringify({ title: tooLong }) });
  });
  await page.getByRole('button', { name: 'Rename' }).click();
  const title = page.getByRole('textbox', { name: 'Lesson title' });
  await title.fill('Photosynthèse, chapitre 2');
  const refusal = page.waitForResponse(
    (response) => response.url().endsWith(`/api/lessons/${id}`) && response.status() === 400,
  );
  await title.press('Enter');
  expect((await (await refusal).json()).error).toMatchObject({
    code: 'LESSON_TITLE_TOO_LONG',
    params: { max: 200 },
  });
  await expect(page.getByText('Title must be at most 200 characters')).toBeVisible();
  await expectNoPlaceholder(page);
  await page.unroute(`**/api/lessons/${id}`);

  // The add-lesson form's own check names the title's limit, not another field's.
  await page.goto('/lessons');
  await page.getByRole('main').getByRole('button', { name: 'Add a lesson' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Plain text' }).click();
  await dialog.getByLabel('Your lesson', { exact: true }).fill(frenchLesson.text);
  const field = dialog.getByLabel('Title');
  // A pasted title that the browser did not cut at the field's length.
  await field.evaluate((input) => input.removeAttribute('maxlength'));
  await field.fill(tooLong);
  await dialog.getByRole('button', { name: 'Add lesson' }).click();
  await expect(dialog.getByText('Title must be at most 200 characters')).toBeVisible();
  await expectNoPlaceholder(page);
});
