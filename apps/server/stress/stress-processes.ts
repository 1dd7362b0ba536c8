import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverEnv, serverNodeArgs } from '../src/process-settings.ts';
import { freePort } from './stress-postgres.ts';

const serverRoot = path.resolve(import.meta.dirname, '..');

/** The address every instance believes it is served at, as behind one load balancer. */
export const publicUrl = 'http://127.0.0.1:8080';

/** Settings of every process of a stress cluster; each test adds its own. */
export function clusterEnv(databaseUrl: string, extra: Record<string, string> = {}) {
  return {
    NODE_ENV: 'production',
    MAIL_OUTBOX: 'true',
    DATABASE_URL: databaseUrl,
    // One folder for every process, as one bucket would be: the worker reads what the API stored.
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'study-stress-')),
    WEB_DIST_DIR: path.join(os.tmpdir(), 'study-stress-no-web-build'),
    PUBLIC_URL: publicUrl,
    JOBS_IN_PROCESS: 'false',
    // Every simulated student comes from 127.0.0.1: per-IP limits would refuse them, not load.
    RATE_LIMIT_SIGN_IN_PER_MINUTE: '100000',
    RATE_LIMIT_SIGN_UP_PER_MINUTE: '100000',
    RATE_LIMIT_MAILS_PER_IP_PER_HOUR: '100000',
    PLAN_FREE_GENERATIONS_PER_MONTH: '100000',
    PLAN_FREE_CHAT_MESSAGES_PER_DAY: '100000',
    ...extra,
  };
}

/** Removes the files a cluster stored (lesson originals), once its processes have stopped. */
export function removeClusterFiles(env: Record<string, string>): void {
  if (env.DATA_DIR) rmSync(env.DATA_DIR, { recursive: true, force: true });
}

/** A running server or worker process, its recent output, and how it ended. */
export class ServerProcess {
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  private output: string[] = [];
  private errorLines = 0;
  private lineWaiters: { pattern: RegExp; resolve: () => void }[] = [];
  /** Everything the process printed, kept for a look after a failure. */
  readonly logFile: string;

  constructor(
    readonly name: string,
    readonly child: ChildProcessWithoutNullStreams,
    readonly url: string | undefined,
  ) {
    this.logFile = path.join(
      mkdtempSync(path.join(os.tmpdir(), 'study-stress-log-')),
      `${name}.log`,
    );
    const log = createWriteStream(this.logFile);
    child.once('exit', () => log.end());
    const keep = (chunk: Buffer) => {
      log.write(chunk);
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        // pino's level 50 and above: error, fatal.
        if (/"level":(50|60)/.test(line)) this.errorLines += 1;
        this.output.push(line);
        if (this.output.length > 400) this.output.shift();
        for (const waiter of [...this.lineWaiters]) {
          if (waiter.pattern.test(line)) {
            this.lineWaiters.splice(this.lineWaiters.indexOf(waiter), 1);
            waiter.resolve();
          }
        }
      }
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    this.exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Error and fatal log lines so far. */
  get errorsLogged(): number {
    return this.errorLines;
  }

  /** The last lines the process printed, for a failure message. */
  tail(lines = 40): string {
    return `--- ${this.name} (whole output in ${this.logFile}) ---\n${this.output.slice(-lines).join('\n')}`;
  }

  /** Resolves when a printed line matches; rejects if the process ends first. */
  waitForLine(pattern: RegExp, timeoutMs = 60_000): Promise<void> {
    if (this.output.some((line) => pattern.test(line))) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(new Error(`${this.name}: no ${pattern} after ${timeoutMs} ms\n${this.tail()}`)),
        timeoutMs,
      );
      this.lineWaiters.push({
        pattern,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
      void this.exited.then(({ code, signal }) => {
        clearTimeout(timer);
        reject(
          new Error(`${this.name} ended (${code ?? signal}) before ${pattern}\n${this.tail()}`),
        );
      });
    });
  }

  kill(signal: NodeJS.Signals): void {
    if (this.running) this.child.kill(signal);
  }

  /** SIGTERM, as an orchestrator stops a process; SIGKILL if it has not ended in `graceMs`. */
  async stop(graceMs = 20_000): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    if (!this.running) return this.exited;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.kill('SIGKILL'), graceMs);
    const ended = await this.exited;
    clearTimeout(timer);
    return ended;
  }
}

/** A server entry run with the Node flags and the environment `npm start` gives the server. */
function spawnEntry(name: string, entry: string, env: Record<string, string>, url?: string) {
  const child = spawn(
    process.execPath,
    [...serverNodeArgs, '--import', 'tsx', path.join(serverRoot, entry)],
    { cwd: serverRoot, env: { ...serverEnv, ...process.env, ...env } },
  );
  return new ServerProcess(name, child, url);
}

/** Polls GET /api/health until it answers 200. */
export async function waitHealthy(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!server.running) throw new Error(`${server.name} ended at start\n${server.tail()}`);
    const status = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(5_000) })
      .then((response) => response.status)
      .catch(() => 0);
    if (status === 200) return;
    if (Date.now() > deadline) {
      throw new Error(`${server.name} not healthy after ${timeoutMs} ms\n${server.tail()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** An API instance (`src/main.ts`) on a free port of the loopback interface, once healthy. */
export async function startApi(name: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const server = spawnEntry(
    name,
    'src/main.ts',
    { LOG_LEVEL: 'warn', ...env, HOST: '127.0.0.1', PORT: String(port) },
    `http://127.0.0.1:${port}`,
  );
  await waitHealthy(server);
  return server;
}

/** A worker process (`src/worker.ts`, what `npm run worker` runs), once its workers poll. */
export async function startWorker(
  name: string,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const worker = spawnEntry(name, 'src/worker.ts', { ...env, LOG_LEVEL: 'info' });
  await worker.waitForLine(/"msg":"worker started"/);
  return worker;
}
