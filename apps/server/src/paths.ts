import path from 'node:path';

/**
 * The server package's folder. This file sits one level below it both as source (src/) and once
 * bundled (dist/), so paths computed from here hold in both.
 */
export const serverRoot = path.resolve(import.meta.dirname, '..');
