/**
 * `npm run bench -- api`: the server's benchmarks, each in its own process so one's warm caches do
 * not flatter the next: Add -> ready lesson, coach chat first token and full answer, sheet PDF,
 * throughput of the busiest routes against bare Fastify. The server's memory is its own section
 * (`npm run bench -- memory`).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const benches = [
  'lessons-bench.ts',
  'chat-bench.ts',
  'sheet-pdf-bench.ts',
  'api-throughput-bench.ts',
];

let failed = false;
for (const bench of benches) {
  console.log(`\n### ${bench.replace(/\.ts$/, '')}\n`);
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, bench)],
    { stdio: 'inherit' },
  );
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
