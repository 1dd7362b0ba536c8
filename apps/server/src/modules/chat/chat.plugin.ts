import fp from 'fastify-plugin';
import { createChatRepository } from './chat.repository.ts';
import { chatRoutes } from './chat.routes.ts';
import { createChatService } from './chat.service.ts';

/** The coach chat about one lesson, answered by the study engine, within the plan's daily limit. */
export const chatPlugin = fp(
  async (app) => {
    const service = createChatService({
      repository: createChatRepository(app.database.db),
      engine: app.studyEngine,
      entitlements: app.entitlements,
      log: app.log,
    });
    await app.register(chatRoutes, { service });
  },
  { name: 'chat', dependencies: ['database', 'auth', 'entitlements', 'study-engine'] },
);
