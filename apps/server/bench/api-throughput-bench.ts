/**
 * `node --import tsx apps/server/bench/api-throughput-bench.ts`: requests per second and latency of
 * the routes a student hits most (the lessons list, one lesson, a quiz answer) on the real app
 * listening on 127.0.0.1, on PGlite and on PostgreSQL when one answers, next to two anchors: a
 * bare Fastify app sending the same JSON, and on PostgreSQL a bare `pg` server doing the same
 * database work, writes included (`bare-pg-server.ts`). autocannon runs in a child process. Prints a table, asserts
 * nothing.
 *
 * BENCH_SECONDS (10) is each measured run, BENCH_WARMUP_SECONDS (2) the unmeasured run before it;
 * BENCH_DATABASES (`PGlite,PostgreSQL`) the databases measured.
 * PostgreSQL: TEST_DATABASE_URL, or postgres@127.0.0.1:5432; a scratch database, dropped after.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { QuizDetail } from '@study/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { serverRoot } from '../src/paths.ts';
import { createUser, type TestUser } from '../test/auth-helpers.ts';
import { createLesson, userRequest, waitForLesson } from '../test/lesson-helpers.ts';
import { answer, createQuiz, getQuiz, waitForQuiz } from '../test/quiz-helpers.ts';
import { createScratchPostgres } from '../test/test-database.ts';
import { recordStatements, startBarePg, type BareRoute } from './bare-pg-server.ts';
import type { LoadPlan, LoadRequest, LoadResult } from './load-generator.ts';
import { freePort } from './production-server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const connections = 50;
const postgresAdminUrl =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const corpus = path.join(serverRoot, '../../../shared/corpus/openstax-anatomy-physiology');
/** Five lessons of 3 to 47 KB; the one read and quizzed is the 11 KB one. */
const lessonIds = ['m46342', 'm46032', 'm45983', 'm46493', 'm46577'];
const readLessonId = 'm46032';
const aim = { ratio: 0.7, p99Ms: 50 };

type Database = 'PGlite' | 'PostgreSQL' | 'none (bare Fastify)' | 'bare pg (PostgreSQL)';
/** Signs the bench's sessions, so that the bare anchor can check their cookies as the app does. */
const benchSecret = 'throughput-bench-secret-of-forty-characters';
type Route = 'GET /api/lessons' | 'GET /api/lessons/:id' | 'POST /api/quizzes/:id/answers';

/**
 * A run's figures, with the processor time this process spent per request: the app or the
 * anchor under test runs here (and PGlite), autocannon in a child and PostgreSQL apart. On a
 * machine shared with other work, requests per second swing from one run to the next; the
 * processor time a request costs varies far less.
 */
type Measured = LoadResult & { cpuMsPerRequest: number };

interface Row {
  route: Route;
  database: Database;
  result: Measured;
}

/** What the bare app answers: the bodies the real routes sent. */
interface Captured {
  list: unknown;
  lesson: unknown;
  verdict: unknown;
  lessonPath: string;
  answer: LoadRequest;
}

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Waits until the requests autocannon left running when it stopped have finished: they would
 * weigh on the next run, or meet a closed database when the app closes.
 */
async function settle(app: FastifyInstance): Promise<void> {
  const { pool } = app.database;
  for (let attempt = 0; attempt < 600; attempt += 1) {
    // On PGlite, queries run one after another: this one answers once the earlier ones are done.
    await app.database.ping();
    if (!pool || (pool.waitingCount === 0 && pool.idleCount === pool.totalCount)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Runs autocannon in a child process, so it does not take the server's event loop. */
async function load(plan: LoadPlan, app?: FastifyInstance): Promise<Measured> {
  const cpuBefore = process.cpuUsage();
  const result = await new Promise<LoadResult>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        // autocannon's timers can fall behind on a busy machine; Node then warns, to no purpose.
        '--disable-warning=TimeoutNegativeWarning',
        '--import',
        'tsx',
        path.join(import.meta.dirname, 'load-generator.ts'),
      ],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.once('error', reject);
    child.once('close', (code) => {
      if (code !== 0) reject(new Error(`load generator exited with ${code}`));
      else resolve(JSON.parse(out) as LoadResult);
    });
    child.stdin.end(JSON.stringify(plan));
  });
  const cpu = process.cpuUsage(cpuBefore);
  if (app) await settle(app);
  return { ...result, cpuMsPerRequest: (cpu.user + cpu.system) / 1000 / result.requests };
}

