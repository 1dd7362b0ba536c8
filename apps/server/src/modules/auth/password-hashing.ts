import { hashPassword, verifyPassword } from 'better-auth/crypto';

/** Runs at most `limit` tasks at once; the others wait their turn, first come, first served. */
export function createConcurrencyLimit(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, or is freed.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/**
 * Better Auth's password hashing (scrypt: about 100 ms of CPU and 32 MB each), at most half of
 * libuv's thread pool at once. The pool also checks the signature of every signed-in request's
 * session cookie (WebCrypto HMAC): with no limit, a burst of sign-ins queued hundreds of hashes
 * ahead of those checks and stalled every request of the instance until the burst was through.
 */
export function createPasswordHashing(
  threadPoolSize = Number(process.env.UV_THREADPOOL_SIZE) || 4,
) {
  const run = createConcurrencyLimit(Math.max(1, Math.floor(threadPoolSize / 2)));
  return {
    hash: (password: string) => run(() => hashPassword(password)),
    verify: (data: { hash: string; password: string }) => run(() => verifyPassword(data)),
  };
}
