import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { createSignedInUser } from './support/accounts.ts';
import { addTextLesson, frenchLesson, readLesson, waitUntilReady } from './support/ready-lesson.ts';

/** Selects `sentence` in the sheet editor, as a student dragging over it would. */
async function selectInSheet(page: Page, sentence: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Revision sheet' }).click();
  // The sheet shows as HTML first; the click brings the editor in its place.
  await page.locator('[role="textbox"][contenteditable="true"]').waitFor();
  await page.evaluate((wanted) => {
    const root = document.querySelector('[role="textbox"][contenteditable]')!;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const nodes: { node: Text; from: number }[] = [];
    let text = '';
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      nodes.push({ node, from: text.length });
      text += node.data;
    }
    const start = text.indexOf(wanted);
    if (start < 0) throw new Error(`not in the sheet: ${wanted}`);
    const at = (offset: number, end: boolean) => {
      const found = nodes.findLast(({ from, node }) =>
        end ? from < offset && offset <= from + node.data.length : from <= offset,
      )!;
      return [found.node, offset - found.from] as const;
    };
    const range = document.createRange();
    range.setStart(...at(start, false));
    range.setEnd(...at(start + wanted.length, true));
    const selection = document.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
  }, sentence);
  // The editor takes a selection the page sets when the browser reports it, later: a toolbar
  // button pressed before then would act on the old one.
  await page.waitForFunction((wanted) => {
    const root = document.querySelector<HTMLElement & { editor?: EditorLike }>(
      '[role="textbox"][contenteditable]',
    );
    const state = root?.editor?.state;
    return state?.doc.textBetween(state.selection.from, state.selection.to, '') === wanted;
  }, sentence);
}

/** What a test reads of the sheet's TipTap editor, which its element carries. */
interface EditorLike {
  state: {
    selection: { from: number; to: number };
    doc: { textBetween(from: number, to: number, separator: string): string };
  };
}

/** The highlight colours over the characters of `sentence` in the sheet ('none' where none). */
async function coloursOf(page: Page, sentence: string): Promise<string[]> {
  return page.evaluate((wanted) => {
    // The sheet as HTML or in the editor: both draw highlights the same way.
    const root = document.querySelector('[role="textbox"][aria-label="Revision sheet"]')!;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const colours: string[] = [];
    let text = '';
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      const colour = node.parentElement?.closest('mark')?.getAttribute('data-color') ?? 'none';
      for (const _ of node.data) colours.push(colour);
      text += node.data;
    }
    const start = text.indexOf(wanted);
    if (start < 0) throw new Error(`not in the sheet: ${wanted}`);
    return [...new Set(colours.slice(start, start + wanted.length))].sort();
  }, sentence);
}

