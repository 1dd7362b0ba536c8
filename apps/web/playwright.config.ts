import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

/** Flags that keep Debian's Chromium quiet on a machine without internet. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './e2e',
  outputDir: '../../test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  webServer: {
    command: 'node --enable-source-maps ../server/dist/main.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // A first start creates and migrates the embedded database: slow on a busy machine.
    timeout: 180_000,
    env: {
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      // A loopback PUBLIC_URL: the outbox, its mailbox and the test checkout work unconfigured.
      PUBLIC_URL: baseURL,
      // Every journey signs up from 127.0.0.1; the limits themselves are tested in the API suite.
      RATE_LIMIT_SIGN_UP_PER_MINUTE: '1000',
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000',
      RATE_LIMIT_MAILS_PER_IP_PER_HOUR: '100000',
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'study-e2e-')),
    },
  },
});
