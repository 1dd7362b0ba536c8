import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@study/exports',
    testTimeout: 60_000,
  },
});
