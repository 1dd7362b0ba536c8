import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { createSignedInUser } from './support/accounts.ts';
import { addTextLesson, frenchLesson, waitUntilReady } from './support/ready-lesson.ts';

/** The script-injection strings of the Big List of Naughty Strings (OWASP filter evasion). */
const payloads = (createRequire(import.meta.url)('big-list-of-naughty-strings') as string[]).filter(
  (entry) => /<|javascript:|vbscript:|\bon\w+\s*=/i.test(entry) && entry.trim().length >= 3,
);

/** Elements or attributes that only injected markup would put in the page. */
async function injectedMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll(
        '#main script, #main iframe, #main object, #main embed, #main svg[onload], #main [onerror], #main [onload], #main [onclick], #main [onmouseover], #main [onfocus], #main a[href^="javascript:" i], #main [src^="javascript:" i]',
      ),
    ].map((element) => element.outerHTML.slice(0, 120)),
  );
}

test('script-injection strings in titles, sheets and the coach are shown as text and never run', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await createSignedInUser(page, { label: 'xss' });
  const origin = { origin: new URL(page.url()).origin };
  const sample = payloads.slice(0, 60).join('\n\n');
  const id = await addTextLesson(page, {
    title: 'Poisoned lesson',
    text: `${frenchLesson.text}\n\n${sample}`,
  });
  await waitUntilReady(page, id);
  const title = '<img src=x onerror=alert("title")><script>alert(1)</script>';
  const patched = await page.request.patch(`/api/lessons/${id}`, {
    headers: origin,
    data: {
      title,
      sheet: {
        type: 'doc',
        content: payloads.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
      },
    },
  });
  expect(patched.status()).toBe(200);

  await page.goto('/lessons');
  await expect(page.getByTestId('lesson-card').first()).toContainText(title);
  expect(await injectedMarkup(page)).toEqual([]);
  // The check itself finds markup when there is some.
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.setAttribute('onerror', 'alert(1)');
    document.querySelector('#main')?.append(image);
  });
  expect(await injectedMarkup(page)).toHaveLength(1);

  await page.goto(`/lessons/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const sheet = page.getByRole('textbox', { name: 'Revision sheet' });
  await expect(sheet).toContainText('<script>alert(123)</script>');
  expect(await injectedMarkup(page)).toEqual([]);

  await page.goto(`/lessons/${id}?tab=flashcards`);
  await expect(page.getByTestId('flashcard')).toBeVisible();
  expect(await injectedMarkup(page)).toEqual([]);

  await page.goto(`/chat/${id}`);
  const composer = page.getByRole('textbox', { name: 'Your question' });
  const question = '<svg onload=alert(1)> [click](javascript:alert(1)) what is photosynthesis?';
  await composer.fill(question);
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/messages') && response.request().method() === 'POST',
  );
  await composer.press('Enter');
  await answered;
  await expect(page.getByText(question)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stop' })).toBeHidden({ timeout: 20_000 });
  expect(await injectedMarkup(page)).toEqual([]);

  await page.goto('/');
  expect(await injectedMarkup(page)).toEqual([]);
  expect(dialogs).toEqual([]);
});
