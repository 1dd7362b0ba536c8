import { defineConfig } from 'vitest/config';

/**
 * `npm run test:stress`: real server and worker processes on PostgreSQL, under load and faults.
 * Apart from `npm test`: it takes minutes and needs a PostgreSQL server.
 */
export default defineConfig({
  test: {
    name: 'stress',
    root: import.meta.dirname,
    include: ['*.stress.ts'],
    // One file at a time: each starts its own processes, which share the machine's cores.
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 180_000,
  },
});
