// `npm run worker`: builds the server when it is missing or older than its sources, then runs
// the background-job worker (no HTTP listener). Start any number beside API instances that run
// with JOBS_IN_PROCESS=false, on the same DATABASE_URL.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale } from '../apps/server/src/build-if-stale.ts';
import { serverEnv, serverNodeArgs } from '../apps/server/src/process-settings.ts';

const root = path.resolve(import.meta.dirname, '..');
const sources = [
  'apps/server/src',
  'packages/shared/src',
  'packages/documents/src',
  'packages/exports/src',
  'packages/study-engine/src',
];
const output = 'apps/server/dist/worker.js';

if (!buildIfStale(root, '@study/server', output, sources)) process.exit(1);

// Same environment as `npm start`: production; the server's configuration picks the mail transport.
const env = { NODE_ENV: 'production', ...serverEnv, ...process.env };

const worker = spawn(process.execPath, [...serverNodeArgs, output], {
  cwd: root,
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => worker.kill(signal));
worker.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
