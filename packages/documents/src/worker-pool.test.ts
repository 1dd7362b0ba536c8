import { describe, expect, it, vi } from 'vitest';
import { TaskTimeoutError, WorkerPool, type WorkerPoolOptions } from './worker-pool.ts';

function createPool(
  size = 1,
  extra: Partial<WorkerPoolOptions<number>> = {},
): { pool: WorkerPool<number>; destroyed: number[] } {
  const destroyed: number[] = [];
  let next = 0;
  const pool = new WorkerPool<number>({
    ...extra,
    size,
    create: () => Promise.resolve((next += 1)),
    destroy: (worker) => {
      destroyed.push(worker);
      return Promise.resolve();
    },
  });
  return { pool, destroyed };
}

const never = (): Promise<never> => new Promise(() => undefined);

describe('WorkerPool', () => {
  it('reuses a worker across tasks', async () => {
    const { pool } = createPool();
    const first = await pool.run((worker) => Promise.resolve(worker), { timeoutMs: 1000 });
    const second = await pool.run((worker) => Promise.resolve(worker), { timeoutMs: 1000 });
    expect([first, second]).toEqual([1, 1]);
  });

  it('times a task out and replaces its worker', async () => {
    const { pool, destroyed } = createPool();
    await expect(pool.run(never, { timeoutMs: 20 })).rejects.toBeInstanceOf(TaskTimeoutError);
    expect(destroyed).toEqual([1]);
    expect(await pool.run((worker) => Promise.resolve(worker), { timeoutMs: 1000 })).toBe(2);
  });

  it('stops a task and a waiting caller when their signal aborts', async () => {
    const { pool, destroyed } = createPool();
    const controller = new AbortController();
    const running = pool.run(never, { timeoutMs: 10_000, signal: controller.signal });
    const waiting = pool.run(never, { timeoutMs: 10_000, signal: controller.signal });
    controller.abort(new Error('cancelled'));
    await expect(running).rejects.toThrow('cancelled');
    await expect(waiting).rejects.toThrow('cancelled');
    expect(destroyed).toEqual([1]);
  });

  it('runs at most `size` tasks at once and queues the rest', async () => {
    const { pool } = createPool(2);
    let active = 0;
    let peak = 0;
    const task = async (): Promise<void> => {
      active += 1;
      peak = Math.max(peak, active);
      await new Promise((resolve) => setTimeout(resolve, 10));
      active -= 1;
    };
    await Promise.all(Array.from({ length: 6 }, () => pool.run(task, { timeoutMs: 1000 })));
    expect(peak).toBe(2);
  });

  it('replaces a worker that asks to retire after its task', async () => {
    const { pool, destroyed } = createPool(1, { retire: (worker) => worker === 1 });
    const ran = [];
    for (let task = 0; task < 3; task += 1) {
      ran.push(await pool.run((worker) => Promise.resolve(worker), { timeoutMs: 1000 }));
    }
    expect(ran).toEqual([1, 2, 2]);
    expect(destroyed).toEqual([1]);
  });

  it('destroys its idle workers once no task has run for the idle timeout', async () => {
    vi.useFakeTimers();
    try {
      const { pool, destroyed } = createPool(1, { idleTimeoutMs: 1000 });
      await pool.run((worker) => Promise.resolve(worker), { timeoutMs: 100 });
      await vi.advanceTimersByTimeAsync(999);
      expect(destroyed).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(destroyed).toEqual([1]);
      expect(await pool.run((worker) => Promise.resolve(worker), { timeoutMs: 100 })).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('applies an idle timeout set later from the next time it falls idle, and counts its workers', async () => {
    vi.useFakeTimers();
    try {
      const { pool, destroyed } = createPool(1);
      expect(pool.workerCount).toBe(0);
      await pool.run((worker) => Promise.resolve(worker), { timeoutMs: 100 });
      expect(pool.workerCount).toBe(1);
      pool.setIdleTimeout(50);
      await pool.run((worker) => Promise.resolve(worker), { timeoutMs: 100 });
      await vi.advanceTimersByTimeAsync(50);
      expect(destroyed).toEqual([1]);
      expect(pool.workerCount).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