/** Warm-up runs are not in the table, unless they met errors. */
const warmups: Row[] = [];

/** A warm-up run, then the measured one. */
async function measure(
  route: Route,
  database: Database,
  plan: Omit<LoadPlan, 'seconds'>,
  app?: FastifyInstance,
): Promise<Row> {
  if (warmupSeconds > 0) {
    const result = await load({ ...plan, seconds: warmupSeconds }, app);
    warmups.push({ route, database, result });
  }
  return { route, database, result: await load({ ...plan, seconds }, app) };
}

/** A completed MCQ quiz with at least one missed question, and the right choice of each prompt. */
async function missedQuiz(
  app: FastifyInstance,
  user: TestUser,
  lessonId: string,
): Promise<{ quizId: string; rightChoice: Map<string, string> }> {
  for (;;) {
    const created = await createQuiz(app, user, { lessonId, type: 'mcq', answerCount: 4 });
    const quiz = await waitForQuiz(app, user, created.id);
    if (quiz.status !== 'ready') throw new Error(`quiz ${quiz.id} is ${quiz.status}`);
    const rightChoice = new Map<string, string>();
    let missed = 0;
    for (const question of quiz.questions) {
      const verdict = await answer(app, user, quiz.id, question.id, question.choices![0]!);
      rightChoice.set(question.prompt, verdict.question.expectedAnswer!.trim());
      if (verdict.question.points !== 1) missed += 1;
    }
    if (missed > 0) return { quizId: quiz.id, rightChoice };
  }
}

/**
 * At least `count` answers never given yet, each a valid request: "Retry the mistakes" of the
 * same completed quiz makes a new ready quiz each time, without spending a generation.
 */
async function freshAnswers(
  app: FastifyInstance,
  user: TestUser,
  source: { quizId: string; rightChoice: Map<string, string> },
  count: number,
): Promise<LoadRequest[]> {
  const requests: LoadRequest[] = [];
  while (requests.length < count) {
    const retry = await userRequest(
      app,
      user,
      'POST',
      `/api/quizzes/${source.quizId}/retry-mistakes`,
    );
    if (retry.statusCode !== 201) throw new Error(`retry refused: ${retry.body}`);
    const quiz: QuizDetail = await getQuiz(app, user, (retry.json() as { id: string }).id);
    for (const question of quiz.questions) {
      requests.push({
        path: `/api/quizzes/${quiz.id}/answers`,
        body: JSON.stringify({
          questionId: question.id,
          answer: source.rightChoice.get(question.prompt),
        }),
      });
    }
  }
  return requests;
}

