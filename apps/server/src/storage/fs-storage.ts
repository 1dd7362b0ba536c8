import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '@study/shared';
import { folderPrefix, keySegments, type ObjectStorage } from './object-storage.ts';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}

/** Objects as files under `root`; a key's segments are its folders. */
export function createFsStorage(root: string): ObjectStorage {
  const base = path.resolve(root);
  const resolve = (key: string) => path.join(base, ...keySegments(key));

  return {
    kind: 'fs',

    async put(key, bytes) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Readers see the old file or the whole new one, never a half-written one.
      const temporary = path.join(
        path.dirname(target),
        `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`,
      );
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key) {
      try {
        // A Buffer is a Uint8Array already: no copy of a file of up to 15 MB.
        return await readFile(resolve(key));
      } catch (error) {
        if (isMissing(error)) throw new AppError('LESSON_FILE_NOT_FOUND', { cause: error });
        throw error;
      }
    },

    async delete(key) {
      await rm(resolve(key), { force: true });
    },

    async deletePrefix(prefix) {
      await rm(resolve(folderPrefix(prefix).slice(0, -1)), { recursive: true, force: true });
    },
  };
}
