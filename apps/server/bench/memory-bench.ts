/**
 * `node --import tsx apps/server/bench/memory-bench.ts`: the resident memory (RSS) of the built
 * server in its own process, read from /proc: idle after its first start, then at its highest
 * while it prepares 5 corpus lessons added at once (in-process worker), then idle again after a
 * restart on the same data, on PGlite and on PostgreSQL when one answers. Prints a table, asserts
 * nothing.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
const idleMs = 3000;
const sampleMs = 20;
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
  peakMiB: number;
  highWaterMiB: number;
  readyMs: number;
  restartIdleMiB: number;
}

async function measure(env: Record<string, string>): Promise<Memory> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'study-memory-bench-'));
  try {
    const first = await firstRun(env, dataDir);
    const again = await startProductionServer(env, { dataDir });
    try {
      await new Promise((resolve) => setTimeout(resolve, idleMs));
      return { ...first, restartIdleMiB: statusMiB(again.process.pid!, 'VmRSS') };
    } finally {
      await again.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A new server: idle, then busy preparing lessons. */
async function firstRun(
  env: Record<string, string>,
  dataDir: string,
): Promise<Omit<Memory, 'restartIdleMiB'>> {
  const server = await startProductionServer(env, { dataDir });
  try {
    const pid = server.process.pid!;
    const { origin } = server;
    await new Promise((resolve) => setTimeout(resolve, idleMs));
    const idleMiB = statusMiB(pid, 'VmRSS');

    const cookie = await signUp(origin);
    const text = readFileSync(path.join(corpus, `${lessonId}.md`), 'utf8');
    let peakMiB = statusMiB(pid, 'VmRSS');
    const sampler = setInterval(() => {
      peakMiB = Math.max(peakMiB, statusMiB(pid, 'VmRSS'));
    }, sampleMs);
    const started = performance.now();
    const ids = await Promise.all(
      Array.from({ length: lessonCount }, async (_, index) => {
        const form = new FormData();
        form.append('source', 'text');
        form.append('title', `Corpus ${lessonId} (${index + 1})`);
        form.append('text', text);
        const response = await fetch(`${origin}/api/lessons`, {
          method: 'POST',
          headers: { origin, cookie },
          body: form,
        });
        if (response.status !== 202) throw new Error(`lesson refused: ${await response.text()}`);
        return ((await response.json()) as { id: string }).id;
      }),
    );
    for (const id of ids) {
      for (;;) {
        const lesson = (await (
          await fetch(`${origin}/api/lessons/${id}`, { headers: { cookie } })
        ).json()) as { status: string };
        if (lesson.status === 'failed') throw new Error(`lesson ${id} failed`);
        if (lesson.status === 'ready') break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    const readyMs = performance.now() - started;
    clearInterval(sampler);
    peakMiB = Math.max(peakMiB, statusMiB(pid, 'VmRSS'));
    return { idleMiB, peakMiB, highWaterMiB: statusMiB(pid, 'VmHWM'), readyMs };
  } finally {
    await server.stop();
  }
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
  `Server memory (RSS of the built server run as \`npm start\` runs it, /proc/<pid>/status, MiB): idle ${idleMs / 1000} s after its first start (a new data folder), then the highest of samples every ${sampleMs} ms while ${lessonCount} lessons of ${lessonId} (11 KB pasted text) added at once are prepared by the in-process worker (JOB_CONCURRENCY 2), then idle ${idleMs / 1000} s after a restart on the same data. VmHWM is the highest since the first start, start-up included.\n`,
);
console.log(
  '| Database | Idle (first start) | Peak while preparing | VmHWM | 5 lessons ready in | Idle (restart) |',
);
console.log('|---|---|---|---|---|---|');
for (const [database, memory] of rows) {
  console.log(
    `| ${database} | ${memory.idleMiB.toFixed(0)} | ${memory.peakMiB.toFixed(0)} | ${memory.highWaterMiB.toFixed(0)} | ${(memory.readyMs / 1000).toFixed(1)} s | ${memory.restartIdleMiB.toFixed(0)} |`,
  );
}
