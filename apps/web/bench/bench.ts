/**
 * `npm run bench -- web`: what a student's phone downloads and how Lighthouse rates it, on the
 * built app served by the production server (built first when missing). Initial JavaScript of
 * /login and of / once signed in, gzip -9, as Chromium loads it; Lighthouse (mobile preset) on
 * /login, / and a lesson page. Prints tables, asserts nothing.
 *
 * BENCH_LIGHTHOUSE_RUNS (3): Lighthouse runs per page; the median performance run is shown; 0
 * skips Lighthouse (the JavaScript weights alone).
 * BENCH_LIGHTHOUSE_REPORTS: a folder to keep every run's JSON report in (the Lighthouse viewer
 * opens them), to see which audit cost the points.
 * BENCH_BASELINE: the root of another checkout, built (`npm run build`), measured in the same run
 * as this one, its Lighthouse runs alternating with ours, so that both meet the same machine load.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(import.meta.dirname, '../../..');
const webDist = path.join(root, 'apps/web/dist');
const serverBundle = path.join(root, 'apps/server/dist/main.js');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const lighthouseRuns = Math.max(0, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
const maxLighthouseAttempts = 3;
const reportsDir = process.env.BENCH_LIGHTHOUSE_REPORTS;
const corpusLesson = path.join(root, '../shared/corpus/openstax-anatomy-physiology/m46032.md');
/** The end-to-end suite's flags: headless, and quiet on a machine without internet. */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const aims = { initialJsKB: 150, performance: 95, accessibility: 100 };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The production server (`npm start`'s settings) of the checkout at `checkout`, once it answers. */
async function startServer(checkout: string) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'study-web-bench-'));
  const child = spawn(process.execPath, [path.join(checkout, 'apps/server/dist/main.js')], {
    cwd: checkout,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      MAIL_OUTBOX: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SIGN_UP_PER_MINUTE: '1000',
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error('the server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { origin, stop };
}

/**
 * A confirmed, onboarded user with one ready lesson, made through the API as the end-to-end
 * helpers do: sign-up, the link from /dev/mailbox.json, the onboarding answers, a pasted lesson.
 */
async function signedInUser(origin: string): Promise<{ cookie: string; lessonId: string }> {
  const email = `bench.${Date.now().toString(36)}@example.test`;
  const signUp = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: 'Revise-2026!ok',
      name: '',
      callbackURL: '/onboarding',
    }),
  });
  if (!signUp.ok) throw new Error(`sign-up refused: ${await signUp.text()}`);
  const mails = (await (await fetch(`${origin}/dev/mailbox.json`)).json()) as {
    to: string;
    links: string[];
  }[];
  const link = mails.find((mail) => mail.to === email)?.links.find((l) => /verify-email/.test(l));
  if (!link) throw new Error(`no confirmation link for ${email}`);
  const verified = await fetch(link, { redirect: 'manual' });
  const cookie = verified.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
  const headers = { origin, cookie };
  const profile = await fetch(`${origin}/api/profile`, {
    method: 'PATCH',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      username: `bench${Date.now()}`,
      birthdate: '14/03/2008',
      status: 'highschool',
    }),
  });
  if (!profile.ok) throw new Error(`onboarding refused: ${await profile.text()}`);
  const form = new FormData();
  form.append('source', 'text');
  form.append('title', 'The cell nucleus');
  form.append('text', readFileSync(corpusLesson, 'utf8'));
  const added = await fetch(`${origin}/api/lessons`, { method: 'POST', headers, body: form });
  if (added.status !== 202) throw new Error(`lesson refused: ${await added.text()}`);
  const lessonId = ((await added.json()) as { id: string }).id;
  for (;;) {
    const lesson = (await (
      await fetch(`${origin}/api/lessons/${lessonId}`, { headers })
    ).json()) as {
      status: string;
    };
    if (lesson.status === 'ready') break;
    if (lesson.status === 'failed') throw new Error('the lesson failed');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { cookie, lessonId };
}

/** A path with its lesson id written `:id`, as the tables name pages. */
const routeOf = (pathname: string) => pathname.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/, ':id');

const gzipKiB = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).byteLength / 1024;

/** The scripts index.html names: the entry and its modulepreloads. */
function indexScripts(dist: string): string[] {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const srcs = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]!);
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
    (match) => match[1]!,
  );
  return [...srcs, ...preloads];
}

