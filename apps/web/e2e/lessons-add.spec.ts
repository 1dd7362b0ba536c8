import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { createSignedInUser } from './support/accounts.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

/** The opening of a real French biology lesson, as a student would paste it. */
const frenchLesson = `La photosynthèse

La photosynthèse est le processus par lequel les plantes vertes, les algues et certaines bactéries transforment l’énergie lumineuse en énergie chimique. Elle se déroule principalement dans les feuilles, au sein des chloroplastes, qui contiennent un pigment vert appelé chlorophylle.

Au cours de cette réaction, le dioxyde de carbone absorbé par les stomates et l’eau puisée par les racines sont combinés pour former du glucose. Le dioxygène est libéré dans l’atmosphère comme sous-produit, ce qui rend la vie possible pour la plupart des êtres vivants.`;

/** Opens the modal from the lessons screen's own button. */
async function openAddLesson(page: Page) {
  await page.goto('/lessons');
  await page.getByRole('main').getByRole('button', { name: 'Add a lesson' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Add a lesson' })).toBeVisible();
  return dialog;
}

test('paste a French lesson: French is detected, then loading, success and the lesson page', async ({
  page,
}) => {
  await createSignedInUser(page, { label: 'add-text' });
  const dialog = await openAddLesson(page);
  await dialog.getByRole('tab', { name: 'Plain text' }).click();
  await dialog.getByLabel('Your lesson', { exact: true }).fill(frenchLesson);
  await expect(dialog.getByTestId('detected-language')).toHaveText('Detected: French');
  await expect(dialog.getByLabel('Title')).toHaveValue('La photosynthèse');
  await expect(dialog.getByTestId('text-count')).toHaveText(
    `${frenchLesson.trim().length} / 200,000 characters`,
  );

  await dialog.getByRole('button', { name: 'Add lesson' }).click();
  await expect(dialog.getByRole('heading', { name: 'Preparing your lesson…' })).toBeVisible();
  // The loading animation comes from the app's own assets and plays (ADR 203).
  const animation = dialog.getByTestId('animation-preparing');
  await expect(animation).toHaveAttribute('data-playing', 'true');
  await expect(animation.locator('svg')).toHaveCount(1);
  await expect(dialog.getByRole('heading', { name: 'Your lesson is ready!' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(dialog.getByTestId('ready-title')).toHaveText('La photosynthèse');
  await expect(dialog).toContainText('French');

  await dialog.getByRole('link', { name: 'View the lesson' }).click();
  await expect(page).toHaveURL(/\/lessons\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'La photosynthèse' })).toBeVisible();
});

test("upload a PDF: the title comes from the document's own heading, not its file name, and the lesson gets ready", async ({
  page,
}) => {
  await createSignedInUser(page, { label: 'add-pdf' });
  const dialog = await openAddLesson(page);
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose a file' }).click();
  await (await chooser).setFiles(path.join(fixtures, 'industrial-revolution.pdf'));
  await expect(dialog.getByTestId('chosen-document')).toHaveText('industrial-revolution.pdf');
  await expect(dialog.getByLabel('Title')).toHaveValue('');
  await expect(
    dialog.getByText('Leave it empty to use the title found in your lesson.'),
  ).toBeVisible();

  await dialog.getByRole('button', { name: 'Add lesson' }).click();
  await expect(dialog.getByRole('heading', { name: 'Preparing your lesson…' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Your lesson is ready!' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(dialog.getByTestId('ready-title')).toHaveText('The Industrial Revolution');
  await expect(dialog).toContainText('English · 1 page · ');

  // "Add another" starts again on an empty form; closing shows the lesson in the list.
  await dialog.getByRole('button', { name: 'Add another' }).click();
  await expect(dialog.getByRole('heading', { name: 'Add a lesson' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('lesson-card')).toHaveCount(1);
  await expect(page.getByTestId('lesson-card')).toContainText('The Industrial Revolution');
});

test('add two photos of notes: previews, removal, and a ready lesson titled from the photos', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await createSignedInUser(page, { label: 'add-photos' });
  const dialog = await openAddLesson(page);
  await dialog.getByRole('tab', { name: 'Photos' }).click();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose photos' }).click();
  await (
    await chooser
  ).setFiles([
    path.join(fixtures, 'notes-page-1.jpg'),
    path.join(fixtures, 'notes-page-2.png'),
    path.join(fixtures, 'notes-page-1.jpg'),
  ]);
  const photos = dialog.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem');
  await expect(photos).toHaveCount(3);
  await expect(dialog.getByRole('img', { name: 'Photo 2' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove photo 3' }).click();
  await expect(photos).toHaveCount(2);
  await expect(dialog.getByTestId('photo-count')).toContainText('2 of 10 photos');
  await expect(dialog.getByLabel('Title')).toHaveValue('');

  await dialog.getByRole('button', { name: 'Add lesson' }).click();
  await expect(dialog.getByRole('heading', { name: 'Preparing your lesson…' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Your lesson is ready!' })).toBeVisible({
    timeout: 75_000,
  });
  // No title given: the server takes the one it read on the first page.
  await expect(dialog.getByTestId('ready-title')).toHaveText('La photosynthèse');
  await expect(dialog).toContainText('French · 2 pages');
});

test('client-side checks: too short a text and an unsupported file, with the server’s messages', async ({
  page,
}) => {
  await createSignedInUser(page, { label: 'add-checks' });
  const dialog = await openAddLesson(page);

  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose a file' }).click();
  await (
    await chooser
  ).setFiles({
    name: 'slides.pptx',
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    buffer: Buffer.from('PK not a lesson'),
  });
  await expect(dialog.getByRole('alert')).toHaveText(
    'This type of file is not supported. Use a PDF, DOCX or TXT document, or JPG, PNG or HEIC photos',
  );
  await expect(dialog.getByTestId('chosen-document')).toHaveCount(0);

  await dialog.getByRole('tab', { name: 'Plain text' }).click();
  await dialog.getByLabel('Your lesson', { exact: true }).fill('La cellule est l’unité du vivant.');
  await dialog.getByRole('button', { name: 'Add lesson' }).click();
  await expect(dialog.getByText('Text is too short: write at least 50 characters')).toBeVisible();
  await expect(dialog.getByLabel('Your lesson', { exact: true })).toBeFocused();
  await dialog.getByLabel('Title').fill('La');
  await expect(dialog.getByText('Title must be at least 3 characters')).toBeVisible();

  // Nothing was sent: the list is still empty.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Add your first lesson' })).toBeVisible();
});

test('a Free user past the monthly generation limit gets the message and the Premium prompt', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await createSignedInUser(page, { label: 'add-limit' });
  await page.goto('/lessons');
  // The Free plan's 15 generations of the month, spent through the API.
  for (let i = 1; i <= 15; i += 1) {
    const response = await page.request.post('/api/lessons', {
      headers: { origin: new URL(page.url()).origin },
      multipart: { source: 'text', title: `Leçon ${i}`, text: frenchLesson },
    });
    expect(response.status()).toBe(202);
  }
  const dialog = await openAddLesson(page);
  await dialog.getByRole('tab', { name: 'Plain text' }).click();
  await dialog.getByLabel('Your lesson', { exact: true }).fill(frenchLesson);
  await dialog.getByRole('button', { name: 'Add lesson' }).click();

  const message =
    'You’ve reached the generation limit: 15 per month on your plan. Upgrade to Premium to keep going';
  const prompt = page.getByRole('dialog', { name: 'Go further with Premium' });
  await expect(prompt).toContainText(message);
  await expect(prompt).toContainText('300 generations a month');
  await prompt.getByRole('button', { name: 'Not now' }).click();
  await expect(prompt).toBeHidden();
  // The refusal stays in the form, with the way back to the prompt.
  await expect(dialog.getByRole('alert')).toContainText(message);
  await dialog.getByRole('button', { name: 'See Premium' }).click();
  await prompt.getByRole('link', { name: 'See Premium' }).click();
  await expect(page).toHaveURL(/\/settings\/subscription$/);
});

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' });

  test('the same checks speak French, and the deep link opens the modal', async ({ page }) => {
    await createSignedInUser(page, { label: 'add-fr' });
    // A French browser gets the French interface.
    await page.goto('/lessons?add=1');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Ajouter un cours' })).toBeVisible();
    await dialog.getByRole('tab', { name: 'Texte' }).click();
    await dialog.getByLabel('Votre cours', { exact: true }).fill('Trop court pour un cours.');
    await dialog.getByRole('button', { name: 'Ajouter le cours' }).click();
    await expect(
      dialog.getByText('Le texte est trop court : écrivez au moins 50 caractères'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(page).toHaveURL(/\/lessons$/);
  });
});
