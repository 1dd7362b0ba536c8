import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@study/web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
  },
});
