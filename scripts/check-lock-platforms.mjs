// `node scripts/check-lock-platforms.mjs`: fails when package-lock.json lacks an optional
// dependency of a locked package. npm leaves out the prebuilt binaries of other platforms when it
// rewrites the lock over an installed node_modules; `npm ci` then installs nothing for them, and a
// clone on macOS, Windows or ARM breaks at build time. Fix: delete the lock entry of the package
// that depends on the named one and run `npm install --package-lock-only` in a copy without
// node_modules (package.json files and the lock only).
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const { packages } = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));

/** Whether Node's resolution from the package at `from` finds `name` among the locked entries. */
function resolves(from, name) {
  let base = from;
  for (;;) {
    if (`${base ? `${base}/` : ''}node_modules/${name}` in packages) return true;
    if (!base) return false;
    const at = base.lastIndexOf('/node_modules/');
    base = at >= 0 ? base.slice(0, at) : '';
  }
}

const missing = Object.entries(packages).flatMap(([at, entry]) =>
  Object.keys(entry.optionalDependencies ?? {})
    .filter((name) => !resolves(at, name))
    .map((name) => `${at || '(root)'} -> ${name}`),
);
if (missing.length > 0) {
  console.error(
    `package-lock.json lacks optional dependencies (prebuilt binaries of other platforms):\n  ${missing.join('\n  ')}`,
  );
  process.exit(1);
}
console.log('package-lock.json lists the optional dependencies of every platform');