/** Every script Chromium fetches on the first load of `url`, until its screen shows and the network is quiet. */
async function firstLoadScripts(origin: string, url: string, cookie?: string) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
  try {
    const context = await browser.newContext();
    if (cookie) {
      await context.addCookies(
        cookie.split('; ').map((pair) => {
          const at = pair.indexOf('=');
          return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin };
        }),
      );
    }
    const page = await context.newPage();
    const scripts: Promise<{ name: string; kib: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const name = new URL(response.url()).pathname.replace(/^\/assets\//, '');
      // A worker's script is fetched by the worker: Playwright does not keep its body, so it is
      // fetched again to be weighed.
      const body = response
        .body()
        .catch(async () => new Uint8Array(await (await fetch(response.url())).arrayBuffer()));
      scripts.push(body.then((bytes) => ({ name, kib: gzipKiB(bytes) })));
    });
    await page.goto(`${origin}${url}`);
    // The screen's own heading first: on a busy machine the network can idle before the app runs.
    await page.locator('h1').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const landed = routeOf(new URL(page.url()).pathname);
    return { landed, scripts: await Promise.all(scripts) };
  } finally {
    await browser.close();
  }
}

interface LighthouseRow {
  page: string;
  landed: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Lighthouse's measure of the CPU it ran on; its simulation scales by it (busy machine: low). */
  cpuIndex: number;
  metrics: string;
  below: string[];
}

async function runLighthouse(
  page: string,
  url: string,
  cookie: string | undefined,
  run: number,
  build: string,
): Promise<LighthouseRow> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: chromiumArgs });
  try {
    for (let attempt = 1; ; attempt += 1) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      const { lhr } = result;
      // A run whose trace Lighthouse could not read (NO_NAVSTART, seen on a loaded machine) has
      // no performance score: it would count as 0 in the median. It is run again.
      if (lhr.runtimeError || lhr.categories.performance?.score == null) {
        const reason = lhr.runtimeError?.code ?? 'no performance score';
        if (attempt >= maxLighthouseAttempts) {
          throw new Error(`Lighthouse failed ${attempt} times on ${url}: ${reason}`);
        }
        console.error(`Lighthouse run on ${url} failed (${reason}); running it again.`);
        continue;
      }
      if (reportsDir) {
        mkdirSync(reportsDir, { recursive: true });
        const name = new URL(url).pathname.split('/')[1] || 'dashboard';
        writeFileSync(
          path.join(reportsDir, `${build}-${name}-${run + 1}.json`),
          JSON.stringify(lhr),
        );
      }
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const ms = (id: string) => `${Math.round(lhr.audits[id]?.numericValue ?? NaN)}`;
      const below = ['accessibility', 'best-practices', 'performance'].flatMap((category) =>
        (lhr.categories[category]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0)
          .map((ref) => lhr.audits[ref.id]!)
          .filter((audit) => audit.score !== null && audit.score < 0.9)
          .map((audit) => `${category}: ${audit.id} (${audit.displayValue ?? audit.score})`),
      );
      return {
        page,
        landed: routeOf(new URL(lhr.finalDisplayedUrl).pathname),
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        cpuIndex: Math.round(lhr.environment.benchmarkIndex),
        metrics: `FCP ${ms('first-contentful-paint')}, LCP ${ms('largest-contentful-paint')}, TBT ${ms('total-blocking-time')}, CLS ${(lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)}`,
        below,
      };
    }
  } finally {
    chrome.kill();
  }
}

if (!existsSync(path.join(webDist, 'index.html')) || !existsSync(serverBundle)) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const baselineRoot = process.env.BENCH_BASELINE ? path.resolve(process.env.BENCH_BASELINE) : null;
/** The checkouts measured: this one, and the baseline when asked. */
const checkouts = [
  { build: 'this', root },
  ...(baselineRoot ? [{ build: 'baseline', root: baselineRoot }] : []),
];

interface Target {
  build: string;
  webDist: string;
  origin: string;
  user: { cookie: string; lessonId: string };
  stop: () => Promise<void>;
}

