import type { ChatStreamEvent } from '@study/shared';
import { readEventStream, streamEvents } from '../test/chat-helpers.ts';
import { publicUrl } from './stress-processes.ts';

/** How one route fared: statuses, refusal codes, latencies. */
interface RouteFigures {
  statuses: Map<number, number>;
  codes: Map<string, number>;
  latenciesMs: number[];
  /** Streams only: time to the first token. */
  firstTokenMs: number[];
}

/** Refusals that plan limits make on purpose: counted apart, not failures. */
const limitCodes = new Set(['GENERATION_LIMIT_REACHED', 'CHAT_MESSAGE_LIMIT_REACHED']);

/** Every answer the simulated browsers got, by route, and the failures worth a look. */
export class Recorder {
  private readonly routes = new Map<string, RouteFigures>();
  /** 5xx, network errors and streams that ended in an error: the first ones, described. */
  readonly failures: string[] = [];
  failureCount = 0;
  /** 4xx other than limit refusals: a client mistake or a server bug, either way worth failing. */
  unexpectedRefusals = 0;

  private figures(route: string): RouteFigures {
    let figures = this.routes.get(route);
    if (!figures) {
      figures = { statuses: new Map(), codes: new Map(), latenciesMs: [], firstTokenMs: [] };
      this.routes.set(route, figures);
    }
    return figures;
  }

  record(route: string, status: number, ms: number, detail: { code?: string; note?: string } = {}) {
    const figures = this.figures(route);
    figures.statuses.set(status, (figures.statuses.get(status) ?? 0) + 1);
    if (detail.code) figures.codes.set(detail.code, (figures.codes.get(detail.code) ?? 0) + 1);
    figures.latenciesMs.push(ms);
    const failed = status === 0 || status >= 500 || detail.note !== undefined;
    if (failed)
      this.fail(`${route}: ${status || 'network error'} ${detail.code ?? ''} ${detail.note ?? ''}`);
    else if (status >= 400 && !(detail.code && limitCodes.has(detail.code))) {
      this.unexpectedRefusals += 1;
      if (this.unexpectedRefusals <= 20) {
        this.failures.push(`${route}: unexpected ${status} ${detail.code ?? ''}`);
      }
    }
  }

  recordFirstToken(route: string, ms: number) {
    this.figures(route).firstTokenMs.push(ms);
  }

  private fail(description: string) {
    this.failureCount += 1;
    if (this.failures.length < 20) this.failures.push(description);
  }

  /** How many answers of the route had this status class (2 for 2xx...); 0 for network errors. */
  count(route: string, statusClass?: number): number {
    const figures = this.routes.get(route);
    if (!figures) return 0;
    let total = 0;
    for (const [status, n] of figures.statuses) {
      if (statusClass === undefined || Math.floor(status / 100) === statusClass) total += n;
    }
    return total;
  }

  /** How many answers had each status, over every route (0: no answer). */
  statusCounts(): Record<number, number> {
    const counts: Record<number, number> = {};
    for (const figures of this.routes.values()) {
      for (const [status, n] of figures.statuses) counts[status] = (counts[status] ?? 0) + n;
    }
    return counts;
  }

  /** Answers with a 5xx status or none at all, over every route. */
  get serverErrors(): number {
    let total = 0;
    for (const figures of this.routes.values()) {
      for (const [status, n] of figures.statuses) if (status === 0 || status >= 500) total += n;
    }
    return total;
  }

