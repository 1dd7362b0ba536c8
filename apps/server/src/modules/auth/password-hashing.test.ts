import { describe, expect, it } from 'vitest';
import { createConcurrencyLimit, createPasswordHashing } from './password-hashing.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('createConcurrencyLimit', () => {
  it('runs at most `limit` tasks at once, the others in the order they came', async () => {
    const run = createConcurrencyLimit(2);
    const gates = [0, 1, 2, 3, 4].map(() => deferred<number>());
    const started: number[] = [];
    const results = gates.map((gate, index) =>
      run(async () => {
        started.push(index);
        return gate.promise;
      }).catch((error: Error) => error.message),
    );
    await settle();
    expect(started).toEqual([0, 1]);
    gates[1]!.resolve(1);
    await settle();
    expect(started).toEqual([0, 1, 2]);
    // A failing task frees its place too.
    gates[0]!.reject(new Error('scrypt failed'));
    await settle();
    expect(started).toEqual([0, 1, 2, 3]);
    for (const [index, gate] of gates.entries()) if (index > 1) gate.resolve(index);
    expect(await Promise.all(results)).toEqual(['scrypt failed', 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('createPasswordHashing', () => {
  it('hashes and verifies passwords as Better Auth does, however many come at once', async () => {
    const hashing = createPasswordHashing(2);
    const hash = await hashing.hash('Revise-Tonight-42');
    const checks = await Promise.all([
      hashing.verify({ hash, password: 'Revise-Tonight-42' }),
      hashing.verify({ hash, password: 'revise-tonight-42' }),
      hashing.verify({ hash, password: 'Revise-Tonight-42' }),
    ]);
    expect(checks).toEqual([true, false, true]);
  });
});
