/**
 * Child-process entry: creates the embedded database in a new data folder and applies the
 * migrations. initdb runs two more WebAssembly instances (initdb and a scratch PostgreSQL) and a
 * first migration compiles much of PostgreSQL's code: a few hundred megabytes that the server
 * would keep (a process shares compiled WebAssembly between its threads, and an idle one may
 * never collect the rest). A process of its own gives them all back as it exits.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

export interface PgliteSetup {
  dataDir: string;
  startParams: string[];
  migrationsFolder: string;
}

const { dataDir, startParams, migrationsFolder } = JSON.parse(process.argv[2]!) as PgliteSetup;
const pglite = new PGlite(dataDir, { startParams });
try {
  await migrate(drizzle(pglite), { migrationsFolder });
} finally {
  await pglite.close();
}
