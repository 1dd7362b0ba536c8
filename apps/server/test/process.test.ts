import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const main = path.resolve(import.meta.dirname, '../src/main.ts');

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
  });
});
