/**
 * The throughput bench's honest anchor: a plain `node:http` server with a `pg` pool and no
 * framework, doing for each request the work our route's database part does. It checks the
 * session cookie's HMAC signature, runs the same session lookup, then the statements our route
 * sent to PostgreSQL for the same request (recorded from the real app, same text, same names, so
 * prepared the same way), writes included, in the same order: those our route sent together go
 * together, the others wait for the ones before, and a transaction's statements run on one
 * connection from its BEGIN to its COMMIT. Then it answers the JSON our route answered.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import pg from 'pg';

/** One statement as the app sent it through `pg`. */
export interface RecordedStatement {
  name?: string;
  text: string;
  values: unknown[];
  rowMode?: string;
  /**
   * How many of the recorded statements had answered when this one was sent: statements of the
   * same step were sent together, a later step waited for the earlier ones.
   */
  step: number;
  /** The transaction it ran in (BEGIN to COMMIT or ROLLBACK on one connection), if any. */
  transaction?: number;
}

export interface BareRoute {
  method: 'GET' | 'POST';
  /** Matches the path; its groups are not used, the statements carry the ids. */
  path: RegExp;
  /** The statements after the session lookup; `values` adapts them to a request. */
  statements: RecordedStatement[];
  values?: (statement: RecordedStatement, body: Record<string, unknown>, url: string) => unknown[];
  /** What our route answered, serialised once. */
  response: string;
}

export interface BareOptions {
  url: string;
  poolSize: number;
  secret: string;
  cookieName: string;
  /** The session lookup as the app sent it; its first value is the session token. */
  session: RecordedStatement;
  routes: BareRoute[];
}

const beginsTransaction = /^\s*(begin|start transaction)\b/i;
const endsTransaction = /^\s*(commit|rollback|end)\b/i;

/**
 * Records the statements the app sends through `pg` while `work` runs, with the order they were
 * sent in (which waited for which) and the transaction each ran in.
 */
export async function recordStatements(work: () => Promise<unknown>): Promise<RecordedStatement[]> {
  const recorded: RecordedStatement[] = [];
  const transactions = new WeakMap<object, number>();
  let answered = 0;
  let transactionCount = 0;
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args;
    const statement:
      { name?: string; text: string; values?: unknown[]; rowMode?: string } | undefined =
      typeof first === 'string'
        ? { text: first, values: Array.isArray(second) ? second : [] }
        : first && typeof first === 'object' && 'text' in first
          ? (first as { name?: string; text: string; values?: unknown[]; rowMode?: string })
          : undefined;
    if (statement) {
      if (beginsTransaction.test(statement.text)) {
        transactionCount += 1;
        transactions.set(this, transactionCount);
      }
      const transaction = transactions.get(this);
      if (transaction !== undefined && endsTransaction.test(statement.text)) {
        transactions.delete(this);
      }
      recorded.push({
        ...(statement.name ? { name: statement.name } : {}),
        text: statement.text,
        values: statement.values ?? (Array.isArray(second) ? second : []),
        ...(statement.rowMode ? { rowMode: statement.rowMode } : {}),
        step: answered,
        ...(transaction === undefined ? {} : { transaction }),
      });
    }
    // The statement has answered when its callback runs or its promise settles.
    const done = () => (answered += 1);
    const callbackAt = args.findIndex((arg) => typeof arg === 'function');
    if (callbackAt >= 0) {
      const callback = args[callbackAt] as (...results: unknown[]) => unknown;
      args[callbackAt] = (...results: unknown[]) => {
        done();
        return callback(...results);
      };
    }
    const result = (original as (...a: unknown[]) => unknown).apply(this, args);
    if (callbackAt < 0 && result instanceof Promise) result.then(done, done);
    return result;
  } as typeof original;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = original;
  }
  return recorded;
}

/** A replayed write that changed nothing: the request is answered 409, as our route would. */
class Refused extends Error {}

function changesNothing(statement: RecordedStatement, result: pg.QueryResult): boolean {
  return /^\s*update\b[\s\S]*\breturning\b/i.test(statement.text) && result.rowCount === 0;
}

