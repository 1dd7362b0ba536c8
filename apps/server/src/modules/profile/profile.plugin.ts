import fp from 'fastify-plugin';
import { createProfileRepository } from './profile.repository.ts';
import { createProfileService, type ProfileService } from './profile.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Profiles: created with the account, read for its language, edited by their owner. */
    profiles: ProfileService;
  }
}

/** Profiles: the one place that reads and writes their table (its routes come after auth). */
export const profilePlugin = fp(
  async (app) => {
    app.decorate('profiles', createProfileService(createProfileRepository(app.database.db)));
  },
  { name: 'profile', dependencies: ['database'] },
);
