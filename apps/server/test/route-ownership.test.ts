import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from './auth-helpers.ts';
import { startConversation } from './chat-helpers.ts';
import { startSandboxCheckout } from './billing-helpers.ts';
import { createTestApp } from './create-test-app.ts';
import {
  type FullLesson,
  createLesson,
  getLesson,
  heartLesson,
  userRequest,
  waitForLesson,
} from './lesson-helpers.ts';
import { getQuiz, heartQuestions, insertReadyQuiz } from './quiz-helpers.ts';
import { databaseKinds } from './test-database.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

interface Operation {
  method: Method;
  /** The OpenAPI path, e.g. `/api/lessons/{id}`. */
  path: string;
}

/** Every API operation whose path takes an id, read from the app's own OpenAPI description. */
async function operationsWithIds(app: FastifyInstance): Promise<Operation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const spec = response.json() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(spec.paths)
    .filter(([path]) => path.includes('{'))
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({ method: method.toUpperCase() as Method, path })),
    );
}

describe.each(databaseKinds)('every route that takes an id, on %s', (kind) => {
  let app: FastifyInstance;
  let owner: TestUser;
  let stranger: TestUser;
  let lesson: FullLesson;
  let ids: Record<string, string>;
  let questionId: string;

  beforeAll(async () => {
    app = await createTestApp(kind);
    owner = await createUser(app);
    stranger = await createUser(app);
    const created = await createLesson(app, owner, {
      source: 'document',
      files: [{ name: 'heart.txt', bytes: new TextEncoder().encode(heartLesson) }],
    });
    lesson = await waitForLesson(app, owner, created.id);
    const quizId = await insertReadyQuiz(
      app,
      owner,
      lesson,
      heartQuestions(lesson.text).map((q) => q.question),
    );
    questionId = (await getQuiz(app, owner, quizId)).questions[0]!.id;
    const conversation = await startConversation(app, owner, lesson.id);
    ids = {
      lesson: lesson.id,
      card: lesson.flashcards[0]!.id,
      file: lesson.files[0]!.id,
      quiz: quizId,
      conversation: conversation.id,
      checkout: await startSandboxCheckout(app, owner),
    };
  });
  afterAll(async () => {
    await app.close();
  });

  /**
   * The owner's id for each path parameter. A new route with a parameter missing here fails the
   * test below, so it cannot ship without its ownership check being tested.
   */
  function urlFor({ path }: Operation): string {
    return path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const kindOfId =
        name === 'cardId'
          ? 'card'
          : name === 'fileId'
            ? 'file'
            : name === 'lessonId'
              ? 'lesson'
              : name === 'id' && path.startsWith('/api/lessons/')
                ? 'lesson'
                : name === 'id' && path.startsWith('/api/quizzes/')
                  ? 'quiz'
                  : name === 'id' && path.startsWith('/api/chat/conversations/')
                    ? 'conversation'
                    : name === 'id' && path.startsWith('/api/billing/sandbox/checkouts/')
                      ? 'checkout'
                      : undefined;
      if (!kindOfId) throw new Error(`No owner's id known for {${name}} in ${path}`);
      return ids[kindOfId]!;
    });
  }

  /** A body that passes validation, so that only ownership can refuse the request. */
  function bodyFor({ method, path }: Operation): unknown {
    const bodies: Record<string, unknown> = {
      'PATCH /api/lessons/{id}': { title: 'Taken over', favourite: true },
      'POST /api/lessons/{id}/regenerate': { target: 'sheet' },
      'POST /api/lessons/{id}/flashcards/{cardId}/review': { rating: 'good' },
      'PATCH /api/quizzes/{id}': { favourite: true },
      'POST /api/quizzes/{id}/answers': { questionId, answer: 'Four' },
      'POST /api/chat/conversations/{id}/messages': { content: 'What is the aorta?' },
      'POST /api/billing/sandbox/checkouts/{id}/pay': { card: 'success' },
    };
    return bodies[`${method} ${path}`];
  }

  it('knows the owner’s id for every parameter of the route table', async () => {
    const operations = await operationsWithIds(app);
    expect(operations.length).toBeGreaterThanOrEqual(20);
    for (const operation of operations) expect(() => urlFor(operation)).not.toThrow();
  });

  it('answers 404 to another user on each of them, and changes nothing of the owner’s', async () => {
    const operations = await operationsWithIds(app);
    const before = await getLesson(app, owner, lesson.id);
    for (const operation of operations) {
      const response = await userRequest(
        app,
        stranger,
        operation.method,
        urlFor(operation),
        bodyFor(operation),
      );
      expect(
        { route: `${operation.method} ${operation.path}`, status: response.statusCode },
        response.body,
      ).toEqual({ route: `${operation.method} ${operation.path}`, status: 404 });
      expect((response.json() as { error: { code: string } }).error.code).toMatch(/_NOT_FOUND$/);
    }
    expect(await getLesson(app, owner, lesson.id)).toEqual(before);
    const quiz = await getQuiz(app, owner, ids.quiz!);
    expect(quiz.questions.every((q) => q.givenAnswer === null)).toBe(true);
    const conversation = await userRequest(
      app,
      owner,
      'GET',
      `/api/chat/conversations/${ids.conversation}`,
    );
    expect(conversation.statusCode).toBe(200);
    expect((conversation.json() as { messages: unknown[] }).messages).toEqual([]);
    const checkout = await userRequest(
      app,
      owner,
      'GET',
      `/api/billing/sandbox/checkouts/${ids.checkout}`,
    );
    expect((checkout.json() as { status: string }).status).toBe('open');
  });
});