const targets: Target[] = [];
try {
  for (const checkout of checkouts) {
    const server = await startServer(checkout.root);
    targets.push({
      build: checkout.build,
      webDist: path.join(checkout.root, 'apps/web/dist'),
      origin: server.origin,
      stop: server.stop,
      user: await signedInUser(server.origin).catch(async (error: unknown) => {
        await server.stop();
        throw error;
      }),
    });
  }

  console.log(
    `Initial JavaScript, gzip -9 (KiB): every script Chromium fetched on the first load, until the screen showed and the network was quiet. Budget ${aims.initialJsKB} KB (${((aims.initialJsKB * 1000) / 1024).toFixed(1)} KiB).\n`,
  );
  console.log('| Build | Page | Landed on | Scripts | gzip -9 KiB | gzip -9 KB | Budget |');
  console.log('|---|---|---|---|---|---|---|');
  const heaviestLines: string[] = [];
  for (const target of targets) {
    const loads = [
      { page: '/login (signed out)', ...(await firstLoadScripts(target.origin, '/login')) },
      {
        page: '/ (signed in)',
        ...(await firstLoadScripts(target.origin, '/', target.user.cookie)),
      },
      {
        page: '/lessons/:id (signed in)',
        ...(await firstLoadScripts(
          target.origin,
          `/lessons/${target.user.lessonId}`,
          target.user.cookie,
        )),
      },
    ];
    for (const load of loads) {
      const kib = load.scripts.reduce((sum, each) => sum + each.kib, 0);
      console.log(
        `| ${target.build} | ${load.page} | ${load.landed} | ${load.scripts.length} | ${kib.toFixed(1)} | ${(kib * 1.024).toFixed(1)} | ${kib * 1.024 <= aims.initialJsKB ? 'within' : 'over'} |`,
      );
      const heaviest = [...load.scripts].sort((a, b) => b.kib - a.kib).slice(0, 8);
      heaviestLines.push(
        `${target.build}, ${load.page}, heaviest: ${heaviest.map((each) => `${each.name} ${each.kib.toFixed(1)}`).join(', ')}`,
      );
    }
    const staticKiB = indexScripts(target.webDist).reduce(
      (sum, src) => sum + gzipKiB(readFileSync(path.join(target.webDist, src))),
      0,
    );
    heaviestLines.push(
      `${target.build}, index.html alone (entry script and modulepreloads, before any lazy route): ${staticKiB.toFixed(1)} KiB gzip -9.`,
    );
  }
  console.log(`\n${heaviestLines.join('\n')}`);

  const shown: LighthouseRow[] = [];
  const pagesOf = (target: Target) => [
    { page: '/login (signed out)', url: `${target.origin}/login` },
    { page: '/ (signed in)', url: `${target.origin}/`, cookie: target.user.cookie },
    {
      page: '/lessons/:id (signed in)',
      url: `${target.origin}/lessons/${target.user.lessonId}`,
      cookie: target.user.cookie,
    },
  ];
  for (const [index] of (lighthouseRuns > 0 ? pagesOf(targets[0]!) : []).entries()) {
    const runs = new Map<string, LighthouseRow[]>(targets.map((target) => [target.build, []]));
    // The builds take turns, run after run, so that both meet the same load of the machine.
    for (let run = 0; run < lighthouseRuns; run += 1) {
      for (const target of targets) {
        const { page, url, cookie } = pagesOf(target)[index]!;
        runs.get(target.build)!.push(await runLighthouse(page, url, cookie, run, target.build));
      }
    }
    for (const [build, rows] of runs) {
      const median = [...rows].sort((a, b) => a.performance - b.performance)[
        Math.floor(rows.length / 2)
      ]!;
      shown.push({
        ...median,
        page: `${build}: ${median.page}`,
        metrics: `${median.metrics}; performance of each run ${rows.map((r) => r.performance).join(', ')}`,
      });
    }
  }
  if (lighthouseRuns > 0) {
    printLighthouse(shown);
  }
} finally {
  for (const target of targets) await target.stop();
}

function printLighthouse(shown: LighthouseRow[]): void {
  console.log(
    `\nLighthouse ${lighthouseRuns > 1 ? `(median performance of ${lighthouseRuns} runs) ` : ''}mobile preset (simulated slow 4G, 4× CPU slowdown), Chromium headless. CPU index is Lighthouse's benchmarkIndex of this machine during the run (a quiet desktop scores 1000-2500; lower means the figures are pessimistic). Aims: performance ≥ ${aims.performance}, accessibility ${aims.accessibility}.\n`,
  );
  console.log(
    '| Page | Landed on | Performance | Accessibility | Best practices | CPU index | Metrics (ms) |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const row of shown) {
    console.log(
      `| ${row.page} | ${row.landed} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.cpuIndex} | ${row.metrics} |`,
    );
  }
  for (const row of shown.filter((each) => each.below.length > 0)) {
    console.log(`\nAudits below 0.9 on ${row.page}: ${row.below.join('; ')}`);
  }
}
