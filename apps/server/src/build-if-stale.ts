import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The newest modification time of a file or of the files under a folder (0 when missing). */
function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  let newest = statSync(target).mtimeMs;
  if (!statSync(target).isDirectory()) return newest;
  for (const entry of readdirSync(target, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) {
      newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/**
 * Builds `workspace` (`npm run build -w …` from `root`) when `output` is missing or older than
 * any of `sources` (paths from `root`): what `npm start`, `npm run worker` and the benchmarks run
 * is the checkout's code, never a stale bundle. Answers whether the build succeeded or was not
 * needed.
 */
export function buildIfStale(
  root: string,
  workspace: string,
  output: string,
  sources: readonly string[],
): boolean {
  const built = path.join(root, output);
  const newest = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
  if (existsSync(built) && newest <= statSync(built).mtimeMs) return true;
  console.log(`Building ${workspace}…`);
  const build = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  return build.status === 0;
}
