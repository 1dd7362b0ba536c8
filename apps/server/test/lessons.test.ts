import type {
  LessonDetail,
  LessonFlashcard,
  LessonList,
  SheetDocument,
  Usage,
} from '@study/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { flashcards, lessons, quizzes } from '../src/db/schema.ts';
import { createUser, type TestUser } from './auth-helpers.ts';
import { createTestApp } from './create-test-app.ts';
import {
  type FullLesson,
  createLesson,
  getLesson,
  heartLesson,
  holdGeneration,
  postLesson,
  userRequest,
  waitForLesson,
} from './lesson-helpers.ts';
import { databaseKinds } from './test-database.ts';

const frenchLesson = `# La photosynthèse

La photosynthèse est le processus par lequel les plantes vertes transforment l’énergie lumineuse en énergie chimique. Elle se déroule dans les chloroplastes, qui contiennent un pigment vert appelé chlorophylle.

Au cours de cette réaction, le dioxyde de carbone et l’eau sont combinés pour former du glucose. Le dioxygène est libéré dans l’atmosphère. La chlorophylle est le pigment qui capte la lumière.
`;

const yellowSheet: SheetDocument = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'The Heart' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'The heart ' },
        {
          type: 'text',
          text: 'pumps blood',
          marks: [{ type: 'highlight', attrs: { color: 'yellow' } }, { type: 'bold' }],
        },
        { type: 'text', text: ' through the body.' },
      ],
    },
    {
      type: 'bulletList',
      content: [
        {
          type: 'listItem',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Four chambers' }] }],
        },
      ],
    },
  ],
};