  /** A Markdown table: per route, the answers by kind and the latency percentiles. */
  table(): string {
    const rows = [
      '| Route | Requests | 2xx/3xx | Limit refusals | Other 4xx | 5xx | Network errors | p50 ms | p99 ms | Max ms |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ];
    const names = [...this.routes.keys()].sort();
    for (const name of names) {
      const figures = this.routes.get(name)!;
      const limits = [...figures.codes]
        .filter(([code]) => limitCodes.has(code))
        .reduce((sum, [, n]) => sum + n, 0);
      const latencies = [...figures.latenciesMs].sort((a, b) => a - b);
      const row = (label: string, values: number[]) =>
        `| ${label} | ${values.length} | ${this.count(name, 2) + this.count(name, 3)} | ${limits} | ${this.count(name, 4) - limits} | ${this.count(name, 5)} | ${figures.statuses.get(0) ?? 0} | ${format(percentile(latencies, 50))} | ${format(percentile(latencies, 99))} | ${format(latencies.at(-1))} |`;
      rows.push(row(name, latencies));
      if (figures.firstTokenMs.length > 0) {
        const first = [...figures.firstTokenMs].sort((a, b) => a - b);
        rows.push(
          `| ${name} (first token) | ${first.length} | | | | | | ${format(percentile(first, 50))} | ${format(percentile(first, 99))} | ${format(first.at(-1))} |`,
        );
      }
    }
    return rows.join('\n');
  }
}

function percentile(sorted: number[], p: number): number | undefined {
  if (sorted.length === 0) return undefined;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function format(ms: number | undefined): string {
  return ms === undefined ? '' : ms.toFixed(0);
}

export interface Answer<T = unknown> {
  /** 0 when no answer came (connection refused or reset, or the request timed out). */
  status: number;
  json: T | undefined;
}

type Body = { json: unknown } | { form: FormData } | undefined;

/**
 * Long enough for any answer on a small machine at full load (sign-ins queue behind password
 * hashing); a request still waiting then counts as failed.
 */
const requestTimeoutMs = 180_000;

/**
 * One browser: its cookies, the instance it reaches, and the same-origin headers the SPA sends.
 * Requests never throw: every answer, or its absence, goes to the recorder.
 */
export class Browser {
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    /** Where answers are counted; none for requests that are not part of the figures. */
    public recorder?: Recorder,
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  forgetCookies(): void {
    this.cookies.clear();
  }

  private keepCookies(response: Response): void {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === '' || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  private init(method: string, body: Body): RequestInit {
    const headers: Record<string, string> = { origin: publicUrl };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader;
    let payload: string | FormData | undefined;
    if (body && 'json' in body) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body.json);
    } else if (body) {
      payload = body.form;
    }
    return {
      method,
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(requestTimeoutMs),
      ...(payload === undefined ? {} : { body: payload }),
    };
  }

  /** A request recorded under `route` (the path pattern, so that figures group by route). */
  async request<T = unknown>(
    route: string,
    method: string,
    path: string,
    body?: Body,
  ): Promise<Answer<T>> {
    const started = performance.now();
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.baseUrl}${path}`, this.init(method, body));
      text = await response.text();
    } catch (error) {
      this.recorder?.record(route, 0, performance.now() - started, { note: describe(error) });
      return { status: 0, json: undefined };
    }
    const ms = performance.now() - started;
    this.keepCookies(response);
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      json = undefined;
    }
    const code = (json as { error?: { code?: string } } | undefined)?.error?.code;
    this.recorder?.record(route, response.status, ms, code ? { code } : {});
    return { status: response.status, json: json as T };
  }

  /**
   * A request answered with server-sent events, read to the end as the chat screen reads it; the
   * stream must end with the stored answer. Returns the events (none when refused).
   */
  async stream(route: string, path: string, json: unknown): Promise<Answer<ChatStreamEvent[]>> {
    const started = performance.now();
    let response: Response;
    let read: Awaited<ReturnType<typeof readEventStream>>;
    try {
      response = await fetch(`${this.baseUrl}${path}`, this.init('POST', { json }));
      read = await readEventStream(response, started);
    } catch (error) {
      this.recorder?.record(route, 0, performance.now() - started, { note: describe(error) });
      return { status: 0, json: undefined };
    }
    const ms = performance.now() - started;
    const { text, firstTokenMs } = read;
    if (response.status !== 200) {
      let code: string | undefined;
      try {
        code = (JSON.parse(text) as { error?: { code?: string } }).error?.code;
      } catch {
        code = undefined;
      }
      this.recorder?.record(route, response.status, ms, code ? { code } : {});
      return { status: response.status, json: undefined };
    }
    let events: ChatStreamEvent[];
    try {
      events = streamEvents(text);
    } catch (error) {
      this.recorder?.record(route, 200, ms, { note: `unreadable stream: ${describe(error)}` });
      return { status: 200, json: undefined };
    }
    const last = events.at(-1);
    if (last?.type !== 'assistant-message') {
      const note = last?.type === 'error' ? `stream ended with ${last.code}` : 'stream cut short';
      this.recorder?.record(route, 200, ms, { note });
    } else {
      this.recorder?.record(route, 200, ms);
    }
    if (firstTokenMs !== undefined) this.recorder?.recordFirstToken(route, firstTokenMs);
    return { status: 200, json: events };
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error.name}: ${error.message}${cause}`;
}
