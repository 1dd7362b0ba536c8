import { AppError } from '@study/shared';
import type {
  FastifyPluginAsync,
  FastifyPluginOptions,
  FastifyTypeProvider,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SessionUser } from './auth.plugin.ts';

/**
 * Routes for signed-in users only: every route registered inside answers 401 UNAUTHENTICATED
 * without a valid session (before its handler and its own preHandlers run), and its handlers
 * read who is signed in with `signedInUser(request)`.
 */
export function authenticated<
  Options extends FastifyPluginOptions = Record<never, never>,
  Provider extends FastifyTypeProvider = ZodTypeProvider,
>(
  routes: FastifyPluginAsync<Options, RawServerDefault, Provider>,
): FastifyPluginAsync<Options, RawServerDefault, Provider> {
  return async (scope, options) => {
    scope.addHook('preHandler', scope.requireUser);
    await routes(scope, options);
  };
}

/** Who is signed in, inside an `authenticated` scope (anywhere else it answers 401). */
export function signedInUser(request: { user?: SessionUser }): SessionUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED');
  return request.user;
}
