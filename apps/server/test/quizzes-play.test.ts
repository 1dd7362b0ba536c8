import {
  quizResultMessages,
  type LessonFlashcards,
  type QuizDetail,
  type QuizSummary,
  type Usage,
} from '@study/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flashcards, quizQuestions, quizzes } from '../src/db/schema.ts';
import { createQuizzesRepository } from '../src/modules/quizzes/quizzes.repository.ts';
import { createUser, type TestUser } from './auth-helpers.ts';
import { createTestApp } from './create-test-app.ts';
import { type FullLesson, userRequest } from './lesson-helpers.ts';
import {
  answer,
  getQuiz,
  heartQuestions,
  insertReadyQuiz,
  postAnswer,
  readyLesson,
} from './quiz-helpers.ts';
import { databaseKinds } from './test-database.ts';

type Outcome = 'right' | 'half' | 'wrong';

describe.each(databaseKinds)('playing quizzes on %s', (kind) => {
  let app: FastifyInstance;
  let user: TestUser;
  let lesson: FullLesson;
  let questions: ReturnType<typeof heartQuestions>;

  beforeAll(async () => {
    app = await createTestApp(kind);
    user = await createUser(app);
    lesson = await readyLesson(app, user);
    questions = heartQuestions(lesson.text);
  });
  afterAll(async () => {
    await app.close();
  });

  const newQuiz = (of: FullLesson = lesson) =>
    insertReadyQuiz(
      app,
      user,
      of,
      questions.map((q) => q.question),
    );

  /** Answers the quiz's questions in order with the given outcomes; returns the last verdict's quiz. */
  async function play(quizId: string, outcomes: Outcome[]): Promise<QuizSummary> {
    const quiz = await getQuiz(app, user, quizId);
    let summary: QuizSummary = quiz;
    for (const [index, outcome] of outcomes.entries()) {
      const given = questions[index]![outcome];
      if (given === undefined) throw new Error(`no ${outcome} answer for question ${index}`);
      summary = (await answer(app, user, quizId, quiz.questions[index]!.id, given)).quiz;
    }
    return summary;
  }

  async function usedGenerations(): Promise<number> {
    const response = await userRequest(app, user, 'GET', '/api/usage');
    return (response.json() as Usage).generation.used;
  }

  it('never sends the answer, source, points or feedback of a question not yet answered', async () => {
    const quizId = await newQuiz();
    const response = await userRequest(app, user, 'GET', `/api/quizzes/${quizId}`);
    expect(response.statusCode).toBe(200);
    for (const { question } of questions) {
      if (question.type !== 'mcq') expect(response.body).not.toContain(question.answer);
      expect(response.body).not.toContain(
        lesson.text.slice(question.sourceStart, question.sourceEnd),
      );
    }
    const quiz = response.json() as QuizDetail;
    expect(quiz.questions).toHaveLength(10);
    for (const [index, view] of quiz.questions.entries()) {
      expect(view).toEqual({
        id: view.id,
        position: index,
        type: questions[index]!.question.type,
        prompt: questions[index]!.question.prompt,
        choices: questions[index]!.question.choices,
        state: 'not_started',
        givenAnswer: null,
        expectedAnswer: null,
        points: null,
        feedback: null,
        source: null,
      });
    }
    expect(quiz).toMatchObject({ progress: 'not_started', scorePercent: null, tier: null });
  });

  it('scores MCQ, tolerant fill-in and open answers with half points, with card states', async () => {
    const quizId = await newQuiz();
    const outcomes: Outcome[] = [
      'right',
      'right', // MCQ
      'right', // fill-in with an accent and a capital: "Péricardium"
      'right', // fill-in with a typo: "myocardum"
      'right',
      'half', // open, graded 0.5
      'right',
      'wrong',
      'wrong',
      'wrong',
    ];
    const quiz = await getQuiz(app, user, quizId);
    const verdicts = [];
    for (const [index, outcome] of outcomes.entries()) {
      verdicts.push(
        await answer(app, user, quizId, quiz.questions[index]!.id, questions[index]![outcome]!),
      );
    }
    expect(verdicts.map((v) => v.question.points)).toEqual([1, 1, 1, 1, 1, 0.5, 1, 0, 0, 0]);
    expect(verdicts.map((v) => v.question.state)).toEqual([
      'acquired',
      'acquired',
      'acquired',
      'acquired',
      'acquired',
      'to_review',
      'acquired',
      'not_acquired',
      'not_acquired',
      'not_acquired',
    ]);
    // The verdict reveals the answer and the passage it came from; open answers get feedback.
    const open = verdicts[5]!.question;
    expect(open.expectedAnswer).toBe(questions[5]!.question.answer);
    expect(open.feedback).toMatch(/^Partly right\./);
    expect(open.source).toEqual({
      start: questions[5]!.question.sourceStart,
      end: questions[5]!.question.sourceEnd,
      text: 'The systemic circulation carries oxygenated blood from the heart to the rest of the body.',
    });
    expect(verdicts[0]!.question.feedback).toBeNull();
    // The quiz stands as it goes, and completes on the 10th answer.
    expect(verdicts[8]!.quiz).toMatchObject({
      progress: 'in_progress',
      answeredCount: 9,
      points: 6.5,
      scorePercent: null,
      completedAt: null,
    });
    expect(verdicts[9]!.quiz).toMatchObject({
      progress: 'completed',
      answeredCount: 10,
      questionCount: 10,
      points: 6.5,
      scorePercent: 65,
    });
    const done = await getQuiz(app, user, quizId);
    expect(done.completedAt).not.toBeNull();
    // The 10th verdict carries the completion time the quiz keeps.
    expect(verdicts[9]!.quiz.completedAt).toBe(done.completedAt);
    expect(done.tier).toBe(29);
    expect(quizResultMessages.en[done.tier!]).toBeDefined();
    expect(done.questions.map((q) => q.givenAnswer)).toEqual(
      outcomes.map((outcome, index) => questions[index]![outcome]),
    );
  });

  it.each<[string, Outcome[], number, number]>([
    ['0 %', Array<Outcome>(10).fill('wrong'), 0, 0],
    [
      '5 %, the lowest score above zero',
      ['wrong', 'wrong', 'wrong', 'wrong', 'half', ...Array<Outcome>(5).fill('wrong')],
      5,
      2,
    ],
    [
      '95 %, the highest score below full marks',
      ['right', 'right', 'right', 'right', 'half', ...Array<Outcome>(5).fill('right')],
      95,
      42,
    ],
    ['100 %', Array<Outcome>(10).fill('right'), 100, 44],
  ])('puts a score of %s in its tier', async (_label, outcomes, percent, tier) => {
    const quizId = await newQuiz();
    const summary = await play(quizId, outcomes);
    expect(summary.scorePercent).toBe(percent);
    const quiz = await getQuiz(app, user, quizId);
    expect(quiz.tier).toBe(tier);
  });

  it('resumes where the student left: answered questions shown, the next one unanswered', async () => {
    const quizId = await newQuiz();
    await play(quizId, ['right', 'wrong', 'right']);
    const resumed = await getQuiz(app, user, quizId);
    expect(resumed).toMatchObject({ progress: 'in_progress', answeredCount: 3, points: 2 });
    expect(resumed.questions.map((q) => q.state)).toEqual([
      'acquired',
      'not_acquired',
      'acquired',
      ...Array(7).fill('not_started'),
    ]);
    expect(resumed.questions.findIndex((q) => q.givenAnswer === null)).toBe(3);
    expect(resumed.questions[1]).toMatchObject({
      givenAnswer: 'A capillary',
      expectedAnswer: 'The aorta',
      points: 0,
      source: { text: 'The aorta is the largest artery of the body.' },
    });
    expect(resumed.questions[3]).toMatchObject({ expectedAnswer: null, source: null });
    const next = await answer(app, user, quizId, resumed.questions[3]!.id, questions[3]!.right);
    expect(next.quiz).toMatchObject({ answeredCount: 4, points: 3 });
  });

  it('ignores a score the client sends: only the server’s grading counts', async () => {
    const quizId = await newQuiz();
    const quiz = await getQuiz(app, user, quizId);
    const forged = await postAnswer(app, user, quizId, quiz.questions[0]!.id, 'Two', {
      score: 10,
      points: 1,
      pointsDoubled: 2,
      state: 'acquired',
    });
    expect(forged.statusCode).toBe(200);
    expect(forged.json()).toMatchObject({
      question: { points: 0, state: 'not_acquired' },
      quiz: { points: 0 },
    });
    const patched = await userRequest(app, user, 'PATCH', `/api/quizzes/${quizId}`, {
      favourite: true,
      points: 10,
      scorePercent: 100,
      completedAt: new Date().toISOString(),
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      favourite: true,
      points: 0,
      scorePercent: null,
      completedAt: null,
    });
    const [row] = await app.database.db
      .select()
      .from(quizQuestions)
      .where(eq(quizQuestions.id, quiz.questions[0]!.id));
    expect(row).toMatchObject({ givenAnswer: 'Two', pointsDoubled: 0 });
  });

  it('scores only one of two answers sent at once to the same question', async () => {
    const quizId = await newQuiz();
    const quiz = await getQuiz(app, user, quizId);
    const questionId = quiz.questions[0]!.id;
    const responses = await Promise.all([
      postAnswer(app, user, quizId, questionId, 'Four'),
      postAnswer(app, user, quizId, questionId, 'Two'),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = responses.find((r) => r.statusCode === 409)!;
    expect(refused.json().error.code).toBe('QUIZ_ALREADY_ANSWERED');
    const accepted = responses.find((r) => r.statusCode === 200)!.json() as {
      question: { givenAnswer: string };
    };
    const after = await getQuiz(app, user, quizId);
    expect(after.answeredCount).toBe(1);
    expect(after.questions[0]!.givenAnswer).toBe(accepted.question.givenAnswer);
    const again = await postAnswer(app, user, quizId, questionId, 'Four');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('QUIZ_ALREADY_ANSWERED');
  });

  it('completes the quiz when its last two answers land together', async () => {
    const quizId = await newQuiz();
    await play(quizId, Array<Outcome>(8).fill('right'));
    const quiz = await getQuiz(app, user, quizId);
    const responses = await Promise.all(
      [8, 9].map((i) => postAnswer(app, user, quizId, quiz.questions[i]!.id, questions[i]!.right)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    const done = await getQuiz(app, user, quizId);
    expect(done).toMatchObject({ progress: 'completed', scorePercent: 100, tier: 44 });
    expect(done.completedAt).not.toBeNull();
  });

  it('refuses an answer that is not a choice, a question of another quiz and a quiz not ready', async () => {
    const quizId = await newQuiz();
    const quiz = await getQuiz(app, user, quizId);
    const notAChoice = await postAnswer(app, user, quizId, quiz.questions[0]!.id, 'Five');
    expect(notAChoice.statusCode).toBe(400);
    expect(notAChoice.json().error.code).toBe('QUIZ_ANSWER_NOT_A_CHOICE');
    expect((await getQuiz(app, user, quizId)).answeredCount).toBe(0);

    const other = await getQuiz(app, user, await newQuiz());
    const foreign = await postAnswer(app, user, quizId, other.questions[0]!.id, 'Four');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('QUIZ_QUESTION_NOT_FOUND');

    const empty = await postAnswer(app, user, quizId, quiz.questions[0]!.id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('VALIDATION_FAILED');

    const processing = await createQuizzesRepository(app.database.db).insert({
      userId: user.id,
      lessonId: lesson.id,
      type: 'open',
      answerCount: null,
    });
    const notReady = await postAnswer(app, user, processing.id, quiz.questions[0]!.id, 'Four');
    expect(notReady.statusCode).toBe(409);
    expect(notReady.json().error.code).toBe('QUIZ_NOT_READY');
  });

  it('strengthens the card that teaches a missed term, adds one only for what the deck lacks, never twice', async () => {
    // A lesson of its own, so that no other test's mistakes are among its cards.
    const own = await readyLesson(app, user);
    const cardsOfLesson = () =>
      app.database.db.select().from(flashcards).where(eq(flashcards.lessonId, own.id));
    const before = await cardsOfLesson();
    const lastPosition = Math.max(-1, ...before.map((card) => card.position));
    const pericardium = before.find((card) => card.term === 'pericardium');
    expect(pericardium).toBeDefined();
    const nextWeek = new Date(Date.now() + 7 * 24 * 3600 * 1000);
    await app.database.db
      .update(flashcards)
      .set({ due: nextWeek })
      .where(eq(flashcards.id, pericardium!.id));
    const startedAt = Date.now();

    // The chambers question has no card in the deck; the pericardium fill-in has one.
    await play(await newQuiz(own), ['wrong', 'right', 'wrong']);
    const after = await cardsOfLesson();
    const added = after.filter((card) => !before.some((old) => old.id === card.id));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      userId: user.id,
      question: 'How many chambers does the heart have?',
      answer: 'Four',
      sourceStart: questions[0]!.question.sourceStart,
      sourceEnd: questions[0]!.question.sourceEnd,
      position: lastPosition + 1,
      state: 0,
      reps: 0,
    });
    expect(added[0]!.due.getTime()).toBeLessThanOrEqual(Date.now());
    const strengthened = after.find((card) => card.id === pericardium!.id)!;
    expect(strengthened.question).toBe(pericardium!.question);
    expect(strengthened.due.getTime()).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(strengthened.due.getTime()).toBeLessThanOrEqual(Date.now());

    // The lesson page shows the added card with the answer the quiz held.
    const lessonView = await userRequest(app, user, 'GET', `/api/lessons/${own.id}/flashcards`);
    const shown = (lessonView.json() as LessonFlashcards).items.find((c) => c.id === added[0]!.id);
    expect(shown).toMatchObject({ answer: 'Four' });

    // Missed again later, every question this time: the deck grows by the facts it lacked only.
    await app.database.db
      .update(flashcards)
      .set({ due: nextWeek })
      .where(eq(flashcards.id, added[0]!.id));
    await play(
      await newQuiz(own),
      questions.map(() => 'wrong'),
    );
    const again = await cardsOfLesson();
    const chambers = again.filter((card) => card.question === added[0]!.question);
    expect(chambers).toHaveLength(1);
    expect(chambers[0]!.due.getTime()).toBeLessThanOrEqual(Date.now());
    const questionsOf = again.map((card) => card.question.toLowerCase());
    expect(new Set(questionsOf).size).toBe(again.length);
    // The heart, atria, myocardium, pericardium, aorta and capillaries have their cards: only
    // the rest join.
    const joined = again.filter((card) => !after.some((old) => old.id === card.id));
    expect(joined.map((card) => card.question).sort()).toEqual(
      [
        'The … circulation carries blood between the heart and the lungs.',
        'What does the systemic circulation carry?',
        'What do heart valves do?',
      ].sort(),
    );
    const heart = again.find((card) => card.term === 'heart');
    expect(heart?.due.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('never adds a card with a blank question, and the deck keeps a question once', async () => {
    const own = await readyLesson(app, user);
    const cardsOfLesson = () =>
      app.database.db.select().from(flashcards).where(eq(flashcards.lessonId, own.id));
    const before = await cardsOfLesson();
    const blank = questions.map((q, index) =>
      index === 0 ? { ...q.question, prompt: '  ' } : q.question,
    );
    const quizId = await insertReadyQuiz(app, user, own, blank);
    const quiz = await getQuiz(app, user, quizId);
    await answer(app, user, quizId, quiz.questions[0]!.id, questions[0]!.wrong);
    expect(await cardsOfLesson()).toHaveLength(before.length);

    // Even written around the service, a second copy of a card's question is refused.
    const [first] = before;
    await expect(
      app.database.db.insert(flashcards).values({
        ...first!,
        id: undefined,
        position: before.length,
        question: first!.question.toUpperCase(),
      }),
    ).rejects.toThrow();
  });

  it('keeps one card per missed prompt, each at its own position, when mistakes land together', async () => {
    const own = await readyLesson(app, user);
    const cardsOfLesson = () =>
      app.database.db.select().from(flashcards).where(eq(flashcards.lessonId, own.id));
    const before = await cardsOfLesson();
    // Two quizzes of the same prompts, every question missed in both, all at once.
    const played = await Promise.all(
      [newQuiz(own), newQuiz(own)].map(async (id) => getQuiz(app, user, await id)),
    );
    const verdicts = await Promise.all(
      played.flatMap((quiz) =>
        quiz.questions.map((question, index) =>
          postAnswer(app, user, quiz.id, question.id, questions[index]!.wrong),
        ),
      ),
    );
    expect(verdicts.map((verdict) => verdict.statusCode)).toEqual(verdicts.map(() => 200));
    const after = await cardsOfLesson();
    const added = after.filter((card) => !before.some((old) => old.id === card.id));
    const missedPrompts = new Set(added.map((card) => card.question));
    expect(added).toHaveLength(missedPrompts.size);
    expect(missedPrompts.size).toBeGreaterThan(0);
    expect(new Set(after.map((card) => card.position)).size).toBe(after.length);
  });

  it('retries the mistakes of a completed quiz in a new quiz, spending no generation', async () => {
    const quizId = await newQuiz();
    const incomplete = await userRequest(
      app,
      user,
      'POST',
      `/api/quizzes/${quizId}/retry-mistakes`,
    );
    expect(incomplete.statusCode).toBe(409);
    expect(incomplete.json().error.code).toBe('QUIZ_NO_MISTAKES');

    await play(quizId, [
      'right',
      'wrong',
      'right',
      'right',
      'half',
      'right',
      'right',
      'right',
      'wrong',
      'right',
    ]);
    const spent = await usedGenerations();
    const response = await userRequest(app, user, 'POST', `/api/quizzes/${quizId}/retry-mistakes`);
    expect(response.statusCode).toBe(201);
    const retry = response.json() as QuizSummary;
    expect(retry).toMatchObject({
      lessonId: lesson.id,
      status: 'ready',
      progress: 'not_started',
      questionCount: 3,
      answeredCount: 0,
      points: 0,
      scorePercent: null,
      // Listed as the retry of that quiz's mistakes, not as an ordinary quiz.
      retryOfQuizId: quizId,
    });
    expect(await usedGenerations()).toBe(spent);
    const [row] = await app.database.db.select().from(quizzes).where(eq(quizzes.id, retry.id));
    expect(row!.retryOfQuizId).toBe(quizId);

    const detail = await getQuiz(app, user, retry.id);
    expect(detail.questions.map((q) => [q.position, q.prompt, q.state])).toEqual([
      [0, questions[1]!.question.prompt, 'not_started'],
      [1, questions[4]!.question.prompt, 'not_started'],
      [2, questions[8]!.question.prompt, 'not_started'],
    ]);
    // Scored out of its own number of questions: 2.5 / 3.
    for (const [i, source] of [1, 4, 8].entries()) {
      const given = i === 1 ? questions[source]!.half! : questions[source]!.right;
      await answer(app, user, retry.id, detail.questions[i]!.id, given);
    }
    const retried = await getQuiz(app, user, retry.id);
    expect(retried).toMatchObject({
      progress: 'completed',
      points: 2.5,
      scorePercent: 83,
      tier: 37,
    });

    const perfect = await userRequest(app, user, 'POST', `/api/quizzes/${retry.id}/retry-mistakes`);
    expect(perfect.statusCode).toBe(201);
    const last = perfect.json() as QuizSummary;
    const lastDetail = await getQuiz(app, user, last.id);
    await answer(app, user, last.id, lastDetail.questions[0]!.id, questions[4]!.right);
    const none = await userRequest(app, user, 'POST', `/api/quizzes/${last.id}/retry-mistakes`);
    expect(none.statusCode).toBe(409);
    expect(none.json().error.code).toBe('QUIZ_NO_MISTAKES');
  });
});
