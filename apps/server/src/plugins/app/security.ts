import compress from '@fastify/compress';
import { AppError, requestLimits } from '@study/shared';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether `value` nests objects and arrays deeper than `max`, found without recursion. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: { node: unknown; depth: number }[] = [{ node: value, depth: 1 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (depth > max) return true;
    for (const child of Object.values(node)) stack.push({ node: child, depth: depth + 1 });
  }
  return false;
}

/**
 * The headers `helmet(options)` sets, worked out once. @fastify/helmet built the middleware again
 * on every request (parsing and validating the CSP each time); the options here are constants,
 * so every response carries the same headers.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string) => void headers.push([name, value]),
    removeHeader: () => undefined,
  };
  helmet(options)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    recorder as unknown as Parameters<ReturnType<typeof helmet>>[1],
    () => undefined,
  );
  return headers;
}

export interface SecurityPluginOptions {
  /** CSP sources (`'sha256-…'`) of the inline scripts the web build wrote into its pages. */
  inlineScriptHashes?: string[];
}

/**
 * Security headers and compression. The Content-Security-Policy allows only the app's own
 * scripts: its files, and the one inline script of the pages (the theme), by its hash.
 */
export const securityPlugin = fp<SecurityPluginOptions>(
  async (app, { inlineScriptHashes = [] }) => {
    const headers = securityHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...inlineScriptHashes],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          mediaSrc: ["'self'", 'blob:'],
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          // The embedded default serves plain http on localhost; TLS is the proxy's job.
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
    await app.register(compress, { global: true, threshold: 1024 });

    // Schema validation walks a body recursively: a body nested thousands of levels deep would
    // exhaust the stack there (a 500). It is refused before, with its own code.
    const maxDepth = requestLimits.maxJsonDepth;
    // The hooks of every request take a callback: an async hook costs a promise each time.
    app.addHook('preValidation', (request, _reply, done) => {
      if (typeof request.body === 'object' && nestsDeeperThan(request.body, maxDepth)) {
        done(new AppError('PAYLOAD_TOO_DEEP', { params: { max: maxDepth } }));
        return;
      }
      done();
    });

    // Cookies are SameSite=Lax; on top of that, a browser's state-changing call from another
    // site is refused outright (Origin, or Sec-Fetch-Site when Origin is absent).
    const ownOrigin = new URL(app.config.publicUrl).origin;
    app.addHook('onRequest', (request, _reply, done) => {
      if (safeMethods.has(request.method) || !request.url.startsWith('/api/')) {
        done();
        return;
      }
      const origin = request.headers.origin;
      const site = request.headers['sec-fetch-site'];
      const foreign = origin ? origin !== ownOrigin : site === 'cross-site';
      done(foreign ? new AppError('FORBIDDEN') : undefined);
    });
  },
  { name: 'security' },
);