/** The statements in the steps they were sent in, in order. */
function inSteps(statements: RecordedStatement[]): RecordedStatement[][] {
  const steps = new Map<number, RecordedStatement[]>();
  for (const statement of statements) {
    steps.set(statement.step, [...(steps.get(statement.step) ?? []), statement]);
  }
  return [...steps].sort(([a], [b]) => a - b).map(([, each]) => each);
}

/** The token of a session cookie signed with `secret` (Better Auth's format), else undefined. */
function sessionToken(header: string | undefined, name: string, secret: string) {
  for (const pair of (header ?? '').split(';')) {
    const equals = pair.indexOf('=');
    if (equals < 0 || pair.slice(0, equals).trim() !== name) continue;
    const value = decodeURIComponent(pair.slice(equals + 1).trim());
    const dot = value.lastIndexOf('.');
    const token = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1));
    const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
    return given.length === expected.length && timingSafeEqual(given, expected) ? token : undefined;
  }
  return undefined;
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length > 0
    ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>)
    : {};
}

/** Starts the bare server on 127.0.0.1:`port`. */
export async function startBarePg(
  options: BareOptions,
  port: number,
): Promise<{ close(): Promise<void> }> {
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize });
  // As the app's pool: an idle client whose connection drops must not end the process.
  pool.on('error', () => {});
  const query = (on: pg.Pool | pg.PoolClient, statement: RecordedStatement, values: unknown[]) =>
    on.query({
      ...(statement.name ? { name: statement.name } : {}),
      text: statement.text,
      values,
      ...(statement.rowMode ? { rowMode: statement.rowMode } : {}),
    } as pg.QueryConfig);
  const steps = new Map(options.routes.map((route) => [route, inSteps(route.statements)]));

  /** Runs a route's statements step after step, each transaction on a connection of its own. */
  async function replay(route: BareRoute, body: Record<string, unknown>, url: string) {
    const held = new Map<number, pg.PoolClient>();
    try {
      for (const step of steps.get(route) ?? []) {
        await Promise.all(
          step.map(async (statement) => {
            const values = route.values?.(statement, body, url) ?? statement.values;
            const { transaction } = statement;
            let client: pg.PoolClient | undefined;
            if (transaction !== undefined) {
              client = held.get(transaction) ?? (await pool.connect());
              held.set(transaction, client);
            }
            const result = await query(client ?? pool, statement, values);
            // As our route, a conditional write that found nothing to change is a refusal.
            if (changesNothing(statement, result)) throw new Refused();
            if (client && transaction !== undefined && endsTransaction.test(statement.text)) {
              held.delete(transaction);
              client.release();
            }
          }),
        );
      }
    } finally {
      // A transaction left open by a failure is not handed back to the pool as it is.
      for (const client of held.values()) client.release(true);
    }
  }
  const server: Server = createServer((request, response) => {
    const route = options.routes.find(
      (each) => each.method === request.method && each.path.test(request.url ?? ''),
    );
    const answer = async () => {
      if (!route) return [404, '{"error":{"code":"ROUTE_NOT_FOUND"}}'] as const;
      const body = request.method === 'POST' ? await readBody(request) : {};
      const token = sessionToken(request.headers.cookie, options.cookieName, options.secret);
      if (!token) return [401, '{"error":{"code":"UNAUTHENTICATED"}}'] as const;
      const session = await query(pool, options.session, [
        token,
        ...options.session.values.slice(1),
      ]);
      if (session.rowCount === 0) return [401, '{"error":{"code":"UNAUTHENTICATED"}}'] as const;
      await replay(route, body, request.url ?? '');
      return [200, route.response] as const;
    };
    answer().then(
      ([status, json]) => {
        response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        response.end(json);
      },
      (error: unknown) => {
        if (error instanceof Refused) {
          response.writeHead(409, { 'content-type': 'application/json; charset=utf-8' });
          response.end('{"error":{"code":"REFUSED"}}');
          return;
        }
        response.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify({ error: { code: 'INTERNAL', message: String(error) } }));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pool.end();
    },
  };
}