async function startRealApp(database: 'PGlite' | 'PostgreSQL') {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'study-bench-'));
  const scratch = database === 'PostgreSQL' ? await createScratchPostgres(postgresAdminUrl) : null;
  const config = loadConfig({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    MAIL_OUTBOX: 'true',
    LOG_LEVEL: 'warn',
    PLAN_FREE_GENERATIONS_PER_MONTH: '1000',
    AUTH_SECRET: benchSecret,
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  });
  const app = await buildApp(config);
  await app.listen({ host: config.host, port });
  return {
    app,
    origin: config.publicUrl,
    databaseUrl: scratch?.url,
    close: async () => {
      await app.close();
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function benchRealApp(database: 'PGlite' | 'PostgreSQL'): Promise<[Row[], Captured]> {
  const { app, origin, databaseUrl, close } = await startRealApp(database);
  try {
    const user = await createUser(app);
    const created = [];
    for (const id of lessonIds) {
      const text = readFileSync(path.join(corpus, `${id}.md`), 'utf8');
      created.push({ id, lesson: await createLesson(app, user, { text, title: `Corpus ${id}` }) });
    }
    for (const { lesson } of created) {
      const ready = await waitForLesson(app, user, lesson.id);
      if (ready.status !== 'ready') throw new Error(`lesson ${lesson.id} is ${ready.status}`);
    }
    const readLesson = created.find(({ id }) => id === readLessonId)!.lesson;
    const source = await missedQuiz(app, user, readLesson.id);

    const lessonPath = `/api/lessons/${readLesson.id}`;
    const [sampleAnswer] = await freshAnswers(app, user, source, 1);
    const verdict = await app.inject({
      method: 'POST',
      url: sampleAnswer!.path,
      payload: sampleAnswer!.body,
      headers: { origin, cookie: user.cookie, 'content-type': 'application/json' },
    });
    const captured: Captured = {
      list: (await userRequest(app, user, 'GET', '/api/lessons')).json(),
      lesson: (await userRequest(app, user, 'GET', lessonPath)).json(),
      verdict: verdict.json(),
      lessonPath,
      answer: sampleAnswer!,
    };

    const base = { origin, connections };
    const getHeaders = { cookie: user.cookie };
    const postHeaders = { cookie: user.cookie, origin, 'content-type': 'application/json' };
    const rows: Row[] = [];
    const get = async (route: Route, requestPath: string) => {
      rows.push(
        await measure(
          route,
          database,
          { ...base, method: 'GET', headers: getHeaders, request: { path: requestPath } },
          app,
        ),
      );
    };
    await get('GET /api/lessons', '/api/lessons');
    await get('GET /api/lessons/:id', lessonPath);

    // Answers cannot repeat: the warm-up tells how many the measured run may need.
    const margin = 4 * connections;
    const warm = await load(
      {
        ...base,
        method: 'POST',
        headers: postHeaders,
        seconds: warmupSeconds || 1,
        distinct: await freshAnswers(app, user, source, 1500 + margin),
      },
      app,
    );
    warmups.push({ route: 'POST /api/quizzes/:id/answers', database, result: warm });
    // Twice the warm-up's pace at least: a busy machine can slow the warm-up more than the run.
    const needed = Math.max(1500, Math.ceil(warm.requestsPerSecond * seconds * 2)) + margin;
    const result = await load(
      {
        ...base,
        method: 'POST',
        headers: postHeaders,
        seconds,
        distinct: await freshAnswers(app, user, source, needed),
      },
      app,
    );
    rows.push({ route: 'POST /api/quizzes/:id/answers', database, result });
    if (databaseUrl) {
      rows.push(
        ...(await benchBarePg(app, user, source, captured, databaseUrl, {
          lessonPath,
          answerSample: sampleAnswer!,
          needed,
        })),
      );
    }
    return [rows, captured];
  } finally {
    await close();
  }
}

/**
 * The bare `pg` anchor on the same database: the statements our routes sent for one request each,
 * recorded, replayed per request after the same cookie check and session lookup. An answer's
 * statements, writes included, are replayed with the ids of the request's quiz and question: each
 * stores a fresh answer, as our route does.
 */
async function benchBarePg(
  app: FastifyInstance,
  user: TestUser,
  source: { quizId: string; rightChoice: Map<string, string> },
  captured: Captured,
  url: string,
  sample: { lessonPath: string; answerSample: LoadRequest; needed: number },
): Promise<Row[]> {
  const record = (method: 'GET' | 'POST', path: string, payload?: string) =>
    recordStatements(() =>
      app.inject({
        method,
        url: path,
        headers: {
          origin: app.config.publicUrl,
          cookie: user.cookie,
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
        ...(payload ? { payload } : {}),
      }),
    );
  const [probe] = await freshAnswers(app, user, source, 1);
  const recorded = {
    list: await record('GET', '/api/lessons'),
    lesson: await record('GET', sample.lessonPath),
    answer: await record('POST', probe!.path, probe!.body),
  };
  const isSession = (statement: { name?: string }) => statement.name === 'session_user';
  const session = recorded.list.find(isSession);
  if (!session) throw new Error('the session lookup was not recorded');
  const after = (statements: typeof recorded.list) => statements.filter((each) => !isSession(each));
  const probeBody = JSON.parse(probe!.body!) as { questionId: string; answer: string };
  const probeQuizId = probe!.path.split('/')[3]!;
  /** A recorded value with the probe's quiz and question ids (also inside a text, a NOTIFY's) and answer replaced by the request's. */
  const forRequest = (value: unknown, body: Record<string, unknown>, quizId: string) =>
    value === probeBody.answer
      ? body.answer
      : typeof value === 'string'
        ? value
            .replaceAll(probeBody.questionId, String(body.questionId))
            .replaceAll(probeQuizId, quizId)
        : value;
  const routes: BareRoute[] = [
    {
      method: 'GET',
      path: /^\/api\/lessons$/,
      statements: after(recorded.list),
      response: JSON.stringify(captured.list),
    },
    {
      method: 'GET',
      path: /^\/api\/lessons\/[^/]+$/,
      statements: after(recorded.lesson),
      response: JSON.stringify(captured.lesson),
    },
    {
      method: 'POST',
      path: /^\/api\/quizzes\/[^/]+\/answers$/,
      statements: after(recorded.answer),
      values: (statement, body, requestUrl) =>
        statement.values.map((value) => forRequest(value, body, requestUrl.split('/')[3]!)),
      response: JSON.stringify(captured.verdict),
    },
  ];
  const port = await freePort();
  const cookieName = user.cookie.split(';')[0]!.split('=')[0]!;
  const bare = await startBarePg(
    {
      url,
      poolSize: app.config.databasePoolSize,
      secret: benchSecret,
      cookieName,
      session,
      routes,
    },
    port,
  );
  const shapes = routes.map(({ statements }) => {
    const steps = new Set(statements.map((each) => each.step)).size;
    const writes = statements.filter((each) => !/^\s*select\b/i.test(each.text)).length;
    return `${statements.length} (${writes} not a select, in ${steps} round trips)`;
  });
  console.log(
    `Bare pg anchor: the session lookup, then ${shapes.join(', ')} statements for the list, the lesson and the answer.`,
  );
  for (const [index, route] of routes.entries()) {
    for (const statement of route.statements) {
      const tx =
        statement.transaction === undefined ? '' : ` [transaction ${statement.transaction}]`;
      console.log(
        `  ${['list', 'lesson', 'answer'][index]} step ${statement.step}${tx}: ${statement.text.replace(/\s+/g, ' ').slice(0, 110)}`,
      );
    }
  }
  try {
    const origin = `http://127.0.0.1:${port}`;
    const database = 'bare pg (PostgreSQL)';
    const getHeaders = { cookie: user.cookie };
    const rows: Row[] = [];
    rows.push(
      await measure('GET /api/lessons', database, {
        origin,
        connections,
        method: 'GET',
        headers: getHeaders,
        request: { path: '/api/lessons' },
      }),
    );
    rows.push(
      await measure('GET /api/lessons/:id', database, {
        origin,
        connections,
        method: 'GET',
        headers: getHeaders,
        request: { path: sample.lessonPath },
      }),
    );
    // Warmed up like our route, on answers of its own: a replayed answer stores it.
    const post = {
      origin,
      connections,
      method: 'POST' as const,
      headers: { ...getHeaders, origin, 'content-type': 'application/json' },
    };
    const warm = await load({
      ...post,
      seconds: warmupSeconds || 1,
      distinct: await freshAnswers(app, user, source, 1500 + 4 * connections),
    });
    warmups.push({ route: 'POST /api/quizzes/:id/answers', database, result: warm });
    rows.push({
      route: 'POST /api/quizzes/:id/answers',
      database,
      result: await load({
        ...post,
        seconds,
        distinct: await freshAnswers(app, user, source, sample.needed),
      }),
    });
    return rows;
  } finally {
    await bare.close();
  }
}

/** Fastify with no plugin at all, answering the captured bodies on the same paths. */
async function benchBare(captured: Captured): Promise<Row[]> {
  const port = await freePort();
  const bare = Fastify({ logger: false });
  bare.get('/api/lessons', async () => captured.list);
  bare.get('/api/lessons/:id', async () => captured.lesson);
  bare.post('/api/quizzes/:id/answers', async () => captured.verdict);
  const origin = `http://127.0.0.1:${port}`;
  await bare.listen({ host: '127.0.0.1', port });
  try {
    const database = 'none (bare Fastify)';
    const headers = { cookie: 'better-auth.session_token=bench', origin };
    const rows: Row[] = [];
    const cases: [Route, 'GET' | 'POST', LoadRequest][] = [
      ['GET /api/lessons', 'GET', { path: '/api/lessons' }],
      ['GET /api/lessons/:id', 'GET', { path: captured.lessonPath }],
      ['POST /api/quizzes/:id/answers', 'POST', captured.answer],
    ];
    for (const [route, method, request] of cases) {
      rows.push(
        await measure(route, database, {
          origin,
          connections,
          method,
          headers: method === 'POST' ? { ...headers, 'content-type': 'application/json' } : headers,
          request,
        }),
      );
    }
    return rows;
  } finally {
    await bare.close();
  }
}

// BENCH_DATABASES (`PGlite,PostgreSQL`) keeps some: before/after runs on PostgreSQL alone fit closer.
const chosen = (process.env.BENCH_DATABASES ?? 'PGlite,PostgreSQL').split(',');
const databases: ('PGlite' | 'PostgreSQL')[] = chosen.includes('PGlite') ? ['PGlite'] : [];
if (chosen.includes('PostgreSQL')) {
  if (await postgresAnswers(postgresAdminUrl)) databases.push('PostgreSQL');
  else console.log(`PostgreSQL: nothing answers at ${new URL(postgresAdminUrl).host}, skipped.\n`);
}

const rows: Row[] = [];
let captured: Captured | undefined;
for (const database of databases) {
  const [measured, bodies] = await benchRealApp(database);
  rows.push(...measured);
  captured ??= bodies;
}
const bareRows = await benchBare(captured!);

const bareRate = new Map(bareRows.map((row) => [row.route, row.result.requestsPerSecond]));
const barePgRows = rows.filter((row) => row.database === 'bare pg (PostgreSQL)');
const barePgRate = new Map(barePgRows.map((row) => [row.route, row.result.requestsPerSecond]));
const barePgCpu = new Map(barePgRows.map((row) => [row.route, row.result.cpuMsPerRequest]));
console.log(
  `API throughput: autocannon, ${connections} connections, ${seconds} s per run after a ${warmupSeconds} s warm-up; the app and autocannon share this machine, in two processes; JSON without Accept-Encoding (uncompressed).`,
);
console.log(
  'The user has 5 corpus lessons (3 to 47 KB); GET /api/lessons/:id reads the 11 KB one with its sheet, files and card counts (its text and cards are requests of their own).',
);
console.log(
  'Answers are not idempotent (a second answer to a question is refused with 409 QUIZ_ALREADY_ANSWERED): each POST answers a question never answered, from "Retry the mistakes" quizzes made beforehand through the API, with the right choice of an MCQ.',
);
console.log(
  'Two anchors: bare Fastify sends the same JSON with no work at all; bare pg (node:http and pg, no framework) checks the cookie, looks the session up and runs the statements our route sent for the same request on the same PostgreSQL, in the same order, writes included (the answer is stored).\n',
);
console.log(
  'CPU ms/request: processor time of this process per request, where the app or the anchor under test runs (and PGlite), not PostgreSQL nor autocannon; "by CPU" is the bare pg anchor\'s over ours.\n',
);
console.log(
  `| Route | Database | Requests/s | p50 ms | p99 ms | Requests | non-2xx | CPU ms/request | vs bare Fastify | vs bare pg | vs bare pg, by CPU | Aim (≥ ${aim.ratio * 100} % of bare pg, p99 ≤ ${aim.p99Ms} ms) |`,
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const { route, database, result } of [...rows, ...bareRows]) {
  const ratio = result.requestsPerSecond / (bareRate.get(route) ?? Number.NaN);
  const pgRatio = result.requestsPerSecond / (barePgRate.get(route) ?? Number.NaN);
  const cpuRatio = (barePgCpu.get(route) ?? Number.NaN) / result.cpuMsPerRequest;
  const isAnchor = database === 'none (bare Fastify)' || database === 'bare pg (PostgreSQL)';
  const onPostgres = database === 'PostgreSQL';
  const met = pgRatio >= aim.ratio && result.p99Ms <= aim.p99Ms;
  const short = result.seconds < seconds - 0.5 ? ` (stopped at ${result.seconds} s)` : '';
  console.log(
    `| ${route} | ${database} | ${result.requestsPerSecond.toFixed(0)}${short} | ${result.p50Ms} | ${result.p99Ms} | ${result.requests} | ${result.non2xx} | ${result.cpuMsPerRequest.toFixed(2)} | ${(ratio * 100).toFixed(0)} % | ${onPostgres ? `${(pgRatio * 100).toFixed(0)} %` : ''} | ${onPostgres ? `${(cpuRatio * 100).toFixed(0)} %` : ''} | ${isAnchor || !onPostgres ? '' : met ? 'met' : 'missed'} |`,
  );
}
const failed = ({ result }: Row) => result.non2xx > 0 || result.errors > 0 || result.timeouts > 0;
for (const [kind, list] of [
  ['', [...rows, ...bareRows]],
  [' (warm-up)', warmups],
] as const) {
  for (const { route, database, result } of list.filter(failed)) {
    console.log(
      `\n${route} on ${database}${kind}: statuses ${JSON.stringify(result.statusCodes)}, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
}
