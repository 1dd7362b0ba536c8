import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

/**
 * `npm run worker`: the app without an HTTP listener, running background jobs. Any number of
 * them can run beside API instances started with JOBS_IN_PROCESS=false, on one PostgreSQL.
 */
async function worker() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  if (!config.databaseUrl) {
    // PGlite lives inside one process: the server's. Embedded mode runs jobs there.
    process.stderr.write(
      'The worker needs DATABASE_URL (PostgreSQL); with the embedded database, jobs run inside the server\n',
    );
    process.exit(1);
  }

  const app = await buildApp(config);
  // Running jobs get a few seconds to finish; those still running are retried by another worker.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'worker stopping after an unexpected error');
    else app.log.info({ signal }, 'worker stopping');
    await app.close();
  });
  await app.ready();
  await app.jobs.startWorkers();
  app.log.info({ concurrency: config.jobs.concurrency }, 'worker started');
}

worker().catch((error: unknown) => {
  process.stderr.write(
    `The worker could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
