import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { capConnectionsPerAddress, serverTimeouts } from './lib/http-limits.ts';
import { serializeError } from './lib/serialize-error.ts';
import { authPlugin } from './modules/auth/auth.plugin.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { billingPlugin } from './modules/billing/billing.plugin.ts';
import { chatPlugin } from './modules/chat/chat.plugin.ts';
import { dashboardPlugin } from './modules/dashboard/dashboard.plugin.ts';
import { dataExportPlugin } from './modules/data-export/data-export.plugin.ts';
import { feedbackPlugin } from './modules/feedback/feedback.plugin.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { instancePlugin } from './modules/instance/instance.plugin.ts';
import { lessonsPlugin } from './modules/lessons/lessons.plugin.ts';
import { mailPlugin } from './modules/mail/mail.plugin.ts';
import { profilePlugin } from './modules/profile/profile.plugin.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { quizzesPlugin } from './modules/quizzes/quizzes.plugin.ts';
import { rateLimitPlugin } from './modules/rate-limit/rate-limit.plugin.ts';
import { referralsPlugin } from './modules/referrals/referrals.plugin.ts';
import { realtimeRoutes, type RealtimeRoutesOptions } from './modules/realtime/realtime.routes.ts';
import { usagePlugin } from './modules/usage/usage.plugin.ts';
import { errorHandlerPlugin } from './plugins/app/error-handler.ts';
import { openApiPlugin } from './plugins/app/openapi.ts';
import { securityPlugin } from './plugins/app/security.ts';
import { inlineScriptHashes, spaPlugin } from './plugins/app/spa.ts';
import { databasePlugin } from './plugins/external/database.ts';
import { documentsPlugin } from './plugins/external/documents.ts';
import { jobsPlugin, type JobsPluginOptions } from './plugins/external/jobs.ts';
import { realtimePlugin, type RealtimePluginOptions } from './plugins/external/realtime.ts';
import { storagePlugin } from './plugins/external/storage.ts';
import { studyEnginePlugin } from './plugins/external/study-engine.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface BuildAppOptions {
  /** An open database to use instead of the one the config names (tests). */
  database?: Database;
  /** Pino options; `false` silences the logger (tests). */
  logger?: boolean | Record<string, unknown>;
  /** pg-boss pacing (tests make it faster). */
  jobs?: JobsPluginOptions;
  /** Realtime pacing (tests shorten the heartbeat and the reconnect delays). */
  realtime?: RealtimePluginOptions & RealtimeRoutesOptions;
}

/** Builds the whole app, ready to `listen()` or to `inject()`; it opens nothing it does not close. */
export async function buildApp(
  config: Config,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const proxies = config.trustProxy;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel, serializers: { err: serializeError } },
    // A hop count trusts that many proxies in front of the server, whatever their address.
    trustProxy:
      typeof proxies === 'number' ? (_address: string, hop: number) => hop < proxies : proxies,
    routerOptions: { ignoreTrailingSlash: true },
    // A first start creates the embedded database and applies every migration, and a PostgreSQL
    // start may wait for another instance's migration: longer than the default 10 s on a slow host.
    pluginTimeout: 120_000,
    ...serverTimeouts(config.http),
  }).withTypeProvider<ZodTypeProvider>();
  capConnectionsPerAddress(app.server, config.http.maxConnectionsPerIp);
  if (proxies !== false && config.http.maxConnectionsPerIp > 0) {
    // The cap counts socket addresses: behind a proxy every client shares the proxy's.
    app.log.warn(
      `TRUST_PROXY is set and MAX_CONNECTIONS_PER_IP is ${config.http.maxConnectionsPerIp}: the cap applies to the proxy's own address; set MAX_CONNECTIONS_PER_IP=0 and let the proxy cap clients`,
    );
  }

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  // External things first, then app-wide behaviour, then the feature modules.
  await app.register(databasePlugin, {
    config,
    ...(options.database ? { database: options.database } : {}),
  });
  // Closed in reverse order: jobs finish first, then the realtime listener, the database last.
  await app.register(storagePlugin);
  await app.register(studyEnginePlugin);
  await app.register(documentsPlugin);
  await app.register(realtimePlugin, options.realtime ?? {});
  await app.register(jobsPlugin, options.jobs ?? {});
  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin, {
    inlineScriptHashes: inlineScriptHashes(config.webDistDir),
  });
  await app.register(openApiPlugin);
  await app.register(instancePlugin);
  await app.register(mailPlugin);
  await app.register(profilePlugin);
  await app.register(rateLimitPlugin);
  await app.register(authPlugin);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(profileRoutes);
  await app.register(usagePlugin);
  await app.register(billingPlugin);
  await app.register(lessonsPlugin);
  await app.register(quizzesPlugin);
  await app.register(chatPlugin);
  await app.register(dashboardPlugin);
  await app.register(feedbackPlugin);
  await app.register(dataExportPlugin);
  await app.register(referralsPlugin);
  await app.register(realtimeRoutes, options.realtime ?? {});

  await app.register(spaPlugin, {
    webDistDir: config.webDistDir,
    // A signed-in reader's lesson page comes with its title and sheet drawn in (ADR 313).
    lessonFirstScreen: (userId, id) => app.lessons.lessonFirstScreen(userId, id),
    // The home screen with the reader's name and cards due, once onboarding is done (ADR 317).
    dashboardFirstScreen: async (userId) => {
      const [profile, due] = await Promise.all([
        app.profiles.get(userId),
        app.dashboard.dueToday(userId),
      ]);
      if (!profile.onboardingComplete || !profile.username) return undefined;
      return { username: profile.username, ...due };
    },
  });
  return app;
}
