import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@study/documents',
    testTimeout: 60_000,
  },
});
