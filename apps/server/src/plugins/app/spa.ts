import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { AppError } from '@study/shared';
import fp from 'fastify-plugin';
import { sendError } from './error-handler.ts';

export interface SpaPluginOptions {
  webDistDir: string;
}

/**
 * Serves the built SPA with history fallback: any GET outside /api and /assets that matches no file
 * answers index.html, so deep links work; unknown /api and /assets paths answer the 404 envelope.
 */
export const spaPlugin = fp<SpaPluginOptions>(
  async (app, { webDistDir }) => {
    const hasSpa = existsSync(path.join(webDistDir, 'index.html'));
    if (hasSpa) {
      await app.register(fastifyStatic, {
        root: webDistDir,
        wildcard: false,
        setHeaders: (res, filePath) => {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    } else {
      app.log.warn({ webDistDir }, 'no built web app found: only the API is served');
    }

    app.setNotFoundHandler((request, reply) => {
      // A missing hashed asset (an old tab after a deploy) must fail as a 404, not as a page that
      // the browser would refuse as a script.
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !request.url.startsWith('/api/') &&
        request.url !== '/api' &&
        !request.url.startsWith('/assets/');
      if (hasSpa && isPage) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return sendError(request, reply, new AppError('ROUTE_NOT_FOUND'));
    });
  },
  { name: 'spa' },
);
