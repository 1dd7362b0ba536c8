import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, usageCounters } from '../src/db/schema.ts';
import { createUser, type TestUser } from './auth-helpers.ts';
import { createTestApp } from './create-test-app.ts';
import { createLesson, userRequest, waitForLesson } from './lesson-helpers.ts';
import { databaseKinds } from './test-database.ts';

/** A sheet as long as the editor lets a student make it: hundreds of highlighted paragraphs. */
function longSheet() {
  const sentence =
    'La photosynthèse transforme l’énergie lumineuse en énergie chimique dans les chloroplastes des feuilles. ';
  return {
    type: 'doc',
    content: Array.from({ length: 600 }, (_, index) =>
      index % 10 === 0
        ? {
            type: 'heading',
            attrs: { level: 2 },
            content: [{ type: 'text', text: `Partie ${index / 10 + 1}` }],
          }
        : {
            type: 'paragraph',
            content: [
              { type: 'text', text: sentence.repeat(3) },
              {
                type: 'text',
                text: sentence,
                marks: [{ type: 'bold' }, { type: 'highlight', attrs: { color: 'yellow' } }],
              },
            ],
          },
    ),
  };
}

describe.each(databaseKinds)('sheet PDF exports on %s', (kind) => {
  let app: FastifyInstance;
  let user: TestUser;
  let lessonId: string;

  beforeAll(async () => {
    app = await createTestApp(kind);
    user = await createUser(app);
    await app.database.db
      .update(profiles)
      .set({ plan: 'premium' })
      .where(eq(profiles.userId, user.id));
    lessonId = (await waitForLesson(app, user, (await createLesson(app, user)).id)).id;
    const patched = await userRequest(app, user, 'PATCH', `/api/lessons/${lessonId}`, {
      sheet: longSheet(),
    });
    expect(patched.statusCode).toBe(200);
  });

  afterAll(async () => {
    await app.close();
  });

  async function exportsSpent(): Promise<number> {
    const rows = await app.database.db
      .select({ used: usageCounters.used })
      .from(usageCounters)
      .where(and(eq(usageCounters.userId, user.id), eq(usageCounters.metric, 'pdf_export')));
    return rows.reduce((sum, row) => sum + row.used, 0);
  }

  it('answers the health check while long sheets are being rendered', async () => {
    const settled: string[] = [];
    const exports = Array.from({ length: 3 }, (_, index) =>
      userRequest(app, user, 'POST', `/api/lessons/${lessonId}/sheet.pdf`).then((response) => {
        settled.push(`export ${index + 1}`);
        return response;
      }),
    );
    // Every export has paid its export: each is at its rendering now.
    while ((await exportsSpent()) < 3) await new Promise((resolve) => setImmediate(resolve));

    const health = await app.inject({ method: 'GET', url: '/api/health' });
    settled.push('health');
    expect(health.statusCode).toBe(200);
    expect(settled).toEqual(['health']);

    const responses = await Promise.all(exports);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    for (const response of responses) {
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });
});
