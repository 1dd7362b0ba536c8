import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import {
  createInstanceSettingsRepository,
  type InstanceSettingsRepository,
} from './instance-settings.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Identifies the installation (its database), the same across restarts and instances. */
    instanceId: string;
    instanceSettings: InstanceSettingsRepository;
  }
}

export const instancePlugin = fp(
  async (app) => {
    const repository = createInstanceSettingsRepository(app.database.db);
    const instanceId = await repository.getOrCreate('instance_id', randomUUID());
    app.decorate('instanceSettings', repository);
    app.decorate('instanceId', instanceId);
    app.log.info({ instanceId, database: app.database.kind }, 'database ready');
  },
  { name: 'instance', dependencies: ['database'] },
);
