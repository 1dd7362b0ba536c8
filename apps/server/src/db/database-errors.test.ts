import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-errors.ts';

/** What a query gives when nothing listens where the database should be. */
async function refusedQueryError(): Promise<unknown> {
  // Port 1 on the loopback interface: nothing listens there, the connection is refused at once.
  const pool = new pg.Pool({ host: '127.0.0.1', port: 1, connectionTimeoutMillis: 2_000 });
  try {
    await drizzle(pool).execute(sql`select 1`);
  } catch (error) {
    return error;
  } finally {
    await pool.end();
  }
  throw new Error('the query succeeded');
}

describe('isDatabaseUnavailable', () => {
  it('recognises a refused connection, however deeply it is wrapped', async () => {
    const error = await refusedQueryError();
    expect(isDatabaseUnavailable(error)).toBe(true);
    // Better Auth wraps the adapter's error in its own.
    expect(isDatabaseUnavailable(new Error('Failed to get session', { cause: error }))).toBe(true);
  });

  it('recognises a server shutting down, starting up, or a dropped or unobtainable connection', () => {
    const withCode = (code: string) => Object.assign(new Error('server says no'), { code });
    for (const code of ['57P01', '57P03', '08006', 'ECONNRESET']) {
      expect(isDatabaseUnavailable(withCode(code))).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('leaves query errors and bugs alone, whatever the values quoted in the message', () => {
    const duplicate = Object.assign(new Error('duplicate key value'), { code: '23505' });
    expect(isDatabaseUnavailable(duplicate)).toBe(false);
    const quoted = new Error('Failed query: insert ... params: Connection terminated', {
      cause: duplicate,
    });
    expect(isDatabaseUnavailable(quoted)).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable('connection refused')).toBe(false);
  });
});
