import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { openDatabase, type Database } from '../../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

export interface DatabasePluginOptions {
  config: Config;
  /** An already open database (tests); it is closed with the app all the same. */
  database?: Database;
}

/** Opens the database (PostgreSQL when DATABASE_URL is set, PGlite otherwise) and closes it last. */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, { config, database }) => {
    const opened =
      database ??
      (config.databaseUrl
        ? await openDatabase({
            kind: 'postgres',
            url: config.databaseUrl,
            poolSize: config.databasePoolSize,
          })
        : await openDatabase({ kind: 'pglite', dataDir: `${config.dataDir}/db` }));
    app.decorate('database', opened);
    app.addHook('onClose', async () => {
      await opened.close();
    });
  },
  { name: 'database' },
);
