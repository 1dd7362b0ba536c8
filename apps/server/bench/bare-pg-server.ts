/**
 * The throughput bench's honest anchor: a plain `node:http` server with a `pg` pool and no
 * framework, doing for each request the work our route's database part does. It checks the
 * session cookie's HMAC signature, runs the same session lookup, then the statements our route
 * sent to PostgreSQL for the same request (recorded from the real app, same text, same names, so
 * prepared the same way), all at once, and answers the JSON our route answered. The answer route's
 * writes are left out (an answer cannot be given twice): its anchor runs its reads only.
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
}

export interface BareRoute {
  method: 'GET' | 'POST';
  /** Matches the path; its groups are not used, the statements carry the ids. */
  path: RegExp;
  /** The statements after the session lookup; `(values, body)` adapts them to a request. */
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

/** Records the statements the app sends through `pg` while `work` runs. */
export async function recordStatements(work: () => Promise<unknown>): Promise<RecordedStatement[]> {
  const recorded: RecordedStatement[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === 'string') {
      recorded.push({ text: first, values: Array.isArray(second) ? second : [] });
    } else if (first && typeof first === 'object' && 'text' in first) {
      const config = first as { name?: string; text: string; values?: unknown[]; rowMode?: string };
      recorded.push({
        ...(config.name ? { name: config.name } : {}),
        text: config.text,
        values: config.values ?? (Array.isArray(second) ? second : []),
        ...(config.rowMode ? { rowMode: config.rowMode } : {}),
      });
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = original;
  }
  return recorded;
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
  const query = (statement: RecordedStatement, values: unknown[]) =>
    pool.query({
      ...(statement.name ? { name: statement.name } : {}),
      text: statement.text,
      values,
      ...(statement.rowMode ? { rowMode: statement.rowMode } : {}),
    } as pg.QueryConfig);
  const server: Server = createServer((request, response) => {
    const route = options.routes.find(
      (each) => each.method === request.method && each.path.test(request.url ?? ''),
    );
    const answer = async () => {
      if (!route) return [404, '{"error":{"code":"ROUTE_NOT_FOUND"}}'] as const;
      const body = request.method === 'POST' ? await readBody(request) : {};
      const token = sessionToken(request.headers.cookie, options.cookieName, options.secret);
      if (!token) return [401, '{"error":{"code":"UNAUTHENTICATED"}}'] as const;
      const session = await query(options.session, [token, ...options.session.values.slice(1)]);
      if (session.rowCount === 0) return [401, '{"error":{"code":"UNAUTHENTICATED"}}'] as const;
      await Promise.all(
        route.statements.map((statement) =>
          query(statement, route.values?.(statement, body, request.url ?? '') ?? statement.values),
        ),
      );
      return [200, route.response] as const;
    };
    answer().then(
      ([status, json]) => {
        response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        response.end(json);
      },
      (error: unknown) => {
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
