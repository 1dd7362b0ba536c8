import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@study/study-engine',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
