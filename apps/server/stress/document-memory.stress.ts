import { readdirSync, readFileSync } from 'node:fs';
import { documentLimits, type LessonDetail, type LessonSummary } from '@study/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createGiantImagePdf,
  createPaddedTextPdf,
  createScannedPagesPdf,
} from '@study/documents/test-support/create-heavy-pdf.ts';
import { heartLesson } from '../test/lesson-helpers.ts';
import { createScratchPostgres } from '../test/test-database.ts';
import type { Browser } from './stress-client.ts';
import { availableServer } from './stress-postgres.ts';
import {
  clusterEnv,
  removeClusterFiles,
  startApi,
  type ServerProcess,
} from './stress-processes.ts';
import { signUp, until } from './stress-students.ts';

const server = await availableServer();

const maxRssBytes = 1.5 * 1024 ** 3;
/**
 * The health check must keep answering while documents are parsed: parsing runs in worker
 * processes, and a blocked event loop shows as seconds. The line is no latency target (a loaded
 * 2-core machine measured 277 ms once, 250 being the old line); the p99 itself is printed.
 */
const maxHealthP99Ms = 1000;
const concurrentUploads = 30;
const uploadBytes = 14 * 1024 * 1024;

/** The resident memory of a process, from Linux's /proc. */
function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return Number(kb ?? 0) * 1024;
}

/** The resident memory of a process and of every process it started (the document parsers). */
function treeRssBytes(pid: number): number {
  let total = 0;
  try {
    total = rssBytes(pid);
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      for (const child of children ? children.split(' ') : []) total += treeRssBytes(Number(child));
    }
  } catch {
    // A process that ended between two reads holds nothing any more.
  }
  return total;
}

async function addPdfLesson(browser: Browser, name: string, bytes: Uint8Array) {
  const form = new FormData();
  form.append('source', 'document');
  form.append(
    'files',
    new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }),
    name,
  );
  return browser.request<LessonSummary>('POST /api/lessons', 'POST', '/api/lessons', { form });
}