test('a French lesson gets a French sheet; a sentence highlighted yellow is still yellow after a reload', async ({
  page,
}) => {
  await createSignedInUser(page, { label: 'sheet' });
  const id = await addTextLesson(page, frenchLesson);
  await page.goto(`/lessons/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'La photosynthèse' })).toBeVisible();

  // The page turns from "being prepared" into the lesson by itself.
  const sheet = page.getByRole('textbox', { name: 'Revision sheet' });
  await expect(sheet).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Lesson language')).toHaveValue('fr');
  await expect(sheet).toContainText('photosynthèse');
  const lesson = await readLesson(page, id);
  const sentence = lesson.text
    .split(/(?<=\.)\s+/)
    .find((candidate) => candidate.length > 40 && sheetTextOf(lesson.sheet).includes(candidate));
  expect(sentence, 'the sheet quotes a sentence of the lesson').toBeDefined();
  await expect(sheet).toContainText(sentence!);
  expect(await coloursOf(page, sentence!)).not.toEqual(['yellow']);

  await selectInSheet(page, sentence!);
  await page
    .getByRole('toolbar', { name: 'Formatting' })
    .getByRole('button', { name: 'Yellow' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  expect(await coloursOf(page, sentence!)).toEqual(['yellow']);

  await page.reload();
  await expect(sheet).toContainText(sentence!);
  expect(await coloursOf(page, sentence!)).toEqual(['yellow']);
  await expect(sheet.locator('mark.sheet-highlight[data-color="yellow"]').first()).toBeVisible();
});

test('a Free user asking for the sheet as a PDF is shown the Premium prompt', async ({ page }) => {
  await createSignedInUser(page, { label: 'pdf' });
  const id = await addTextLesson(page, frenchLesson);
  await page.goto(`/lessons/${id}`);
  await expect(page.getByRole('textbox', { name: 'Revision sheet' })).toBeVisible({
    timeout: 30_000,
  });

  await page.getByRole('button', { name: 'Export PDF' }).click();
  const prompt = page.getByRole('dialog');
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText(
    'To download your sheet as a PDF, you need to be a Premium member',
  );
});

test('a Premium user downloads the sheet as a PDF', async ({ page }) => {
  await createSignedInUser(page, { label: 'pdf-premium' });
  // Premium bought through the sandbox checkout, as in the billing journeys.
  const origin = { origin: new URL(page.url()).origin };
  const started = await page.request.post('/api/billing/checkout', {
    headers: origin,
    data: { interval: 'month' },
  });
  const checkoutId = ((await started.json()) as { url: string }).url.split('/').pop();
  const paid = await page.request.post(`/api/billing/sandbox/checkouts/${checkoutId}/pay`, {
    headers: origin,
    data: { card: 'success' },
  });
  expect(paid.status()).toBe(200);
  const id = await addTextLesson(page, frenchLesson);
  await page.goto(`/lessons/${id}`);
  await expect(page.getByRole('textbox', { name: 'Revision sheet' })).toBeVisible({
    timeout: 30_000,
  });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('La photosynthèse.pdf');
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('the header renames the lesson (3 characters at least), changes its icon and language, favourites it, then deletes it', async ({
  page,
}) => {
  await createSignedInUser(page, { label: 'header' });
  const id = await addTextLesson(page, frenchLesson);
  await page.goto(`/lessons/${id}`);
  await expect(page.getByRole('textbox', { name: 'Revision sheet' })).toBeVisible({
    timeout: 30_000,
  });

  await page.getByRole('button', { name: 'Rename' }).click();
  const title = page.getByRole('textbox', { name: 'Lesson title' });
  await title.fill('ab');
  await title.press('Enter');
  await expect(page.getByText('Title must be at least 3 characters')).toBeVisible();
  await title.fill('Photosynthèse, chapitre 2');
  await title.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Photosynthèse, chapitre 2' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Change the icon' }).click();
  await page
    .getByRole('group', { name: 'Choose an icon' })
    .getByRole('button', { name: '🧪' })
    .click();
  await page.getByLabel('Lesson language').selectOption('es');
  const star = page.getByRole('button', { name: 'Favourite' });
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => {
      const saved = await readLesson(page, id);
      return [saved.title, saved.emoji, saved.language, saved.favourite];
    })
    .toEqual(['Photosynthèse, chapitre 2', '🧪', 'es', true]);

  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete the lesson' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this lesson?' });
  await expect(confirm).toContainText('Photosynthèse, chapitre 2');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/lessons$/);
  expect((await page.request.get(`/api/lessons/${id}`)).status()).toBe(404);
  await page.goto(`/lessons/${id}`);
  await expect(page.getByRole('heading', { name: 'Lesson not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to my lessons' }).click();
  await expect(page).toHaveURL(/\/lessons$/);
});

/** The text of a stored sheet, all blocks joined. */
function sheetTextOf(node: unknown): string {
  if (typeof node !== 'object' || node === null) return '';
  const { text, content } = node as { text?: string; content?: unknown[] };
  return (text ?? '') + (content ?? []).map(sheetTextOf).join('');
}

for (const language of ['en', 'fr'] as const) {
  test(`on a phone the toolbar's highlight colours are all on screen, in ${language}`, async ({
    page,
  }, testInfo) => {
    await createSignedInUser(page, { label: `sheet-phone-${language}` });
    await page.evaluate((l) => localStorage.setItem('language', l), language);
    const id = await addTextLesson(page, frenchLesson);
    await waitUntilReady(page, id);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/lessons/${id}`);
    await page
      .getByRole('textbox', { name: language === 'en' ? 'Revision sheet' : 'Fiche de révision' })
      .click();
    const toolbar = page.getByRole('toolbar', {
      name: language === 'en' ? 'Formatting' : 'Mise en forme',
    });
    const colours = toolbar
      .getByRole('group', {
        name: language === 'en' ? 'Highlight colour' : 'Couleur de surlignage',
      })
      .getByRole('button');
    await expect(colours).toHaveCount(6);
    // Nothing clipped by the toolbar or the screen: every colour is fully in view.
    for (const colour of await colours.all()) {
      await expect(colour).toBeInViewport({ ratio: 1 });
      const box = (await colour.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    const bar = (await toolbar.boundingBox())!;
    expect(bar.x + bar.width).toBeLessThanOrEqual(390);
    await toolbar.screenshot({ path: testInfo.outputPath(`toolbar-${language}-390.png`) });
  });
}
