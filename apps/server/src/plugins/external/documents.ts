import { close, setIdleTimeout } from '@study/documents';
import fp from 'fastify-plugin';

/**
 * `@study/documents` parses in child processes and reads photos in worker threads it starts on
 * first use and stops once idle for the configured delay; they are stopped with the app too, so
 * that a closed server (or a finished test) leaves no thread running.
 */
export const documentsPlugin = fp(
  async (app) => {
    setIdleTimeout(app.config.documentWorkersIdleMs);
    app.addHook('onClose', async () => {
      await close();
    });
  },
  { name: 'documents' },
);
