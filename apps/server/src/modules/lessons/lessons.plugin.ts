import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { lessonExportRoutes } from './export.routes.ts';
import {
  createLessonPreparation,
  lessonPrepareQueue,
  type LessonJobData,
} from './lesson-preparation.ts';
import { multipartLimits } from './lesson-upload.ts';
import { createLessonsRepository } from './lessons.repository.ts';
import { lessonRoutes } from './lessons.routes.ts';
import {
  createLessonsService,
  type LessonsService,
  type LessonsServiceDeps,
} from './lessons.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Lessons of their owner; `getOwnedLesson` is the ownership check other modules use. */
    lessons: LessonsService;
  }
}

/** How often unfinished lessons are looked for, and how long they wait before they count. */
const resumeUnfinishedEveryMs = 60_000;

/** Lessons: the API, the preparation job and the exports, on storage, jobs and realtime. */
export const lessonsPlugin = fp(
  async (app) => {
    const repository = createLessonsRepository(app.database.db);
    const publish: LessonsServiceDeps['publish'] = async (userId, event) => {
      await app.realtime.publish(userId, event);
    };
    const preparation = createLessonPreparation({
      repository,
      storage: app.storage,
      engine: app.studyEngine,
      entitlements: app.entitlements,
      publish,
      log: app.log,
      documentLimits: { maxParserMemoryMb: app.config.documentParserMemoryMb },
    });
    app.jobs.define<LessonJobData>(lessonPrepareQueue, {
      handler: ({ data }) => preparation.handle(data),
      onFinalFailure: ({ data }) => preparation.onFinalFailure(data),
    });
    const service = createLessonsService({
      repository,
      storage: app.storage,
      entitlements: app.entitlements,
      enqueue: (data) =>
        app.jobs.send<LessonJobData>(lessonPrepareQueue, data, {
          singletonKey: `lesson:${data.lessonId}:${data.generation}`,
        }),
      publish,
      log: app.log,
    });
    app.decorate('lessons', service);
    // A process that dies between writing a lesson and sending its job would leave the lesson
    // "being prepared" for ever: every process running workers re-sends such jobs once a minute.
    app.jobs.repeat('lessons:resume-unfinished', resumeUnfinishedEveryMs, async () => {
      await service.resumeUnfinished(new Date(Date.now() - resumeUnfinishedEveryMs));
    });

    // Multipart parsing is for the lessons routes only.
    await app.register(async (scoped) => {
      await scoped.register(multipart, { limits: multipartLimits });
      await scoped.register(lessonRoutes, { service });
      // Exports (CSV, Anki, PDF) read the lesson through the service's ownership check.
      await scoped.register(lessonExportRoutes, { lessons: service });
    });
  },
  {
    name: 'lessons',
    dependencies: [
      'database',
      'auth',
      'storage',
      'jobs',
      'realtime',
      'entitlements',
      'study-engine',
      'documents',
    ],
  },
);
