import fp from 'fastify-plugin';
import { createFsStorage } from '../../storage/fs-storage.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';

export {
  lessonFileKey,
  lessonPrefix,
  userPrefix,
  type ObjectStorage,
} from '../../storage/object-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Original lesson files: the filesystem under DATA_DIR, or the S3 bucket when configured. */
    storage: ObjectStorage;
  }
}

/** Object storage as the configuration says: a folder by default, an S3-compatible bucket when set. */
export const storagePlugin = fp(
  async (app) => {
    const { storage: config } = app.config;
    if (config.kind === 'fs') {
      app.decorate('storage', createFsStorage(config.dir));
      return;
    }
    // The AWS SDK is loaded only when a bucket is configured.
    const { createS3Storage } = await import('../../storage/s3-storage.ts');
    const s3 = createS3Storage(config);
    app.decorate('storage', s3);
    app.addHook('onClose', async () => s3.close());
  },
  { name: 'storage' },
);
