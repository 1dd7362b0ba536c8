// `npm start`: builds what is missing or older than its sources, then runs the production server.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale } from '../apps/server/src/build-if-stale.ts';
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

for (const part of ['web', 'server']) {
  if (!buildIfStale(root, `@study/${part}`, outputs[part], sourceDirs[part])) process.exit(1);
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
