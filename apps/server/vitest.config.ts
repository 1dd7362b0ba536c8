import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@study/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
