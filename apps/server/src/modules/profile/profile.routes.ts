import { profileSchema, updateProfileSchema } from '@study/shared';
import { authenticated, signedInUser } from '../auth/authenticated.ts';

/** The signed-in user's own profile. */
export const profileRoutes = authenticated(async (app) => {
  app.get(
    '/api/profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'The signed-in user’s profile',
        response: { 200: profileSchema },
      },
    },
    async (request) => app.profiles.get(signedInUser(request).id),
  );

  app.patch(
    '/api/profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'Change profile fields (onboarding, my info, interface language)',
        body: updateProfileSchema,
        response: { 200: profileSchema },
      },
    },
    async (request) => app.profiles.update(signedInUser(request).id, request.body),
  );
});
