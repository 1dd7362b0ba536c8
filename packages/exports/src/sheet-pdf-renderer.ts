import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { SheetPdfInput } from './render-sheet-pdf.ts';
import type { SheetPdfReply } from './sheet-pdf-worker.ts';

// The package runs from its TypeScript source (Node strips the types), the worker as well.
const workerUrl = new URL('./sheet-pdf-worker.ts', import.meta.url);

interface Task {
  input: SheetPdfInput;
  resolve: (pdf: Uint8Array) => void;
  reject: (error: Error) => void;
}

/**
 * Sheet PDFs rendered by a few worker threads, one sheet each at a time, the rest waiting in
 * turn: exports never hold the event loop, and at most `size` render at once.
 */
export class SheetPdfRenderer {
  readonly #size: number;
  readonly #idle: Worker[] = [];
  readonly #queue: Task[] = [];
  #running = 0;

  constructor(size = Math.max(1, Math.min(2, os.availableParallelism() - 1))) {
    this.#size = size;
  }

  render(input: SheetPdfInput): Promise<Uint8Array> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ input, resolve, reject });
      this.#next();
    });
  }

  /** Stops the idle workers; a busy one stops when its sheet is done. */
  async close(): Promise<void> {
    for (const task of this.#queue.splice(0)) task.reject(new Error('Sheet renderer closed'));
    await Promise.all(this.#idle.splice(0).map((worker) => worker.terminate()));
  }

  #next(): void {
    if (this.#queue.length === 0) return;
    const worker = this.#idle.pop() ?? (this.#running < this.#size ? this.#spawn() : undefined);
    if (!worker) return;
    const task = this.#queue.shift()!;
    this.#running += 1;
    worker.ref();
    const settle = (reply: SheetPdfReply | Error, healthy: boolean): void => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      this.#running -= 1;
      if (healthy) {
        worker.unref();
        this.#idle.push(worker);
      } else {
        void worker.terminate();
      }
      if (reply instanceof Error) task.reject(reply);
      else if (reply.ok) task.resolve(reply.pdf);
      else task.reject(new Error(reply.message));
      this.#next();
    };
    const onMessage = (reply: SheetPdfReply): void => settle(reply, true);
    const onError = (error: Error): void => settle(error, false);
    const onExit = (): void => settle(new Error('Sheet PDF worker exited'), false);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage(task.input);
  }

  #spawn(): Worker {
    const worker = new Worker(workerUrl);
    worker.unref();
    return worker;
  }
}
