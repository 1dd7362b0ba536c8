import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { serializeError } from './serialize-error.ts';

describe('serializeError', () => {
  it('logs a failed query and its cause without the values it was given', async () => {
    // Nothing listens on port 1: the query fails as every query does while the database is down.
    const pool = new pg.Pool({ host: '127.0.0.1', port: 1 });
    const token = 'rSC5f9xQzqW8S8PPnCXnR6ylqUu7VzKN';
    const failure = await drizzle(pool)
      .execute(sql`select * from sessions where token = ${token}`)
      .then(
        () => undefined,
        (error: Error) => error,
      );
    await pool.end();
    // Better Auth's APIError also keeps the message in a `body` of its own.
    const wrapped = Object.assign(
      new Error(`Failed to get session: ${failure!.message}`, { cause: failure }),
      { body: { message: `Failed to get session: ${failure!.message}` } },
    );

    for (const error of [failure!, wrapped]) {
      const logged = JSON.stringify(serializeError(error));
      expect(logged).not.toContain(token);
      expect(logged).toContain('Failed query: select * from sessions where token = $1');
      expect(logged).toContain('ECONNREFUSED');
    }
  });

  it('leaves other errors as pino logs them', () => {
    const error = new TypeError('x is undefined');
    expect(serializeError(error)).toMatchObject({
      type: 'TypeError',
      message: 'x is undefined',
      stack: error.stack,
    });
  });
});
