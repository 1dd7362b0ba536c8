/**
 * How the built server and worker run (`npm start`, `npm run worker`, the benchmarks): Node's
 * flags and the environment they must be started with, since neither can change once the
 * process runs (ADR 170).
 */

/**
 * - Source maps give readable stacks in the logs.
 * - V8 sizes the young generation from the machine's memory (64 MB semi-spaces on 16 GB and
 *   more, 128 MB held by an idle server); 16 MB, Node 20's default, keeps collections short.
 */
export const serverNodeArgs: readonly string[] = [
  '--enable-source-maps',
  '--max-semi-space-size=16',
];

/**
 * glibc raises its trim threshold after large blocks are freed (WebAssembly compilation, PGlite's
 * start) and then keeps up to 32 MB per thread arena instead of returning it; a fixed threshold
 * returns freed memory. Blocks of 16 KB and more are mapped on their own rather than carved from
 * an arena: the OCR workers' blocks otherwise left the arenas fragmented, ~300 MB above idle after
 * a burst of lessons, all of it returned with this (ADR 306). Other C libraries ignore both.
 */
export const serverEnv: Readonly<Record<string, string>> = {
  MALLOC_TRIM_THRESHOLD_: '131072',
  MALLOC_MMAP_THRESHOLD_: '16384',
};
