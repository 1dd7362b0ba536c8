import { expect, test, type Page } from '@playwright/test';
import type { LessonSummary } from '@study/shared';
import { createSignedInUser } from './support/accounts.ts';

const lessons = {
  volcanoes: {
    title: 'Les volcans',
    text: 'Un volcan est une ouverture de la croûte terrestre par laquelle le magma remonte à la surface. Les volcans effusifs émettent des coulées de lave fluide, tandis que les volcans explosifs projettent des cendres et des blocs.',
  },
  cell: {
    title: 'The cell',
    text: 'The cell is the basic unit of life. Every living thing is made of one or more cells, and every cell comes from another cell. The nucleus holds the genetic material, while the mitochondria release the energy the cell needs.',
  },
  revolution: {
    title: 'The French Revolution',
    text: 'The French Revolution began in 1789 when the Estates General met in Versailles and the people of Paris stormed the Bastille. It ended the absolute monarchy and spread the ideas of liberty and equality across Europe.',
  },
};

/** Adds a text lesson through the API (the modal has its own journeys) and waits until it is ready. */
async function addLesson(page: Page, lesson: { title: string; text: string }): Promise<string> {
  const response = await page.request.post('/api/lessons', {
    headers: { origin: new URL(page.url()).origin },
    multipart: { source: 'text', title: lesson.title, text: lesson.text },
  });
  expect(response.status()).toBe(202);
  const { id } = (await response.json()) as LessonSummary;
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/lessons/${id}`)).json()) as LessonSummary).status,
      {
        timeout: 20_000,
      },
    )
    .toBe('ready');
  return id;
}

const card = (page: Page, title: string) =>
  page.getByTestId('lesson-card').filter({ has: page.getByRole('link', { name: title }) });

test('favourite a lesson, see it alone in Favourites, search and sort, then delete one', async ({
  page,
}) => {
  await createSignedInUser(page, { label: 'list' });
  await page.goto('/lessons');
  await expect(page.getByRole('heading', { name: 'Add your first lesson' })).toBeVisible();
  for (const lesson of Object.values(lessons)) await addLesson(page, lesson);

  await page.reload();
  await expect(page.getByTestId('lesson-card')).toHaveCount(3);
  await expect(page.getByTestId('lesson-total')).toHaveText('3 lessons');
  // Newest first by default, oldest first on demand.
  await expect(page.getByTestId('lesson-card').first()).toContainText('The French Revolution');
  await page.getByLabel('Order').selectOption('oldest');
  await expect(page).toHaveURL(/sort=oldest/);
  await expect(page.getByTestId('lesson-card').first()).toContainText('Les volcans');
  await expect(card(page, 'Les volcans')).toContainText(/French·1 page·(now|\d+ minutes? ago)/);

  const star = card(page, 'The cell').getByRole('button', { name: 'Favourite' });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('tab', { name: 'Favourites' }).click();
  await expect(page).toHaveURL(/tab=favourites/);
  await expect(page.getByTestId('lesson-card')).toHaveCount(1);
  await expect(card(page, 'The cell')).toBeVisible();
  // The favourite survives a reload: it was saved, not only drawn.
  await page.reload();
  await expect(page.getByTestId('lesson-card')).toHaveCount(1);
  await card(page, 'The cell').getByRole('button', { name: 'Favourite' }).click();
  await expect(page.getByRole('heading', { name: 'No favourites yet' })).toBeVisible();

  await page.getByRole('tab', { name: 'All' }).click();
  await page.getByLabel('Search your lessons: titles, text and flashcards').fill('revol');
  await expect(page).toHaveURL(/q=revol/);
  await expect(page.getByTestId('lesson-card')).toHaveCount(1);
  await expect(card(page, 'The French Revolution')).toBeVisible();
  await page.getByLabel('Search your lessons: titles, text and flashcards').fill('photosynthesis');
  await expect(
    page.getByRole('heading', { name: 'No lesson matches “photosynthesis”' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Clear the search' }).click();
  await expect(page.getByTestId('lesson-card')).toHaveCount(3);

  await card(page, 'Les volcans').getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this lesson?' });
  await expect(confirm).toContainText('“Les volcans” will be deleted');
  await confirm.getByRole('button', { name: 'Delete the lesson' }).click();
  await expect(page.getByTestId('lesson-card')).toHaveCount(2);
  await page.reload();
  await expect(page.getByTestId('lesson-card')).toHaveCount(2);
  await expect(card(page, 'Les volcans')).toHaveCount(0);
});

test('a lesson added elsewhere appears, first as being prepared, then ready, without a reload', async ({
  page,
}) => {
  await createSignedInUser(page, { label: 'list-live' });
  await page.goto('/lessons');
  await expect(page.getByTestId('realtime-state')).toHaveAttribute('data-state', 'SUBSCRIBED');
  const response = await page.request.post('/api/lessons', {
    headers: { origin: new URL(page.url()).origin },
    multipart: { source: 'text', title: lessons.cell.title, text: lessons.cell.text },
  });
  expect(response.status()).toBe(202);
  await expect(card(page, 'The cell')).toBeVisible({ timeout: 10_000 });
  await expect(card(page, 'The cell')).not.toHaveAttribute('aria-busy', 'true', {
    timeout: 20_000,
  });
  await expect(card(page, 'The cell')).not.toContainText('Being prepared');
});
