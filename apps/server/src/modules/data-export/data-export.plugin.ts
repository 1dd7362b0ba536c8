import fp from 'fastify-plugin';
import { authenticated, signedInUser } from '../auth/authenticated.ts';
import { createDataExport } from './data-export.service.ts';

/** `GET /api/account/export`: "Download my data", a ZIP of JSON and the original files. */
export const dataExportPlugin = fp(
  async (app) => {
    const dataExport = createDataExport({ db: app.database.db, storage: app.storage });
    const routes = authenticated(async (scope) => {
      scope.get(
        '/api/account/export',
        {
          schema: {
            tags: ['account'],
            summary:
              'Download my data: every row of the user as JSON and the original lesson files',
            produces: ['application/zip'],
          },
        },
        async (request, reply) => {
          const stream = await dataExport.export(signedInUser(request).id);
          const day = new Date().toISOString().slice(0, 10);
          return reply
            .header('content-type', 'application/zip')
            .header('content-disposition', `attachment; filename="study-assistant-data-${day}.zip"`)
            .header('cache-control', 'no-store')
            .send(stream);
        },
      );
    });
    await app.register(routes);
  },
  { name: 'data-export', dependencies: ['database', 'auth', 'storage'] },
);
