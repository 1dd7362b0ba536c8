import { close } from '@study/documents';
import fp from 'fastify-plugin';

/**
 * `@study/documents` parses and reads photos in worker threads it starts on first use; they are
 * stopped with the app so that a closed server (or a finished test) leaves no thread running.
 */
export const documentsPlugin = fp(
  async (app) => {
    app.addHook('onClose', async () => {
      await close();
    });
  },
  { name: 'documents' },
);
