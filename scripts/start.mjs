// `npm start`: builds what is missing or older than its sources, then runs the production server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { serverEnv, serverNodeArgs } from '../apps/server/src/process-settings.ts';

const root = path.resolve(import.meta.dirname, '..');
const sourceDirs = {
  web: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'packages/shared/src'],
  server: [
    'apps/server/src',
    'packages/shared/src',
    'packages/documents/src',
    'packages/exports/src',
    'packages/study-engine/src',
  ],
};
const outputs = { web: 'apps/web/dist/index.html', server: 'apps/server/dist/main.js' };

function newestMtime(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(full, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

for (const part of ['web', 'server']) {
  const output = path.join(root, outputs[part]);
  const stale =
    !existsSync(output) ||
    Math.max(...sourceDirs[part].map(newestMtime)) > statSync(output).mtimeMs;
  if (!stale) continue;
  console.log(`Building the ${part}…`);
  const build = spawnSync('npm', ['run', 'build', '-w', `@study/${part}`], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The outbox (no SMTP_URL) is the server's own choice: on a local run only, unless set explicitly.
const env = { NODE_ENV: 'production', ...serverEnv, ...process.env };

const server = spawn(process.execPath, [...serverNodeArgs, outputs.server], {
  cwd: root,
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