describe.skipIf(!server)('hostile PDFs and a burst of large uploads', () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
  let db: pg.Pool;
  let env: Record<string, string>;
  let api: ServerProcess;

  beforeAll(async () => {
    scratch = await createScratchPostgres(server);
    db = new pg.Pool({ connectionString: scratch.url, max: 2 });
    // One API that runs the jobs itself, as `npm start` does.
    env = clusterEnv(scratch.url, { JOBS_IN_PROCESS: 'true', JOB_POLLING_INTERVAL_SECONDS: '0.5' });
    api = await startApi('api', env);
  });

  afterAll(async () => {
    await api?.stop();
    await db?.end();
    await scratch?.drop();
    if (env) removeClusterFiles(env);
  });

  it('keep the API under 1.5 GB and its health check answering within a second', async () => {
    const giant = createGiantImagePdf();
    const scanned = createScannedPagesPdf();
    const large = createPaddedTextPdf(heartLesson, uploadBytes);
    const browser = await signUp({ index: 0, email: 'memory@example.test', baseUrl: api.url! }, db);

    const pid = api.child.pid!;
    let peakRss = rssBytes(pid);
    const idleRss = peakRss;
    let peakTreeRss = treeRssBytes(pid);
    const healthMs: number[] = [];
    let sampling = true;
    const memory = (async () => {
      while (sampling && api.running) {
        peakRss = Math.max(peakRss, rssBytes(pid));
        peakTreeRss = Math.max(peakTreeRss, treeRssBytes(pid));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const health = (async () => {
      while (sampling && api.running) {
        const started = performance.now();
        const status = await fetch(`${api.url}/api/health`, { signal: AbortSignal.timeout(30_000) })
          .then((response) => response.status)
          .catch(() => 0);
        healthMs.push(status === 200 ? performance.now() - started : Number.POSITIVE_INFINITY);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();

    const hostile = await Promise.all([
      addPdfLesson(browser, 'giant-image.pdf', giant),
      addPdfLesson(browser, 'scanned-400-pages.pdf', scanned),
    ]);
    const uploads = await Promise.all(
      Array.from({ length: concurrentUploads }, (_, index) =>
        addPdfLesson(browser, `large-${index + 1}.pdf`, large),
      ),
    );
    const ids = [...hostile, ...uploads].map((answer) => {
      expect(answer.status).toBe(202);
      return answer.json!.id;
    });
    const lessons = new Map<string, LessonDetail>();
    await until(
      'every lesson to be prepared or failed',
      async () => {
        for (const id of ids) {
          if (lessons.has(id)) continue;
          const answer = await browser.request<LessonDetail>(
            'GET /api/lessons/:id',
            'GET',
            `/api/lessons/${id}`,
          );
          if (answer.json && answer.json.status !== 'processing') lessons.set(id, answer.json);
        }
        return lessons.size === ids.length;
      },
      280_000,
      1_000,
    );
    // Idle parsers and OCR workers stop 30 s after their last page, and their memory goes with
    // them. A failed lesson's last pages may still be read for a while on a loaded machine, and
    // the last part of the memory comes back about 100 s after the last lesson (ADR 306), so the
    // memory is sampled until it is back within the bound, for at most 150 s: a leak never comes
    // back.
    const settledBound = 512 * 1024 ** 2;
    let settledRss = rssBytes(pid);
    for (let waited = 0; waited < 150_000; waited += 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      settledRss = rssBytes(pid);
      if (waited >= 30_000 && settledRss - idleRss < settledBound) break;
    }
    sampling = false;
    await Promise.all([memory, health]);

    const sorted = [...healthMs].sort((a, b) => a - b);
    const p99 = sorted[Math.ceil(0.99 * sorted.length) - 1] ?? Number.POSITIVE_INFINITY;
    const mb = (bytes: number) => `${Math.round(bytes / 1024 ** 2)} MB`;
    console.log(
      `API RSS idle ${mb(idleRss)}, peak ${mb(peakRss)}, after ${mb(settledRss)}; ` +
        `with its parser processes, peak ${mb(peakTreeRss)}; ` +
        `/api/health ${sorted.length} answers, p50 ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} ms, ` +
        `p99 ${p99.toFixed(0)} ms, max ${sorted.at(-1)?.toFixed(0)} ms`,
    );
    const [giantLesson, scannedLesson] = ids.map((id) => lessons.get(id)!);
    console.log(
      `giant image: ${giantLesson?.status} ${giantLesson?.errorCode}; 400 scanned pages: ` +
        `${scannedLesson?.status} ${scannedLesson?.errorCode} ${scannedLesson?.warnings.join(',')}`,
    );

    expect(api.running).toBe(true);
    expect(peakRss).toBeLessThan(maxRssBytes);
    // Each of the (at most two) parser processes is killed past its own limit.
    expect(peakTreeRss).toBeLessThan(
      maxRssBytes + 2 * documentLimits.maxParserMemoryMb * 1024 ** 2,
    );
    expect(p99).toBeLessThan(maxHealthP99Ms);
    // What the work took came back: no more than half a gigabyte above the idle process.
    expect(settledRss - idleRss).toBeLessThan(settledBound);
    expect(giantLesson).toMatchObject({ status: 'failed', errorCode: 'DOCUMENT_TOO_COMPLEX' });
    // The first 30 pages are read by OCR and hold no words; on a loaded machine their OCR may
    // outlast the extraction's time limit instead.
    expect(scannedLesson?.status).toBe('failed');
    expect(['NO_TEXT_FOUND', 'PROCESSING_TIMEOUT']).toContain(scannedLesson?.errorCode);
    expect(uploads.map((_, index) => lessons.get(ids[index + 2]!)?.status)).toEqual(
      uploads.map(() => 'ready'),
    );
  }, 300_000);
});
