/**
 * `npm run bench -- memory`: the resident memory (RSS) of the built server in its own process,
 * read from /proc: idle 3 s and 12 s after its first start, then at its highest while it prepares 5 corpus
 * lessons added at once (in-process worker), then while it reads a lesson of 2 photographed pages
 * (OCR workers), idle again once those workers stopped, and idle after a restart on the same data;
 * on PGlite and on PostgreSQL when one answers. Prints a table, asserts nothing.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { serverRoot } from '../src/paths.ts';
import { createScratchPostgres } from '../test/test-database.ts';
import { signUp, startProductionServer } from './production-server.ts';

const corpus = path.join(serverRoot, '../../../shared/corpus/openstax-anatomy-physiology');
/** A lesson of median length in the corpus (11 KB of text). */
const lessonId = 'm46032';
const lessonCount = 5;
/** How soon after start the first idle reading is taken, as the bench always did. */
const idleMs = 3000;
/**
 * When an idle reading is settled: V8's memory reducer gives back the young generation (32 MB at
 * `--max-semi-space-size=16`) 8 s after allocation stops, so a server read 3 s after its start
 * still holds what an idle one does not.
 */
const settledMs = 12_000;
const sampleMs = 20;
const photoFolder = path.join(serverRoot, '../../../shared/ocr-real');
/** Phone photos of typed pages (3.5 MB each), read by two OCR workers at once. */
const photoNames = ['en-august-p13.jpg', 'en-august-p19.jpg'];
/** The bench's own idle delay of the OCR workers, so that their stop is seen within seconds. */
const workersIdleSeconds = 2;
const postgresAdminUrl =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A field of /proc/<pid>/status in MiB (VmRSS: now, VmHWM: highest since start). */
function statusMiB(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return kib / 1024;
}

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

interface Memory {
  idleMiB: number;
  settledMiB: number;
  peakMiB: number;
  highWaterMiB: number;
  readyMs: number;
  /** Undefined when the photos are not on this machine. */
  photos?: { peakMiB: number; readyMs: number; idleAfterMiB: number; failure?: string };
  restartIdleMiB: number;
}

/** The highest RSS of `pid` while `work` runs, sampled every `sampleMs`. */
async function peakWhile(pid: number, work: () => Promise<void>): Promise<number> {
  let peakMiB = statusMiB(pid, 'VmRSS');
  const sampler = setInterval(() => {
    peakMiB = Math.max(peakMiB, statusMiB(pid, 'VmRSS'));
  }, sampleMs);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return Math.max(peakMiB, statusMiB(pid, 'VmRSS'));
}

