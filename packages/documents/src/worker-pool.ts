export interface WorkerPoolOptions<W> {
  /** How many workers may run at once. */
  size: number;
  create: () => Promise<W>;
  destroy: (worker: W) => Promise<void>;
  /** Asked after each successful task: true destroys the worker instead of keeping it. */
  retire?: (worker: W) => boolean | Promise<boolean>;
  /** Once no task has run for this long, the idle workers are destroyed (their memory freed). */
  idleTimeoutMs?: number;
}

export interface RunOptions {
  /** Time the task may take once it has a worker. */
  timeoutMs: number;
  /** Stops waiting for a worker and stops the task; the worker is then destroyed. */
  signal?: AbortSignal;
}

/** Thrown by `WorkerPool.run` when a task outlives its time limit. */
export class TaskTimeoutError extends Error {
  constructor() {
    super('Task timed out');
    this.name = 'TaskTimeoutError';
  }
}

/**
 * A few long-lived workers reused across calls. A task that times out, is aborted or fails
 * takes its worker down with it (terminated, replaced on demand), so a hostile input can
 * neither hang nor poison the workers that serve the next request.
 */
export class WorkerPool<W> {
  readonly #options: WorkerPoolOptions<W>;
  readonly #idle: W[] = [];
  readonly #waiting: { resolve: () => void; reject: (reason: unknown) => void }[] = [];
  #busy = 0;
  #closed = false;
  #idleTimer: NodeJS.Timeout | undefined;
  #idleTimeoutMs: number | undefined;

  constructor(options: WorkerPoolOptions<W>) {
    this.#options = options;
    this.#idleTimeoutMs = options.idleTimeoutMs;
  }

  /** Workers alive now, busy or idle. */
  get workerCount(): number {
    return this.#busy + this.#idle.length;
  }

  /** Changes the idle timeout; it applies from the next time the pool falls idle. */
  setIdleTimeout(ms: number): void {
    this.#idleTimeoutMs = ms;
  }

  /** Runs `task` on a free worker within `timeoutMs`. */
  async run<T>(task: (worker: W) => Promise<T>, options: RunOptions): Promise<T> {
    const worker = await this.#acquire(options.signal);
    let timer: NodeJS.Timeout | undefined;
    let onAbort: (() => void) | undefined;
    const stop = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new TaskTimeoutError()), options.timeoutMs);
      onAbort = () => reject(options.signal?.reason);
      options.signal?.addEventListener('abort', onAbort, { once: true });
    });
    try {
      options.signal?.throwIfAborted();
      const result = await Promise.race([task(worker), stop]);
      if (await this.#options.retire?.(worker)) this.#discard(worker);
      else this.#release(worker);
      return result;
    } catch (error) {
      this.#discard(worker);
      throw error;
    } finally {
      clearTimeout(timer);
      if (onAbort) options.signal?.removeEventListener('abort', onAbort);
    }
  }

  /** Stops every idle worker; busy ones stop when their task ends. */
  async close(): Promise<void> {
    this.#closed = true;
    const idle = this.#idle.splice(0);
    for (const waiter of this.#waiting.splice(0)) waiter.reject(new Error('Worker pool closed'));
    await Promise.all(idle.map((worker) => this.#options.destroy(worker)));
  }

  async #acquire(signal: AbortSignal | undefined): Promise<W> {
    this.#closed = false;
    clearTimeout(this.#idleTimer);
    for (;;) {
      signal?.throwIfAborted();
      const idle = this.#idle.pop();
      if (idle !== undefined) {
        this.#busy += 1;
        return idle;
      }
      if (this.#busy < this.#options.size) {
        this.#busy += 1;
        try {
          return await this.#options.create();
        } catch (error) {
          this.#busy -= 1;
          this.#wakeOne();
          throw error;
        }
      }
      await new Promise<void>((resolve, reject) => {
        const waiter = {
          resolve: () => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
          },
          reject,
        };
        const onAbort = (): void => {
          this.#waiting.splice(this.#waiting.indexOf(waiter), 1);
          reject(signal?.reason);
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        this.#waiting.push(waiter);
      });
    }
  }

  #release(worker: W): void {
    this.#busy -= 1;
    if (this.#closed) void this.#options.destroy(worker);
    else this.#idle.push(worker);
    this.#wakeOne();
  }

  #discard(worker: W): void {
    this.#busy -= 1;
    void this.#options.destroy(worker).catch(() => undefined);
    this.#wakeOne();
  }

  #wakeOne(): void {
    this.#waiting.shift()?.resolve();
    const idleTimeoutMs = this.#idleTimeoutMs;
    if (idleTimeoutMs === undefined || this.#busy > 0 || this.#waiting.length > 0) return;
    clearTimeout(this.#idleTimer);
    this.#idleTimer = setTimeout(() => {
      if (this.#busy > 0) return;
      for (const worker of this.#idle.splice(0)) {
        void this.#options.destroy(worker).catch(() => undefined);
      }
    }, idleTimeoutMs);
    this.#idleTimer.unref();
  }
}
