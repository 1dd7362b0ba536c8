import { randomBytes } from 'node:crypto';
import type { LessonDetail, QuizDetail, QuizSummary, RealtimeServerMessage } from '@study/shared';
import { createStudyEngine } from '@study/study-engine';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchPostgres } from '../test/test-database.ts';
import { Browser, Recorder } from './stress-client.ts';
import { availableServer } from './stress-postgres.ts';
import {
  clusterEnv,
  removeClusterFiles,
  startApi,
  startWorker,
  type ServerProcess,
} from './stress-processes.ts';
import {
  addLesson,
  inParallel,
  openRealtime,
  signIn,
  signUp,
  until,
  type Student,
} from './stress-students.ts';

const students = Number(process.env.STRESS_USERS ?? 200);
const durationSeconds = Number(process.env.STRESS_DURATION_SECONDS ?? 60);
/** Mean pause between two actions of a student (uniform from 0 to twice this). */
const thinkMs = Number(process.env.STRESS_THINK_MS ?? 1000);

const server = await availableServer();

const questions = [
  'What is the aorta?',
  'What do heart valves do?',
  'Explain the pulmonary circulation.',
  'What are the atria?',
];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const think = () => pause(Math.random() * 2 * thinkMs);

interface Enrolled extends Student {
  lessonId: string;
  conversationId: string;
}

