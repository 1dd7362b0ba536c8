import { profileSchema, updateProfileSchema } from '@study/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The signed-in user's own profile. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/profile',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['profile'],
        summary: 'The signed-in user’s profile',
        response: { 200: profileSchema },
      },
    },
    async (request) => app.profiles.get(request.user!.id),
  );

  app.patch(
    '/api/profile',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['profile'],
        summary: 'Change profile fields (onboarding, my info, interface language)',
        body: updateProfileSchema,
        response: { 200: profileSchema },
      },
    },
    async (request) => app.profiles.update(request.user!.id, request.body),
  );
};
