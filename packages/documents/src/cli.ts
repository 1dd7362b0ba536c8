/**
 * `npm run -s extract -- <file>...`: prints the extraction of the files as JSON on stdout and
 * exits 0, or prints `{"error":{"code","message"}}` and exits 1.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError, formatErrorMessage, isAppError } from '@study/shared';
import { close } from './close.ts';
import { extract } from './extract.ts';

async function main(paths: string[]): Promise<number> {
  try {
    const files = await Promise.all(
      paths.map(async (file) => ({
        name: path.basename(file),
        bytes: new Uint8Array(await readFile(file)),
      })),
    ).catch((error: unknown) => {
      throw new AppError('NO_FILE', { cause: error });
    });
    const result = await extract(files);
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    return 0;
  } catch (error) {
    const code = isAppError(error) ? error.code : 'INTERNAL_ERROR';
    const message = formatErrorMessage(code, 'en', isAppError(error) ? error.params : {});
    process.stdout.write(`${JSON.stringify({ error: { code, message } })}\n`);
    if (!isAppError(error)) console.error(error);
    return 1;
  } finally {
    await close();
  }
}

process.exitCode = await main(process.argv.slice(2));
