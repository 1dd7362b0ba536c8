// `npm run worker`: builds the server when it is missing or older than its sources, then runs
// the background-job worker (no HTTP listener). Start any number beside API instances that run
// with JOBS_IN_PROCESS=false, on the same DATABASE_URL.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
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

function newestMtime(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  let newest = statSync(full).mtimeMs;
  for (const entry of readdirSync(full, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

const built = path.join(root, output);
if (!existsSync(built) || Math.max(...sources.map(newestMtime)) > statSync(built).mtimeMs) {
  console.log('Building the server…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@study/server'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Same environment as `npm start`: production; the server's configuration picks the mail transport.
const env = { NODE_ENV: 'production', ...serverEnv, ...process.env };

const worker = spawn(process.execPath, [...serverNodeArgs, output], {
  cwd: root,
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => worker.kill(signal));
worker.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
