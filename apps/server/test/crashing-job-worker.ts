// A worker process for the crash test: it takes a job of `crash-test`, says so on stdout, and
// hangs until the test kills it (SIGKILL: no cleanup, like a crashed machine).
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

const config = loadConfig();
const app = await buildApp(
  { ...config, jobs: { ...config.jobs, inProcess: true, concurrency: 1, timeoutSeconds: 2 } },
  { logger: false, jobs: { timing: { pollingIntervalSeconds: 0.5 } } },
);
app.jobs.define<{ n: number }>('crash-test', {
  handler: async ({ id, attempt }) => {
    process.stdout.write(`taken ${id} ${attempt}\n`);
    await new Promise(() => {});
  },
});
await app.ready();
process.stdout.write('ready\n');
