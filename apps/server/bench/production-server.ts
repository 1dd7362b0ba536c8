import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale } from '../src/build-if-stale.ts';
import { serverRoot } from '../src/paths.ts';
import { serverEnv, serverNodeArgs } from '../src/process-settings.ts';

export interface ProductionServer {
  origin: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The server bundle, built first when missing or older than the server's sources, as `npm start`
 * does: a stale bundle would measure other code than the checkout's.
 */
function serverBundle(): string {
  if (
    !buildIfStale(path.resolve(serverRoot, '../..'), '@study/server', 'apps/server/dist/main.js', [
      'apps/server/src',
    ])
  ) {
    throw new Error('the server bundle did not build');
  }
  return path.join(serverRoot, 'dist/main.js');
}

/**
 * The built server as `npm start` runs it (its Node flags, production, mails in the outbox), on a
 * free port of 127.0.0.1, once `/api/health` answers. Its data folder is its own and removed when
 * it stops, unless `dataDir` names one to reuse (a restart), which is kept.
 */
export async function startProductionServer(
  env: Record<string, string> = {},
  options: { dataDir?: string } = {},
): Promise<ProductionServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'study-bench-'));
  const child = spawn(process.execPath, [...serverNodeArgs, serverBundle()], {
    cwd: path.resolve(serverRoot, '../..'),
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...serverEnv,
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      MAIL_OUTBOX: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SIGN_UP_PER_MINUTE: '1000',
      PLAN_FREE_GENERATIONS_PER_MONTH: '1000',
      ...env,
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  // A first start creates and migrates the embedded database: minutes on a busy machine.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const healthy = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { origin, process: child, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the server did not answer /api/health within 180 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Signs up through the API, follows the mailed confirmation link, returns the session cookie. */
export async function signUp(origin: string): Promise<string> {
  const email = `bench.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.test`;
  const signUpResponse = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: 'Revise-Tonight-42',
      name: '',
      callbackURL: '/onboarding',
    }),
  });
  if (!signUpResponse.ok) throw new Error(`sign-up refused: ${await signUpResponse.text()}`);
  const mails = (await (await fetch(`${origin}/dev/mailbox.json`)).json()) as {
    to: string;
    links: string[];
  }[];
  const link = mails.find((mail) => mail.to === email)?.links[0];
  if (!link) throw new Error(`no confirmation mail to ${email}`);
  const verified = await fetch(link, { redirect: 'manual' });
  const cookie = verified.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
  if (!cookie) throw new Error(`confirmation gave no session: ${verified.status}`);
  return cookie;
}
