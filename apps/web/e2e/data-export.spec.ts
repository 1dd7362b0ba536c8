import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { createSignedInUser } from './support/accounts.ts';
import { addTextLesson, frenchLesson, waitUntilReady } from './support/ready-lesson.ts';

test('"Download my data" in the settings gives a ZIP with the account and the lessons', async ({
  page,
}) => {
  const { email } = await createSignedInUser(page, { label: 'export' });
  const lessonId = await addTextLesson(page, frenchLesson);
  await waitUntilReady(page, lessonId);
  await page.goto('/settings');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /Download my data/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^study-assistant-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = unzipSync(new Uint8Array(await readFile(await download.path())));
  expect(JSON.parse(strFromU8(zip['account.json']!))).toMatchObject({ email });
  const lessons = JSON.parse(strFromU8(zip['data/lessons.json']!)) as {
    id: string;
    title: string;
  }[];
  expect(lessons).toMatchObject([{ id: lessonId, title: frenchLesson.title }]);
});
