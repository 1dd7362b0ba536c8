import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serverRoot } from './paths.ts';

/** The app's version, read once from the server's package.json (one level above src/ and dist/). */
export const appVersion: string = (
  JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as {
    version: string;
  }
).version;
