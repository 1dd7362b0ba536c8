import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const cli = path.join(import.meta.dirname, 'cli.ts');
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'documents-cli-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

async function extractCli(file: string): Promise<{ code: number; stdout: string }> {
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', cli, file]);
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

describe('extract CLI', () => {
  it('prints the result as JSON and exits 0', async () => {
    const file = path.join(folder, 'volcans.txt');
    await writeFile(file, 'Les volcans\n\nUn volcan est un relief formé par la lave.\n');
    const { code, stdout } = await extractCli(file);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({
      text: 'Les volcans\n\nUn volcan est un relief formé par la lave.',
      source: 'txt',
      titleGuess: 'Les volcans',
    });
  });

  it('prints a coded error and exits non-zero', async () => {
    const file = path.join(folder, 'setup.exe');
    await writeFile(file, 'MZ');
    const { code, stdout } = await extractCli(file);
    expect(code).toBe(1);
    expect(JSON.parse(stdout)).toEqual({
      error: {
        code: 'UNSUPPORTED_FILE_TYPE',
        message:
          'This type of file is not supported. Use a PDF, DOCX or TXT document, or JPG, PNG or HEIC photos',
      },
    });
  });
});
