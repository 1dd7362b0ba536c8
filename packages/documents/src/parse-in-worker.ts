import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ParseRequest, ParseResponse } from './parse-protocol.ts';
import { WorkerPool, type RunOptions } from './worker-pool.ts';

// Enough for pdf.js on a 15 MB file; a parse that needs more is hostile and dies alone.
const maxHeapMb = 768;

class ParseThread {
  readonly #worker = new Worker(new URL('./parse-worker.ts', import.meta.url), {
    resourceLimits: { maxOldGenerationSizeMb: maxHeapMb },
  });

  constructor() {
    // An idle thread must not keep a CLI or a test process alive.
    this.#worker.unref();
  }

  request(request: ParseRequest): Promise<ParseResponse> {
    this.#worker.ref();
    return new Promise((resolve, reject) => {
      const cleanup = (): void => {
        this.#worker.unref();
        this.#worker.off('message', onMessage);
        this.#worker.off('error', onError);
        this.#worker.off('exit', onExit);
      };
      const onMessage = (response: ParseResponse): void => {
        cleanup();
        resolve(response);
      };
      const onError = (error: Error): void => {
        cleanup();
        reject(error);
      };
      const onExit = (): void => {
        cleanup();
        reject(new Error('Parse worker exited'));
      };
      this.#worker.on('message', onMessage);
      this.#worker.on('error', onError);
      this.#worker.on('exit', onExit);
      this.#worker.postMessage(request);
    });
  }

  async terminate(): Promise<void> {
    await this.#worker.terminate();
  }
}

const pool = new WorkerPool<ParseThread>({
  size: Math.max(1, Math.min(2, os.availableParallelism())),
  create: () => Promise.resolve(new ParseThread()),
  destroy: (thread) => thread.terminate(),
});

/**
 * Parses a PDF or DOCX in a pooled worker thread; rejects with TaskTimeoutError past the time
 * limit (the thread is terminated) and with the thread's error if it crashed.
 */
export function parseInWorker(request: ParseRequest, options: RunOptions): Promise<ParseResponse> {
  return pool.run((thread) => thread.request(request), options);
}

/** Terminates the idle parse threads. */
export function closeParseWorkers(): Promise<void> {
  return pool.close();
}
