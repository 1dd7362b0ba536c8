import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const main = path.resolve(import.meta.dirname, '../src/main.ts');
const startScript = path.resolve(import.meta.dirname, '../../../scripts/start.mjs');

/** Runs the real entry point with tsx; resolves when the process exits. */
function runServer(
  env: Record<string, string>,
  onOutput?: (text: string, kill: () => void) => void,
) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      onOutput?.(stdout, () => child.kill('SIGTERM'));
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('the server process', () => {
  it('stops at start with one clear line and a non-zero exit on a bad PORT', async () => {
    const result = await runServer({ PORT: 'eighty' });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      'Invalid configuration: PORT must be a whole number from 0 to 65535 (got "eighty")',
    );
  });

  it('stops at start on a DATABASE_URL that is not PostgreSQL', async () => {
    const result = await runServer({ DATABASE_URL: 'sqlite://file.db' });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      'Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// connection URL',
    );
  });

  it('refuses to start on a public PUBLIC_URL that would serve the outbox or take sandbox payments, in one line', async () => {
    const publicRun = { NODE_ENV: 'production', PUBLIC_URL: 'https://study.example' };
    const noMail = await runServer({ ...publicRun, BILLING_PROVIDER: 'sandbox' });
    expect(noMail.code).toBe(1);
    expect(noMail.stderr.trim().split('\n')).toEqual([
      "Invalid configuration: PUBLIC_URL https://study.example is not a loopback address, so account mails need SMTP_URL (or MAIL_OUTBOX=true to keep them in the server's log and database, never served over the network)",
    ]);
    const noPayments = await runServer({ ...publicRun, SMTP_URL: 'smtp://127.0.0.1:2525' });
    expect(noPayments.code).toBe(1);
    expect(noPayments.stderr.trim().split('\n')).toEqual([
      'Invalid configuration: PUBLIC_URL https://study.example is not a loopback address, so payments need STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (or BILLING_PROVIDER=sandbox for a test checkout where no money moves and anyone gets Premium)',
    ]);
  });

  it('`npm start` (the built server) on a public PUBLIC_URL without SMTP refuses to start rather than serve the outbox', async () => {
    const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      // Neither SMTP_URL nor MAIL_OUTBOX in the environment: the start script must not add one.
      const { SMTP_URL: _smtp, MAIL_OUTBOX: _outbox, ...inherited } = process.env;
      const child = spawn(process.execPath, [startScript], {
        env: { ...inherited, PUBLIC_URL: 'https://study.example', BILLING_PROVIDER: 'sandbox' },
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('exit', (code) => resolve({ code, stderr }));
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'Invalid configuration: PUBLIC_URL https://study.example is not a loopback address, so account mails need SMTP_URL',
    );
  }, 180_000);

  it('listens, then closes cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'study-process-'));
    let signalled = false;
    const result = await runServer(
      { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir },
      (out, kill) => {
        if (!signalled && out.includes('Server listening')) {
          signalled = true;
          kill();
        }
      },
    );
    expect(signalled).toBe(true);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('"signal":"SIGTERM"');
    // A server process starting its embedded database on a busy machine takes its time.
  }, 120_000);
});