async function addLesson(origin: string, cookie: string, form: FormData): Promise<string> {
  const response = await fetch(`${origin}/api/lessons`, {
    method: 'POST',
    headers: { origin, cookie },
    body: form,
  });
  if (response.status !== 202) throw new Error(`lesson refused: ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/** Waits for the lesson's preparation to end; throws when it failed, with its error code. */
async function waitUntilReady(origin: string, cookie: string, id: string): Promise<void> {
  for (;;) {
    const lesson = (await (
      await fetch(`${origin}/api/lessons/${id}`, { headers: { cookie } })
    ).json()) as { status: string; errorCode: string | null };
    if (lesson.status === 'failed') throw new Error(`lesson ${id} failed: ${lesson.errorCode}`);
    if (lesson.status === 'ready') return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function measure(env: Record<string, string>): Promise<Memory> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'study-memory-bench-'));
  try {
    const first = await firstRun(env, dataDir);
    const again = await startProductionServer(env, { dataDir });
    try {
      await new Promise((resolve) => setTimeout(resolve, settledMs));
      return { ...first, restartIdleMiB: statusMiB(again.process.pid!, 'VmRSS') };
    } finally {
      await again.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A new server: idle, then busy preparing lessons, then reading photos, then idle again. */
async function firstRun(
  env: Record<string, string>,
  dataDir: string,
): Promise<Omit<Memory, 'restartIdleMiB'>> {
  const server = await startProductionServer(
    { DOCUMENT_WORKERS_IDLE_SECONDS: String(workersIdleSeconds), ...env },
    { dataDir },
  );
  try {
    const pid = server.process.pid!;
    const { origin } = server;
    await new Promise((resolve) => setTimeout(resolve, idleMs));
    const idleMiB = statusMiB(pid, 'VmRSS');
    await new Promise((resolve) => setTimeout(resolve, settledMs - idleMs));
    const settledMiB = statusMiB(pid, 'VmRSS');

    const cookie = await signUp(origin);
    const text = readFileSync(path.join(corpus, `${lessonId}.md`), 'utf8');
    const started = performance.now();
    const peakMiB = await peakWhile(pid, async () => {
      const ids = await Promise.all(
        Array.from({ length: lessonCount }, (_, index) => {
          const form = new FormData();
          form.append('source', 'text');
          form.append('title', `Corpus ${lessonId} (${index + 1})`);
          form.append('text', text);
          return addLesson(origin, cookie, form);
        }),
      );
      for (const id of ids) await waitUntilReady(origin, cookie, id);
    });
    const readyMs = performance.now() - started;
    const photos = await readPhotos(pid, origin, cookie);
    return { idleMiB, settledMiB, peakMiB, highWaterMiB: statusMiB(pid, 'VmHWM'), readyMs, photos };
  } finally {
    await server.stop();
  }
}

/** A lesson of photographed pages: RSS at its highest while read, then once the workers stopped. */
async function readPhotos(pid: number, origin: string, cookie: string): Promise<Memory['photos']> {
  const paths = photoNames.map((name) => path.join(photoFolder, name));
  if (!paths.every((photo) => existsSync(photo))) return undefined;
  const started = performance.now();
  let failure: string | undefined;
  const peakMiB = await peakWhile(pid, async () => {
    const form = new FormData();
    form.append('source', 'photos');
    form.append('title', 'Photographed pages');
    for (const photo of paths) {
      form.append(
        'files',
        new Blob([readFileSync(photo)], { type: 'image/jpeg' }),
        path.basename(photo),
      );
    }
    // A page past its time limit (a busy machine) fails the lesson: its memory still counts.
    await waitUntilReady(origin, cookie, await addLesson(origin, cookie, form)).catch(
      (error: unknown) => {
        failure = error instanceof Error ? error.message : String(error);
      },
    );
  });
  const readyMs = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, workersIdleSeconds * 1000 + settledMs));
  return { peakMiB, readyMs, idleAfterMiB: statusMiB(pid, 'VmRSS'), failure };
}

const rows: [string, Memory][] = [['PGlite (embedded)', await measure({})]];
if (await postgresAnswers(postgresAdminUrl)) {
  const scratch = await createScratchPostgres(postgresAdminUrl);
  try {
    rows.push(['PostgreSQL', await measure({ DATABASE_URL: scratch.url })]);
  } finally {
    await scratch.drop();
  }
} else {
  console.log(`PostgreSQL: nothing answers at ${new URL(postgresAdminUrl).host}, skipped.\n`);
}

console.log(
  `Server memory (RSS of the built server run as \`npm start\` runs it, /proc/<pid>/status, MiB): idle ${idleMs / 1000} s and ${settledMs / 1000} s after its first start (a new data folder; V8 gives back its young generation 8 s after the last allocation), then the highest of samples every ${sampleMs} ms while ${lessonCount} lessons of ${lessonId} (11 KB pasted text) added at once are prepared by the in-process worker (JOB_CONCURRENCY 2), then while a lesson of ${photoNames.length} photographed pages (${photoNames.join(', ')}) is read by the OCR workers, then idle ${settledMs / 1000} s after those workers stopped (DOCUMENT_WORKERS_IDLE_SECONDS=${workersIdleSeconds} here), then idle ${settledMs / 1000} s after a restart on the same data. VmHWM is the highest since the first start, start-up and OCR included. Aims: idle <= 300, preparing 5 lessons <= 600.\n`,
);
console.log(
  `| Database | Idle ${idleMs / 1000} s after first start | Idle ${settledMs / 1000} s after first start | Peak while preparing 5 lessons | 5 lessons ready in | Peak while reading 2 photos | Photos ready in | Idle after OCR workers stopped | VmHWM | Idle (restart) |`,
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
const mib = (value: number | undefined): string => (value === undefined ? 'n/a' : value.toFixed(0));
const seconds = (ms: number | undefined): string =>
  ms === undefined ? 'n/a' : `${(ms / 1000).toFixed(1)} s`;
for (const [database, memory] of rows) {
  const { photos } = memory;
  console.log(
    `| ${database} | ${mib(memory.idleMiB)} | ${mib(memory.settledMiB)} | ${mib(memory.peakMiB)} | ${seconds(memory.readyMs)} | ${mib(photos?.peakMiB)} | ${seconds(photos?.readyMs)} | ${mib(photos?.idleAfterMiB)} | ${mib(memory.highWaterMiB)} | ${mib(memory.restartIdleMiB)} |`,
  );
}
for (const [database, memory] of rows) {
  if (memory.photos?.failure) console.log(`\n${database}: the photos ${memory.photos.failure}.`);
}
if (!rows.every(([, memory]) => memory.photos)) {
  console.log(`\nPhotos: not found in ${photoFolder}, skipped.`);
}
