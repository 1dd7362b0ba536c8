import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { createScratchPostgres } from './test-database.ts';

describe('data survives a restart', () => {
  it('on the embedded database in the same DATA_DIR', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'study-restart-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIST_DIR: dataDir });

    const first = await buildApp(config, { logger: false });
    await first.ready();
    const instanceId = first.instanceId;
    expect(await first.instanceSettings.getOrCreate('probe', 'written before the restart')).toBe(
      'written before the restart',
    );
    await first.close();

    const second = await buildApp(config, { logger: false });
    await second.ready();
    try {
      expect(second.instanceId).toBe(instanceId);
      expect(await second.instanceSettings.getOrCreate('probe', 'a second value')).toBe(
        'written before the restart',
      );
    } finally {
      await second.close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('several instances on one PostgreSQL', () => {
  it('start together: one applies the migrations, all agree on the instance id', async () => {
    const scratch = await createScratchPostgres();
    try {
      const config = loadConfig({
        NODE_ENV: 'test',
        DATABASE_URL: scratch.url,
        DATA_DIR: os.tmpdir(),
      });
      const apps = await Promise.all(
        [1, 2, 3].map(async () => {
          const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 2 });
          const app = await buildApp(config, { database, logger: false });
          await app.ready();
          return app;
        }),
      );
      expect(new Set(apps.map((app) => app.instanceId)).size).toBe(1);
      await Promise.all(apps.map((app) => app.close()));
    } finally {
      await scratch.drop();
    }
  });
});