describe.skipIf(!server)('two API instances and one worker on PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
  let db: pg.Pool;
  let apis: ServerProcess[] = [];
  let worker: ServerProcess;
  let env: Record<string, string>;

  beforeAll(async () => {
    scratch = await createScratchPostgres(server);
    db = new pg.Pool({ connectionString: scratch.url, max: 3 });
    env = clusterEnv(scratch.url);
    // Started together, as a deployment rolls them: they take turns migrating.
    apis = await Promise.all([startApi('api-a', env), startApi('api-b', env)]);
    worker = await startWorker('worker', env);
  }, 180_000);

  afterAll(async () => {
    const processes = [...apis, worker].filter(Boolean);
    const ended = await Promise.all(processes.map((process) => process.stop()));
    for (const [index, end] of ended.entries()) {
      if (end.code !== 0) console.log(processes[index]!.tail());
    }
    await db?.end();
    await scratch?.drop();
    if (env) removeClusterFiles(env);
    // Every process stops cleanly on SIGTERM, load or not.
    expect(ended.map((end) => end.code)).toEqual(processes.map(() => 0));
  }, 60_000);

  function failWithLogs(message: string): never {
    throw new Error(`${message}\n${[...apis, worker].map((p) => p.tail(20)).join('\n')}`);
  }

  it('an event raised by a job in the worker reaches a browser connected to the other instance', async () => {
    const [a, b] = apis as [ServerProcess, ServerProcess];
    const student: Student = {
      index: -1,
      email: `realtime.${randomBytes(4).toString('hex')}@example.test`,
      baseUrl: a.url!,
    };
    const onA = await signUp(student, db);
    const channel = await openRealtime(b.url!, onA.cookieHeader);
    try {
      const lesson = await addLesson(onA, 'The Heart');
      expect(lesson?.status).toBe('processing');
      const isReady = (message: RealtimeServerMessage) =>
        message.type === 'event' &&
        message.event.type === 'lesson.updated' &&
        message.event.lessonId === lesson!.id &&
        message.event.status === 'ready';
      await until(
        'the lesson.updated event on instance B',
        async () => channel.messages.some(isReady),
        60_000,
        50,
      );
      // What the page then refetches, from the instance it talks to.
      const onB = new Browser(b.url!);
      await signIn(onB, student);
      const detail = await onB.request<LessonDetail>(
        'GET /api/lessons/:id',
        'GET',
        `/api/lessons/${lesson!.id}`,
      );
      expect(detail.json).toMatchObject({ status: 'ready', task: null });
    } finally {
      channel.socket.close();
    }
  }, 120_000);

  it(
    `${students} students for ${durationSeconds} s over both instances: no 5xx, no network error`,
    async () => {
      const setup = new Recorder();
      const load = new Recorder();
      const enrolled: Enrolled[] = [];

      // Before the clock: accounts through sign-up and the confirmation link, a prepared lesson
      // each (through the worker), and a conversation about it.
      const setupStarted = performance.now();
      const run = randomBytes(3).toString('hex');
      const all: Student[] = Array.from({ length: students }, (_, index) => ({
        index,
        email: `student.${run}.${index}@example.test`,
        baseUrl: apis[index % apis.length]!.url!,
      }));
      const signedUp = new Map<number, { browser: Browser; lessonId: string }>();
      await inParallel(all, 8, async (student) => {
        const browser = await signUp(student, db, setup);
        const lesson = await addLesson(browser, 'The Heart');
        if (!lesson) throw new Error(`lesson of student ${student.index} refused`);
        signedUp.set(student.index, { browser, lessonId: lesson.id });
      });
      const accountsSeconds = (performance.now() - setupStarted) / 1000;
      await until(
        `${students} lessons prepared`,
        async () => {
          const { rows } = await db.query<{ status: string; n: number }>(
            'select status, count(*)::int as n from lessons group by status',
          );
          if (rows.some((row) => row.status === 'failed')) failWithLogs('a lesson failed');
          return rows.every((row) => row.status === 'ready');
        },
        240_000,
      );
      const preparedSeconds = (performance.now() - setupStarted) / 1000;
      await inParallel(all, 8, async (student) => {
        const { browser, lessonId } = signedUp.get(student.index)!;
        const conversation = await browser.request<{ id: string }>(
          'POST /api/chat/lessons/:lessonId/conversations',
          'POST',
          `/api/chat/lessons/${lessonId}/conversations`,
        );
        if (conversation.status !== 201) throw new Error(`conversation of ${student.index}`);
        enrolled.push({ ...student, lessonId, conversationId: conversation.json!.id });
      });
      const setupSeconds = (performance.now() - setupStarted) / 1000;
      expect(setup.failures).toEqual([]);

      // The clock: each student signs in, then lists, opens, answers and asks until the end.
      const deadline = Date.now() + durationSeconds * 1000;
      const added: string[] = [];
      let rounds = 0;
      const student = async (me: Enrolled) => {
        // Students arrive over the first half of the run, as a class logs in, not in one
        // millisecond: a sign-in costs a deliberately slow password hash.
        await pause(Math.random() * durationSeconds * 500);
        const browser = new Browser(me.baseUrl, load);
        if (!(await signIn(browser, me))) return;
        let quiz: string | undefined;
        let myLesson = me.lessonId;
        for (let round = 0; Date.now() < deadline; round += 1) {
          rounds += 1;
          await browser.request('GET /api/lessons', 'GET', '/api/lessons');
          await think();
          await browser.request('GET /api/lessons/:id', 'GET', `/api/lessons/${myLesson}`);
          await think();

          if (!quiz) {
            const created = await browser.request<QuizSummary>(
              'POST /api/quizzes',
              'POST',
              '/api/quizzes',
              {
                json: { lessonId: me.lessonId, type: 'mcq', answerCount: 3 },
              },
            );
            if (created.status === 202) quiz = created.json!.id;
          } else {
            const detail = await browser.request<QuizDetail>(
              'GET /api/quizzes/:id',
              'GET',
              `/api/quizzes/${quiz}`,
            );
            const open = detail.json?.questions.find((question) => question.givenAnswer === null);
            if (detail.json?.status === 'ready' && open) {
              await think();
              await browser.request(
                'POST /api/quizzes/:id/answers',
                'POST',
                `/api/quizzes/${quiz}/answers`,
                {
                  json: {
                    questionId: open.id,
                    answer: open.choices![round % open.choices!.length],
                  },
                },
              );
            } else if (detail.json?.status === 'ready') {
              quiz = undefined;
            } else if (detail.json?.status === 'failed') {
              load.record('quiz generation', 200, 0, { note: `quiz ${quiz} failed` });
              quiz = undefined;
            }
          }
          await think();

          await browser.stream(
            'POST /api/chat/conversations/:id/messages',
            `/api/chat/conversations/${me.conversationId}/messages`,
            { content: questions[round % questions.length] },
          );
          await think();

          // One student in four adds a lesson on the way, then opens it until it is ready.
          if (round === 1 && me.index % 4 === 0) {
            const lesson = await addLesson(browser, 'The Heart');
            if (lesson) {
              added.push(lesson.id);
              myLesson = lesson.id;
            }
            await think();
          }
        }
      };
      const loadStarted = performance.now();
      await Promise.all(enrolled.map(student));
      const loadSeconds = (performance.now() - loadStarted) / 1000;

      // What the students left the worker: it must finish it all.
      await until(
        'the worker to finish the lessons and quizzes of the load',
        async () => {
          const { rows } = await db.query<{ n: number }>(
            `select (select count(*) from lessons where status = 'processing')::int
              + (select count(*) from quizzes where status = 'processing')::int as n`,
          );
          return rows[0]?.n === 0;
        },
        180_000,
        500,
      );

      const errorsLogged = [...apis, worker].map((p) => `${p.name} ${p.errorsLogged}`).join(', ');
      console.log(
        [
          '',
          `### Load: ${students} students, ${durationSeconds} s, 2 API instances + 1 worker, PostgreSQL`,
          '',
          `Setup: ${setupSeconds.toFixed(0)} s (sign-up, confirmation and a lesson added each: ${accountsSeconds.toFixed(0)} s; lessons prepared by the worker: ${preparedSeconds.toFixed(0)} s; then a conversation each).`,
          `Load: ${loadSeconds.toFixed(0)} s, ${rounds} student rounds, mean think time ${thinkMs} ms, ${added.length} lessons added during the load. Error log lines: ${errorsLogged}.`,
          '',
          load.table(),
          '',
          'Setup requests:',
          '',
          setup.table(),
          '',
        ].join('\n'),
      );
      if (load.failures.length > 0) {
        console.log(`Failures:\n${load.failures.join('\n')}`);
        console.log(`Logs: ${[...apis, worker].map((p) => p.logFile).join(' ')}`);
      }
      expect(load.serverErrors).toBe(0);
      expect(load.failureCount).toBe(0);
      expect(load.unexpectedRefusals).toBe(0);
      expect(load.count('POST /api/auth/sign-in/email', 2)).toBe(students);
      expect(load.count('POST /api/chat/conversations/:id/messages', 2)).toBeGreaterThan(0);
      expect(load.count('POST /api/quizzes/:id/answers', 2)).toBeGreaterThan(0);
      expect([...apis, worker].every((p) => p.running)).toBe(true);
    },
    (durationSeconds + 600) * 1000,
  );

  it('each job ran once: every lesson and quiz prepared exactly once, nothing written twice', async () => {
    // What the load above left in the database.
    const { rows: lessons } = await db.query<{
      id: string;
      status: string;
      generation: number;
      has_sheet: boolean;
      generated: number;
      cards: number;
      positions: number;
      questions: number;
    }>(
      `select l.id, l.status, l.generation, l.sheet is not null as has_sheet,
              count(f.id) filter (where f.term is not null)::int as generated,
              count(f.id)::int as cards, count(distinct f.position)::int as positions,
              count(distinct f.question)::int as questions
         from lessons l left join flashcards f on f.lesson_id = l.id
        group by l.id`,
    );
    expect(lessons.length).toBeGreaterThan(students);
    // Every lesson is the same text, which the builtin engine always turns into the same cards
    // (those with a term; a missed quiz question adds one without). Twice written, they would
    // be twice as many, or share positions.
    const { rows: texts } = await db.query<{ text: string }>('select distinct text from lessons');
    expect(texts).toHaveLength(1);
    const oneGeneration = await createStudyEngine({ provider: 'builtin' }).generateFlashcards({
      text: texts[0]!.text,
      language: 'en',
      title: 'The Heart',
    });
    expect(oneGeneration.length).toBeGreaterThan(0);
    const wrong = lessons.filter(
      (lesson) =>
        lesson.status !== 'ready' ||
        lesson.generation !== 1 ||
        !lesson.has_sheet ||
        lesson.generated !== oneGeneration.length ||
        lesson.positions !== lesson.cards ||
        lesson.questions !== lesson.cards,
    );
    expect(wrong).toEqual([]);

    const { rows: quizzes } = await db.query<{ status: string; questions: number }>(
      `select q.status, count(qq.id)::int as questions
         from quizzes q left join quiz_questions qq on qq.quiz_id = q.id group by q.id`,
    );
    expect(quizzes.length).toBeGreaterThan(0);
    expect(quizzes.filter((quiz) => quiz.status !== 'ready' || quiz.questions !== 10)).toEqual([]);

    // One pg-boss job per lesson and per quiz, done on its first attempt.
    const { rows: jobs } = await db.query<{
      name: string;
      key: string;
      n: number;
      retries: number;
      states: string[];
    }>(
      `select name, coalesce(data->>'lessonId', '') || coalesce(data->>'quizId', '') as key,
              count(*)::int as n, max(retry_count)::int as retries,
              array_agg(distinct state::text) as states
         from pgboss.job where name in ('lesson-prepare', 'quiz-generate') group by 1, 2`,
    );
    expect(jobs.filter((job) => job.name === 'lesson-prepare')).toHaveLength(lessons.length);
    expect(jobs.filter((job) => job.name === 'quiz-generate')).toHaveLength(quizzes.length);
    expect(
      jobs.filter((job) => job.n !== 1 || job.retries !== 0 || job.states.join() !== 'completed'),
    ).toEqual([]);
    const { rows: deadLetters } = await db.query<{ n: number }>(
      `select count(*)::int as n from pgboss.job where name like '%__final_failure'`,
    );
    expect(deadLetters[0]?.n).toBe(0);

    // Each generation was counted once: lessons plus quizzes, per student.
    const { rows: usage } = await db.query<{ user_id: string; used: number; made: number }>(
      `select u.user_id, u.used,
              (select count(*) from lessons l where l.user_id = u.user_id)::int
            + (select count(*) from quizzes q where q.user_id = u.user_id)::int as made
         from usage_counters u where u.metric = 'generation'`,
    );
    expect(usage.filter((row) => row.used !== row.made)).toEqual([]);
  }, 60_000);
});
