/**
 * `npm run bench [-- section...]`: runs each section's benchmark in its own process, one after
 * the other, and lets each print its own table. Sections: documents, engine, api, memory, web.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const sections: Record<string, string> = {
  documents: 'packages/documents/bench/bench.ts',
  engine: 'packages/study-engine/bench/bench.ts',
  api: 'apps/server/bench/bench.ts',
  memory: 'apps/server/bench/memory-bench.ts',
  web: 'apps/web/bench/bench.ts',
};

const root = path.resolve(import.meta.dirname, '..');
const asked = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = asked.filter((name) => !(name in sections));
if (unknown.length > 0) {
  console.error(
    `Unknown bench section(s): ${unknown.join(', ')}. Known: ${Object.keys(sections).join(', ')}`,
  );
  process.exit(2);
}
const chosen = asked.length > 0 ? asked : Object.keys(sections);

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
console.log(
  `Machine: ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.platform()} ${os.release()}, Node ${process.version}`,
);

let failed = false;
for (const name of chosen) {
  const script = path.join(root, sections[name] as string);
  if (!existsSync(script)) {
    console.log(`\n## ${name}: no benchmark yet`);
    continue;
  }
  console.log(`\n## ${name}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    stdio: 'inherit',
  });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
