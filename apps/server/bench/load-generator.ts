/**
 * The load side of the throughput bench, in its own process so autocannon does not share the
 * server's event loop: reads one `LoadPlan` as JSON on stdin, runs autocannon, writes one
 * `LoadResult` as JSON on stdout.
 */
import autocannon from 'autocannon';

export interface LoadRequest {
  path: string;
  body?: string;
}

export interface LoadPlan {
  origin: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  connections: number;
  seconds: number;
  /**
   * One request per entry, each sent at most once (answers that must not repeat); the run stops
   * early rather than run out. Without it every request is `request`.
   */
  distinct?: LoadRequest[];
  request?: LoadRequest;
}

export interface LoadResult {
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
}

/** Runs one plan; used by the bench through a child process. */
export async function runLoad(plan: LoadPlan): Promise<LoadResult> {
  const { distinct } = plan;
  let next = 0;
  const fixed = plan.request ?? distinct?.[0];
  if (!fixed) throw new Error('a load plan needs a request');
  const result = await autocannon({
    url: plan.origin,
    connections: plan.connections,
    duration: plan.seconds,
    // Each connection builds its first request ahead of sending it: keep a margin of unused ones.
    ...(distinct
      ? { maxOverallRequests: Math.max(0, distinct.length - 2 * plan.connections) }
      : {}),
    requests: [
      {
        method: plan.method,
        path: fixed.path,
        headers: plan.headers,
        ...(fixed.body === undefined ? {} : { body: fixed.body }),
        ...(distinct
          ? {
              setupRequest: (request) => {
                const chosen = distinct[next] ?? fixed;
                next += 1;
                return { ...request, path: chosen.path, body: chosen.body ?? '' };
              },
            }
          : {}),
      },
    ],
  });
  const statusCodes = Object.fromEntries(
    Object.entries(
      (result as unknown as { statusCodeStats: Record<string, { count: number }> }).statusCodeStats,
    ).map(([code, { count }]) => [code, count]),
  );
  return {
    requests: result.requests.total,
    seconds: result.duration,
    requestsPerSecond: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
  };
}

if (import.meta.main) {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const plan = JSON.parse(Buffer.concat(chunks).toString('utf8')) as LoadPlan;
  process.stdout.write(JSON.stringify(await runLoad(plan)));
}