describe.each(databaseKinds)('lessons on %s', (kind) => {
  let app: FastifyInstance;
  let user: TestUser;
  beforeAll(async () => {
    app = await createTestApp(kind);
    user = await createUser(app);
  });
  afterAll(async () => {
    await app.close();
  });

  describe('adding pasted text', () => {
    it('answers 202 with the lesson processing, then prepares its sheet and cards', async () => {
      const created = await createLesson(app, user, { text: heartLesson });
      expect(created).toMatchObject({
        title: 'The Heart',
        emoji: '📘',
        language: 'en',
        source: 'text',
        status: 'processing',
        task: null,
        errorCode: null,
        pageCount: 1,
        favourite: false,
        flashcardCount: 0,
        dueCount: 0,
        laterTodayCount: 0,
      });
      const ready = await waitForLesson(app, user, created.id);
      expect(ready.status).toBe('ready');
      expect(ready.text).toBe(heartLesson.trim());
      expect(ready.sheet?.type).toBe('doc');
      expect(ready.sheet?.content.length).toBeGreaterThan(0);
      expect(ready.sheetUpdatedAt).not.toBeNull();
      expect(ready.flashcards.length).toBeGreaterThan(0);
      expect(ready.flashcardCount).toBe(ready.flashcards.length);
      // New cards are due at once: all of them count as due now.
      expect(ready.dueCount).toBe(ready.flashcards.length);
      expect(ready.laterTodayCount).toBe(0);
      expect(ready.flashcards.map((card) => card.position)).toEqual(
        ready.flashcards.map((_, index) => index),
      );
      for (const card of ready.flashcards) {
        expect(card.state).toBe('new');
        expect(ready.text.slice(card.source.start, card.source.end).length).toBeGreaterThan(0);
      }
      // The page's first answer goes without the text and the cards, which have their requests.
      const first = await userRequest(app, user, 'GET', `/api/lessons/${created.id}`);
      expect(Object.keys(first.json() as object)).not.toContain('text');
      expect(Object.keys(first.json() as object)).not.toContain('flashcards');
      const text = await userRequest(app, user, 'GET', `/api/lessons/${created.id}/text`);
      expect(text.json()).toEqual({ text: heartLesson.trim() });
      const cards = await userRequest(app, user, 'GET', `/api/lessons/${created.id}/flashcards`);
      expect(cards.json()).toEqual({ items: ready.flashcards });
    });

    it('detects the language and uses it for the sheet, and picks the subject’s emoji', async () => {
      const created = await createLesson(app, user, { text: frenchLesson });
      expect(created.language).toBe('fr');
      expect(created.title).toBe('La photosynthèse');
      expect(created.emoji).toBe('🧬');
      const ready = await waitForLesson(app, user, created.id);
      const sheetText = JSON.stringify(ready.sheet);
      expect(sheetText).toContain('chlorophylle');
    });

    it('keeps the title and language the student chose', async () => {
      const created = await createLesson(app, user, {
        text: heartLesson,
        title: 'Biology – chapter 4',
        language: 'en',
      });
      const ready = await waitForLesson(app, user, created.id);
      expect(ready.title).toBe('Biology – chapter 4');
      expect(ready.language).toBe('en');
    });

    it('refuses text that is too short, a short title and an unknown source, spending nothing', async () => {
      const short = await postLesson(app, user, { text: 'Too short to study.' });
      expect(short.statusCode).toBe(400);
      expect(short.json().error.code).toBe('TEXT_TOO_SHORT');
      const title = await postLesson(app, user, { text: heartLesson, title: 'ab' });
      expect(title.statusCode).toBe(400);
      expect(title.json().error.code).toBe('LESSON_TITLE_TOO_SHORT');
      const source = await postLesson(app, user, { source: 'video' as 'text', text: heartLesson });
      expect(source.statusCode).toBe(400);
      expect(source.json().error.code).toBe('LESSON_SOURCE_INVALID');
      const long = await postLesson(app, user, { text: 'word '.repeat(41_000) });
      expect(long.statusCode).toBe(413);
      expect(long.json().error.code).toBe('TEXT_TOO_LONG');
    });

    it('says how long a title may be when it is one character too long', async () => {
      const response = await postLesson(app, user, { text: heartLesson, title: 'a'.repeat(201) });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'LESSON_TITLE_TOO_LONG',
        message: 'Title must be at most 200 characters',
        params: { max: 200 },
        details: {
          fields: [
            {
              path: 'title',
              code: 'LESSON_TITLE_TOO_LONG',
              params: { max: 200 },
              message: 'Title must be at most 200 characters',
            },
          ],
        },
      });
    });

    it('needs a signed-in user', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/lessons',
        headers: { origin: app.config.publicUrl },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('listing', () => {
    let listUser: TestUser;
    const ids: string[] = [];
    beforeAll(async () => {
      listUser = await createUser(app);
      for (const title of ['Économie de marché', 'La Révolution française', 'Heart anatomy']) {
        ids.push((await createLesson(app, listUser, { text: heartLesson, title })).id);
      }
    });

    const list = async (query = '') => {
      const response = await userRequest(app, listUser, 'GET', `/api/lessons${query}`);
      expect(response.statusCode).toBe(200);
      return response.json() as LessonList;
    };

    it('lists the newest first with a total, and the oldest first on demand', async () => {
      const newest = await list();
      expect(newest.total).toBe(3);
      expect(newest.items.map((l) => l.id)).toEqual([...ids].reverse());
      expect(newest).toMatchObject({ page: 1, pageSize: 20 });
      const oldest = await list('?sort=oldest');
      expect(oldest.items.map((l) => l.id)).toEqual(ids);
    });

    it('paginates', async () => {
      const second = await list('?pageSize=2&page=2');
      expect(second.total).toBe(3);
      expect(second.items.map((l) => l.id)).toEqual([ids[0]]);
      const pastTheEnd = await list('?pageSize=2&page=5');
      expect(pastTheEnd.items).toEqual([]);
      expect(pastTheEnd.total).toBe(3);
    });

    it('searches titles without case or accents, wildcards taken literally', async () => {
      expect((await list('?q=economie')).items.map((l) => l.title)).toEqual(['Économie de marché']);
      expect((await list('?q=R%C3%89VOLUTION')).items.map((l) => l.title)).toEqual([
        'La Révolution française',
      ]);
      expect((await list('?q=%25')).total).toBe(0);
    });

    it('searches the text and the cards of lessons too, stemmed in their language, case and accents aside', async () => {
      const searcher = await createUser(app);
      const french = await createLesson(app, searcher, {
        title: 'Biologie végétale',
        text: [
          'La photosynthèse est le processus par lequel les plantes vertes transforment l’énergie lumineuse en énergie chimique.',
          'Elle se déroule dans les chloroplastes des feuilles, qui contiennent un pigment vert appelé chlorophylle.',
        ].join('\n\n'),
      });
      const heart = await createLesson(app, searcher, { title: 'Cours deux', text: heartLesson });
      await waitForLesson(app, searcher, french.id);
      const ready = await waitForLesson(app, searcher, heart.id);
      await app.database.db
        .update(flashcards)
        .set({ question: 'What powers the cell?', answer: 'The mitochondria' })
        .where(eq(flashcards.id, ready.flashcards[0]!.id));
      const found = async (q: string) => {
        const response = await userRequest(
          app,
          searcher,
          'GET',
          `/api/lessons?q=${encodeURIComponent(q)}`,
        );
        return (response.json() as LessonList).items.map((lesson) => lesson.id);
      };
      expect(await found('photosynthese')).toEqual([french.id]);
      expect(await found('PHOTOSYNTHÈSE')).toEqual([french.id]);
      // French stemming: the singular finds the plural of the text.
      expect(await found('chloroplaste')).toEqual([french.id]);
      expect(await found('pericardium')).toEqual([heart.id]);
      // Only a card of the lesson holds this word.
      expect(await found('mitochondria')).toEqual([heart.id]);
      expect(await found('volcan')).toEqual([]);
      // Another student's search never reaches these lessons.
      expect((await list('?q=photosynthese')).total).toBe(0);
    });

    it('filters favourites', async () => {
      const favourite = await userRequest(app, listUser, 'PATCH', `/api/lessons/${ids[1]}`, {
        favourite: true,
      });
      expect(favourite.statusCode).toBe(200);
      expect((await list('?favourite=true')).items.map((l) => l.id)).toEqual([ids[1]]);
      expect((await list('?favourite=false')).total).toBe(2);
    });
  });

  it('reads the headings of pasted text that has no Markdown marks', async () => {
    const text = [
      'Photosynthesis',
      '',
      'Photosynthesis is the process by which green plants make glucose from light, water and carbon dioxide. It takes place in the chloroplasts of leaf cells, which contain a green pigment called chlorophyll.',
      '',
      'The overall equation',
      'Six molecules of carbon dioxide and six molecules of water give one molecule of glucose and six molecules of oxygen. The oxygen is released into the air through the stomata of the leaves.',
      '',
      '1. The light-dependent reactions',
      'The light-dependent reactions take place in the thylakoid membranes. They split water molecules and produce ATP and NADPH, releasing oxygen as a by-product of the reaction.',
    ].join('\n');
    const created = await createLesson(app, user, { text, title: 'Photosynthesis' });
    const ready = await waitForLesson(app, user, created.id);
    expect(ready.status).toBe('ready');
    expect(ready.text.split('\n').filter((line) => line.startsWith('## '))).toEqual([
      '## Photosynthesis',
      '## The overall equation',
      '## 1. The light-dependent reactions',
    ]);
    // The engine reads them as its sections: the sheet opens on the first one.
    expect(ready.sheet?.content[0]).toMatchObject({ type: 'heading' });
  });

  describe('editing', () => {
    let lesson: FullLesson;
    beforeAll(async () => {
      const created = await createLesson(app, user, { text: heartLesson });
      lesson = await waitForLesson(app, user, created.id);
    });

    const patch = (payload: unknown, id = lesson.id) =>
      userRequest(app, user, 'PATCH', `/api/lessons/${id}`, payload);

    it('renames, changes the emoji and the language without regenerating', async () => {
      const response = await patch({ title: '  The human heart ', emoji: '❤️', language: 'fr' });
      expect(response.statusCode).toBe(200);
      const body = response.json() as LessonDetail;
      expect(body).toMatchObject({ title: 'The human heart', emoji: '❤️', language: 'fr' });
      expect(body.sheet).toEqual(lesson.sheet);
      const cards = (await getLesson(app, user, lesson.id)).flashcards;
      expect(cards.map((c) => c.id)).toEqual(lesson.flashcards.map((c) => c.id));
      const [row] = await app.database.db.select().from(lessons).where(eq(lessons.id, lesson.id));
      expect(row).toMatchObject({ titleChosen: true, languageChosen: true, task: null });
    });

    it('refuses a 201-character title with the limit in the message, in French too', async () => {
      const before = (await getLesson(app, user, lesson.id)).title;
      const response = await app.inject({
        method: 'PATCH',
        url: `/api/lessons/${lesson.id}`,
        headers: { origin: app.config.publicUrl, cookie: user.cookie, 'accept-language': 'fr' },
        payload: { title: 'é'.repeat(201) },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'LESSON_TITLE_TOO_LONG',
        message: 'Le titre doit contenir au plus 200 caractères',
        params: { max: 200 },
      });
      expect((await getLesson(app, user, lesson.id)).title).toBe(before);
    });

    it('refuses a short title, a non-emoji icon and an empty change', async () => {
      const title = await patch({ title: 'ab' });
      expect(title.statusCode).toBe(400);
      expect(title.json().error.code).toBe('LESSON_TITLE_TOO_SHORT');
      const emoji = await patch({ emoji: 'heart' });
      expect(emoji.statusCode).toBe(400);
      expect(emoji.json().error.code).toBe('LESSON_EMOJI_INVALID');
      const empty = await patch({});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.code).toBe('VALIDATION_FAILED');
    });

    it('saves a sheet with a yellow highlight and gives it back as saved', async () => {
      const response = await patch({ sheet: yellowSheet });
      expect(response.statusCode).toBe(200);
      expect((response.json() as LessonDetail).sheet).toEqual(yellowSheet);
      expect((await getLesson(app, user, lesson.id)).sheet).toEqual(yellowSheet);
    });

    it.each([
      ['an HTML string', '<p>hello</p><script>alert(1)</script>'],
      [
        'a script node',
        { type: 'doc', content: [{ type: 'script', content: [{ type: 'text', text: 'x' }] }] },
      ],
      [
        'an unknown mark',
        {
          type: 'doc',
          content: [
            {
              type: 'paragraph',
              content: [
                {
                  type: 'text',
                  text: 'click',
                  marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
                },
              ],
            },
          ],
        },
      ],
      [
        'an unknown attribute',
        {
          type: 'doc',
          content: [{ type: 'paragraph', attrs: { onclick: 'alert(1)' }, content: [] }],
        },
      ],
      [
        'a colour outside the palette',
        {
          type: 'doc',
          content: [
            {
              type: 'paragraph',
              content: [
                {
                  type: 'text',
                  text: 'x',
                  marks: [{ type: 'highlight', attrs: { color: 'red' } }],
                },
              ],
            },
          ],
        },
      ],
    ])('refuses %s with SHEET_INVALID and keeps the saved sheet', async (_name, sheet) => {
      const response = await patch({ sheet });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('SHEET_INVALID');
      expect((await getLesson(app, user, lesson.id)).sheet).toEqual(yellowSheet);
    });

    it('refuses a sheet larger than the limit with SHEET_TOO_LARGE', async () => {
      const paragraph = {
        type: 'paragraph',
        content: [{ type: 'text', text: 'a'.repeat(20_000) }],
      };
      const response = await patch({ sheet: { type: 'doc', content: Array(60).fill(paragraph) } });
      expect(response.statusCode).toBe(413);
      expect(response.json().error.code).toBe('SHEET_TOO_LARGE');
    });

    it('takes a sheet only once the lesson is ready', async () => {
      const hold = holdGeneration(app);
      const processing = await createLesson(app, user, { text: heartLesson });
      const response = await patch({ sheet: yellowSheet }, processing.id);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('LESSON_NOT_READY');
      hold.release();
      await waitForLesson(app, user, processing.id);
    });
  });

  describe('regenerating', () => {
    let lesson: FullLesson;
    beforeAll(async () => {
      const created = await createLesson(app, user, { text: heartLesson });
      lesson = await waitForLesson(app, user, created.id);
    });

    const regenerate = (target: string, id = lesson.id, who = user) =>
      userRequest(app, who, 'POST', `/api/lessons/${id}/regenerate`, { target });
    const usedGenerations = async (who = user) =>
      ((await userRequest(app, who, 'GET', '/api/usage')).json() as Usage).generation.used;

    it('a new sheet replaces the edited one and keeps the cards and quizzes', async () => {
      await userRequest(app, user, 'PATCH', `/api/lessons/${lesson.id}`, { sheet: yellowSheet });
      const [quiz] = await app.database.db
        .insert(quizzes)
        .values({ userId: user.id, lessonId: lesson.id, type: 'mcq', answerCount: 4 })
        .returning();
      const hold = holdGeneration(app);
      const response = await regenerate('sheet');
      expect(response.statusCode).toBe(202);
      expect(response.json()).toMatchObject({ status: 'ready', task: 'sheet' });
      const again = await regenerate('flashcards');
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('LESSON_BUSY');
      hold.release();
      const after = await waitForLesson(app, user, lesson.id);
      expect(after.sheet).not.toEqual(yellowSheet);
      expect(JSON.stringify(after.sheet)).toContain('The Heart');
      expect(after.flashcards.map((c) => c.id)).toEqual(lesson.flashcards.map((c) => c.id));
      const kept = await app.database.db.select().from(quizzes).where(eq(quizzes.id, quiz!.id));
      expect(kept).toHaveLength(1);
    });

    it('two regenerations give two other selections, one generation each', async () => {
      // A student of their own: the four generations spent here leave the others' quota alone.
      const student = await createUser(app);
      const own = await waitForLesson(
        app,
        student,
        (await createLesson(app, student, { text: heartLesson })).id,
      );
      const questions = async () =>
        (await getLesson(app, student, own.id)).flashcards.map((card) => card.question).sort();
      const decks = [await questions()];
      const sheets = [own.sheet];
      for (const round of [1, 2]) {
        const usedBefore = await usedGenerations(student);
        expect((await regenerate('flashcards', own.id, student)).statusCode).toBe(202);
        const after = await waitForLesson(app, student, own.id);
        expect(after.errorCode).toBeNull();
        decks.push(await questions());
        expect(decks[round]).not.toEqual(decks[round - 1]);
        // The most important terms stay: at least half of the cards are the same.
        const kept = decks[round]!.filter((q) => decks[round - 1]!.includes(q));
        expect(kept.length).toBeGreaterThanOrEqual(decks[round]!.length / 2);
        expect(await usedGenerations(student)).toBe(usedBefore + 1);

        expect((await regenerate('sheet', own.id, student)).statusCode).toBe(202);
        sheets.push((await waitForLesson(app, student, own.id)).sheet);
        expect(sheets[round]).not.toEqual(sheets[round - 1]);
        expect(await usedGenerations(student)).toBe(usedBefore + 2);
      }
    });

    it('a regeneration that can only give the very same sheet or cards changes nothing and spends nothing', async () => {
      // Five key terms and no near misses: the engine has no other selection to give.
      const student = await createUser(app);
      const created = await createLesson(app, student, {
        text: 'Osmosis is the movement of water across a membrane. '.repeat(5),
      });
      const only = await waitForLesson(app, student, created.id);
      const usedBefore = await usedGenerations(student);
      for (const target of ['sheet', 'flashcards'] as const) {
        const response = await regenerate(target, only.id, student);
        expect(response.statusCode).toBe(202);
        const after = await waitForLesson(app, student, only.id);
        expect(after).toMatchObject({
          status: 'ready',
          task: null,
          errorCode: 'LESSON_REGENERATION_UNCHANGED',
        });
        expect(after.sheet).toEqual(only.sheet);
        expect(after.flashcards.map((c) => c.id)).toEqual(only.flashcards.map((c) => c.id));
        expect(await usedGenerations(student)).toBe(usedBefore);
      }
    });

    it('new flashcards replace every card of the lesson', async () => {
      // A card the student's deck holds differently: the new set is not the same one.
      const [first] = (await getLesson(app, user, lesson.id)).flashcards;
      await app.database.db
        .update(flashcards)
        .set({ question: 'A question of another set?' })
        .where(eq(flashcards.id, first!.id));
      const before = await getLesson(app, user, lesson.id);
      const response = await regenerate('flashcards');
      expect(response.statusCode).toBe(202);
      expect(response.json().task).toBe('flashcards');
      const after = await waitForLesson(app, user, lesson.id);
      expect(after.flashcards.length).toBe(before.flashcards.length);
      const oldIds = new Set(before.flashcards.map((c) => c.id));
      expect(after.flashcards.every((card) => !oldIds.has(card.id))).toBe(true);
      expect(after.sheet).toEqual(before.sheet);
      const rows = await app.database.db
        .select()
        .from(flashcards)
        .where(and(eq(flashcards.lessonId, lesson.id), eq(flashcards.userId, user.id)));
      expect(rows).toHaveLength(after.flashcards.length);
    });

    it('refuses a lesson still processing, and an unknown target', async () => {
      const hold = holdGeneration(app);
      const processing = await createLesson(app, user, { text: heartLesson });
      const response = await regenerate('sheet', processing.id);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('LESSON_NOT_READY');
      hold.release();
      const target = await regenerate('quiz');
      expect(target.statusCode).toBe(400);
      expect(target.json().error.code).toBe('VALIDATION_FAILED');
      await waitForLesson(app, user, processing.id);
    });
  });

  describe('flashcard reviews', () => {
    let lesson: FullLesson;
    beforeAll(async () => {
      const created = await createLesson(app, user, { text: heartLesson });
      lesson = await waitForLesson(app, user, created.id);
    });

    const review = (card: LessonFlashcard, rating: string) =>
      userRequest(app, user, 'POST', `/api/lessons/${lesson.id}/flashcards/${card.id}/review`, {
        rating,
      });

    it('“I knew it” moves the card days ahead; it is no longer due today', async () => {
      const card = lesson.flashcards[0]!;
      const first = await review(card, 'good');
      expect(first.statusCode).toBe(200);
      const learning = first.json() as LessonFlashcard;
      expect(learning).toMatchObject({ id: card.id, reps: 1, lapses: 0, state: 'learning' });
      expect(learning.lastReview).not.toBeNull();
      expect(Date.parse(learning.due)).toBeGreaterThan(Date.now());
      const second = (await review(card, 'good')).json() as LessonFlashcard;
      expect(second).toMatchObject({ reps: 2, state: 'review' });
      expect(Date.parse(second.due) - Date.now()).toBeGreaterThan(23 * 3600_000);
      const [row] = await app.database.db
        .select()
        .from(flashcards)
        .where(eq(flashcards.id, card.id));
      expect(row).toMatchObject({ reps: 2, state: 2, lapses: 0 });
      expect(row!.stability).toBeGreaterThan(0);
      expect(row!.difficulty).toBeGreaterThan(0);
      expect(row!.scheduledDays).toBeGreaterThanOrEqual(1);
      expect((await getLesson(app, user, lesson.id)).dueCount).toBe(lesson.flashcards.length - 1);
    });

    it('“Not yet” keeps the card due within minutes', async () => {
      const card = lesson.flashcards[1]!;
      const response = await review(card, 'again');
      expect(response.statusCode).toBe(200);
      const again = response.json() as LessonFlashcard;
      expect(again).toMatchObject({ reps: 1, state: 'learning' });
      const wait = Date.parse(again.due) - Date.now();
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThan(15 * 60_000);
    });

    it('refuses an unknown rating and a card of another lesson', async () => {
      const rating = await review(lesson.flashcards[0]!, 'easy');
      expect(rating.statusCode).toBe(400);
      const other = await waitForLesson(
        app,
        user,
        (await createLesson(app, user, { text: heartLesson })).id,
      );
      const response = await userRequest(
        app,
        user,
        'POST',
        `/api/lessons/${lesson.id}/flashcards/${other.flashcards[0]!.id}/review`,
        { rating: 'good' },
      );
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('FLASHCARD_NOT_FOUND');
    });
  });

  describe('the original text', () => {
    it('downloads as a .txt attachment named after the lesson', async () => {
      const created = await createLesson(app, user, { text: frenchLesson, title: 'Révisions' });
      const response = await userRequest(
        app,
        user,
        'GET',
        `/api/lessons/${created.id}/original.txt`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="R_visions.txt"; filename*=UTF-8''R%C3%A9visions.txt`,
      );
      expect(response.body).toBe(frenchLesson.trim());
      await waitForLesson(app, user, created.id);
    });
  });

  describe('realtime events', () => {
    it('tell the owner’s tabs about spending, preparation and deletion', async () => {
      const publish = vi.spyOn(app.realtime, 'publish');
      const created = await createLesson(app, user);
      await waitForLesson(app, user, created.id);
      await userRequest(app, user, 'DELETE', `/api/lessons/${created.id}`);
      const events = publish.mock.calls
        .filter(([userId]) => userId === user.id)
        .map(([, event]) => event);
      publish.mockRestore();
      expect(events).toEqual([
        { type: 'usage.updated' },
        { type: 'lesson.updated', lessonId: created.id, status: 'ready' },
        { type: 'lesson.deleted', lessonId: created.id },
      ]);
    });
  });

  describe('deleting', () => {
    it('removes the lesson with its cards and quizzes, and tells the other tabs', async () => {
      const created = await createLesson(app, user, { text: heartLesson });
      const ready = await waitForLesson(app, user, created.id);
      await app.database.db
        .insert(quizzes)
        .values({ userId: user.id, lessonId: ready.id, type: 'open' });
      const response = await userRequest(app, user, 'DELETE', `/api/lessons/${ready.id}`);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      const gone = await userRequest(app, user, 'GET', `/api/lessons/${ready.id}`);
      expect(gone.statusCode).toBe(404);
      expect(gone.json().error.code).toBe('LESSON_NOT_FOUND');
      const db = app.database.db;
      expect(await db.select().from(flashcards).where(eq(flashcards.lessonId, ready.id))).toEqual(
        [],
      );
      expect(await db.select().from(quizzes).where(eq(quizzes.lessonId, ready.id))).toEqual([]);
      const again = await userRequest(app, user, 'DELETE', `/api/lessons/${ready.id}`);
      expect(again.statusCode).toBe(404);
    });
  });
});
