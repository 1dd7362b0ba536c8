import { defineConfig } from 'vitest/config';
import { errorMessagesPlugin } from './error-messages-plugin.ts';

export default defineConfig({
  plugins: [errorMessagesPlugin()],
  test: {
    name: '@study/web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
  },
});
