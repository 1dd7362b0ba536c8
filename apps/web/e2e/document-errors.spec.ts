import { expect, test, type Page } from '@playwright/test';
import type { LessonSummary } from '@study/shared';
import { createSignedInUser } from './support/accounts.ts';
import { readLesson } from './support/ready-lesson.ts';

// The built server (`npm run build`, started as `npm start` starts it) answers the documents
// package's refusals with their own codes, as the server run from source does.

type Multipart = Record<string, string | { name: string; mimeType: string; buffer: Buffer }>;

async function postLesson(page: Page, multipart: Multipart) {
  const response = await page.request.post('/api/lessons', {
    headers: { origin: new URL(page.url()).origin, 'accept-language': 'fr' },
    multipart,
  });
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}

test('refusals of the documents package keep their code and message in the built server', async ({
  page,
}) => {
  await createSignedInUser(page, { label: 'document-errors' });

  const noFile = await postLesson(page, { source: 'document' });
  expect(noFile).toEqual({
    status: 400,
    body: {
      error: {
        code: 'NO_FILE',
        message: 'Ajoutez un document ou au moins une photo pour créer votre leçon',
      },
    },
  });

  const fakePdf = await postLesson(page, {
    source: 'document',
    files: {
      name: 'cours.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    },
  });
  expect(fakePdf.status).toBe(415);
  expect(fakePdf.body).toMatchObject({ error: { code: 'FILE_TYPE_MISMATCH' } });

  const short = await postLesson(page, { source: 'text', title: 'Court', text: 'Trop court.' });
  expect(short).toEqual({
    status: 400,
    body: {
      error: {
        code: 'TEXT_TOO_SHORT',
        message: 'Le texte est trop court : écrivez au moins 50 caractères',
        params: { minChars: 50 },
      },
    },
  });
});

test('a lesson whose PDF cannot be read fails with FILE_CORRUPT in the built server', async ({
  page,
}) => {
  await createSignedInUser(page, { label: 'corrupt-pdf' });
  const broken = Buffer.from(
    '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\ntruncated',
    'latin1',
  );
  const added = await postLesson(page, {
    source: 'document',
    files: { name: 'abîmé.pdf', mimeType: 'application/pdf', buffer: broken },
  });
  expect(added.status).toBe(202);
  const id = (added.body as unknown as LessonSummary).id;
  await expect
    .poll(async () => (await readLesson(page, id)).status, { timeout: 30_000 })
    .toBe('failed');
  expect(await readLesson(page, id)).toMatchObject({ status: 'failed', errorCode: 'FILE_CORRUPT' });
});

/** A valid PDF of `count` blank pages, written by hand (its cross-reference table included). */
function blankPagesPdf(count: number): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Count ${count} /Kids [${Array.from({ length: count }, (_, i) => `${i + 3} 0 R`).join(' ')}] >>`,
    ...Array.from(
      { length: count },
      () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
    ),
  ];
  let body = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function failureOf(page: Page, multipart: Multipart) {
  const added = await postLesson(page, multipart);
  expect(added.status).toBe(202);
  const id = (added.body as unknown as LessonSummary).id;
  await expect
    .poll(async () => (await readLesson(page, id)).status, { timeout: 60_000 })
    .toBe('failed');
  return readLesson(page, id);
}

test('a blank file and a PDF over the page cap fail with their own codes in the built server', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await createSignedInUser(page, { label: 'document-limits' });

  const blank = await failureOf(page, {
    source: 'document',
    files: { name: 'vide.txt', mimeType: 'text/plain', buffer: Buffer.from(' \n\t\n \n') },
  });
  expect(blank).toMatchObject({ status: 'failed', errorCode: 'NO_TEXT_FOUND' });

  const long = await failureOf(page, {
    source: 'document',
    files: { name: 'annuaire.pdf', mimeType: 'application/pdf', buffer: blankPagesPdf(501) },
  });
  expect(long).toMatchObject({ status: 'failed', errorCode: 'DOCUMENT_TOO_LONG' });
});
