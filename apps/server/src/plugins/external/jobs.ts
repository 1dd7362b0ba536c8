import fp from 'fastify-plugin';
import { bossDatabase, oneAtATime } from '../../jobs/boss-database.ts';
import { createJobs, type Jobs, type JobsTiming } from '../../jobs/jobs.ts';

export type { JobDefinition, Jobs, JobsTiming } from '../../jobs/jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs on pg-boss, in the app's database. */
    jobs: Jobs;
  }
}

export interface JobsPluginOptions {
  /** pg-boss pacing beyond the configuration's; tests make it faster. */
  timing?: JobsTiming;
}

/**
 * Background jobs. Queues are defined by the modules while they register; pg-boss starts when the
 * app is ready, with workers in this process when JOBS_IN_PROCESS is true (`npm run worker` calls
 * `startWorkers` otherwise). On close, running jobs finish before the database closes.
 */
export const jobsPlugin = fp<JobsPluginOptions>(
  async (app, { timing }) => {
    const { pollingIntervalSeconds, superviseIntervalSeconds } = app.config.jobs;
    const { jobs, start, stop } = createJobs({
      db: bossDatabase(app.database),
      settings: app.config.jobs,
      log: app.log.child({ module: 'jobs' }),
      timing: { pollingIntervalSeconds, superviseIntervalSeconds, ...timing },
      oneAtATime: (run) => oneAtATime(app.database, run),
    });
    app.decorate('jobs', jobs);
    app.addHook('onReady', async () => {
      await start();
      if (app.config.jobs.inProcess) await jobs.startWorkers();
    });
    app.addHook('onClose', async () => {
      await stop();
    });
  },
  { name: 'jobs', dependencies: ['database'] },
);
