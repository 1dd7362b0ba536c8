import { fork, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import type { ParseRequest, ParseResponse } from './parse-protocol.ts';
import { WorkerPool, type RunOptions } from './worker-pool.ts';

/** The parser process outgrew its memory limit and was killed. */
export class ParserMemoryError extends Error {
  constructor() {
    super('Parser process killed past its memory limit');
    this.name = 'ParserMemoryError';
  }
}

const entry = fileURLToPath(new URL('./parse-worker.ts', import.meta.url));
const watchIntervalMs = 100;
// A parser that keeps this share of its limit after a task is replaced: memory that pdf.js,
// canvas or the allocator keep after a large file goes back to the system with the process.
const recycleShare = 0.4;

/** Resident memory of a process (Linux /proc); undefined where it cannot be read. */
async function residentBytes(pid: number): Promise<number | undefined> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb === undefined ? undefined : Number(kb) * 1024;
  } catch {
    return undefined;
  }
}

class ParseProcess {
  readonly #child: ChildProcess;
  readonly #maxBytes: number;
  readonly exited: Promise<void>;

  constructor(maxMb: number) {
    this.#maxBytes = maxMb * 1024 * 1024;
    // The V8 heap gets part of the budget; decoded images, canvas and WASM live outside it and
    // are bounded by the watchdog on the resident memory of the whole process.
    const heapMb = Math.max(128, Math.floor(maxMb * 0.6));
    this.#child = fork(entry, [], {
      execArgv: [`--max-old-space-size=${heapMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    // Parsing yields the CPU to the server's own requests.
    if (this.#child.pid !== undefined) {
      try {
        os.setPriority(this.#child.pid, 10);
      } catch {
        // Not permitted on this system: the parser runs at the server's priority.
      }
    }
    this.exited = new Promise((resolve) => this.#child.once('exit', () => resolve()));
    this.#idle();
  }

  /** An idle parser must not keep a CLI or a test process alive. */
  #idle(): void {
    this.#child.unref();
    this.#child.channel?.unref();
  }

  #busy(): void {
    this.#child.ref();
    this.#child.channel?.ref();
  }

  request(request: ParseRequest): Promise<ParseResponse> {
    this.#busy();
    const child = this.#child;
    return new Promise((resolve, reject) => {
      let overLimit = false;
      const watchdog = setInterval(() => {
        void residentBytes(child.pid ?? 0).then((bytes) => {
          if (bytes !== undefined && bytes > this.#maxBytes) {
            overLimit = true;
            child.kill('SIGKILL');
          }
        });
      }, watchIntervalMs);
      const cleanup = (): void => {
        clearInterval(watchdog);
        this.#idle();
        child.off('message', onMessage);
        child.off('error', onError);
        child.off('exit', onExit);
      };
      const onMessage = (response: ParseResponse): void => {
        cleanup();
        resolve(response);
      };
      const onError = (error: Error): void => {
        cleanup();
        reject(error);
      };
      const onExit = (code: number | null, signal: NodeJS.Signals | null): void => {
        cleanup();
        // V8 aborts the process when its heap limit is reached.
        const outOfMemory = overLimit || signal === 'SIGABRT' || code === 134;
        reject(
          outOfMemory ? new ParserMemoryError() : new Error(`Parser exited (${code ?? signal})`),
        );
      };
      child.on('message', onMessage);
      child.on('error', onError);
      child.on('exit', onExit);
      child.send(request);
    });
  }

  /** Whether the process kept so much memory that a new one should take its place. */
  async bloated(): Promise<boolean> {
    const bytes = await residentBytes(this.#child.pid ?? 0);
    return bytes !== undefined && bytes > this.#maxBytes * recycleShare;
  }

  async terminate(): Promise<void> {
    this.#child.kill('SIGKILL');
    await this.exited;
  }
}

const pools = new Map<number, WorkerPool<ParseProcess>>();
let idleTimeoutMs = 30_000;

function poolFor(maxMb: number): WorkerPool<ParseProcess> {
  let pool = pools.get(maxMb);
  if (!pool) {
    pool = new WorkerPool<ParseProcess>({
      // One core stays free for the server's own requests.
      size: Math.max(1, Math.min(2, os.availableParallelism() - 1)),
      create: () => Promise.resolve(new ParseProcess(maxMb)),
      destroy: (parser) => parser.terminate(),
      retire: (parser) => parser.bloated(),
      idleTimeoutMs,
    });
    pools.set(maxMb, pool);
  }
  return pool;
}

/**
 * Parses a PDF, DOCX or HEIC in a pooled child process whose resident memory may not pass
 * `limits.maxParserMemoryMb`: past it the process is killed and this rejects with
 * ParserMemoryError; past the time limit with TaskTimeoutError; a process that kept much memory
 * after its task is replaced.
 */
export function parseInProcess(request: ParseRequest, options: RunOptions): Promise<ParseResponse> {
  return poolFor(request.limits.maxParserMemoryMb).run(
    (parser) => parser.request(request),
    options,
  );
}

/** Idle parser processes stop once no document has been parsed for `ms`. */
export function setParserIdleTimeout(ms: number): void {
  idleTimeoutMs = ms;
  for (const pool of pools.values()) pool.setIdleTimeout(ms);
}

/** Stops the idle parser processes. */
export async function closeParsers(): Promise<void> {
  await Promise.all([...pools.values()].map((pool) => pool.close()));
}
