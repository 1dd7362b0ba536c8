import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { openTestDatabase, type DatabaseKind } from './test-database.ts';

/** A configuration for tests: its own data folder, no SPA unless one is given. */
export function testConfig(env: Record<string, string> = {}): Config {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'study-test-'));
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...env,
  });
}

export interface TestAppOptions {
  env?: Record<string, string>;
  database?: Database;
}

/** The whole app on a fresh database of `kind`, silent, ready for `inject()`. Close it after. */
export async function createTestApp(kind: DatabaseKind, options: TestAppOptions = {}) {
  const database = options.database ?? (await openTestDatabase(kind));
  return buildApp(testConfig(options.env), { database, logger: false });
}
