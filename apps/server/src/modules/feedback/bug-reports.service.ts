import { AppError, bugReportSchema, bugScreenshotMaxBytes, type BugReport } from '@study/shared';
import { randomUUID } from 'node:crypto';
import type { FeedbackRepository } from './feedback.repository.ts';
import { userPrefix, type ObjectStorage } from '../../storage/object-storage.ts';

const imageTypes = [
  {
    type: 'image/png',
    ext: 'png',
    matches: (b: Uint8Array) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47,
  },
  {
    type: 'image/jpeg',
    ext: 'jpg',
    matches: (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    type: 'image/webp',
    ext: 'webp',
    matches: (b: Uint8Array) =>
      String.fromCharCode(...b.subarray(0, 4)) === 'RIFF' &&
      String.fromCharCode(...b.subarray(8, 12)) === 'WEBP',
  },
] as const;

/** Where a bug report's screenshot is kept: under the user's folder, so account deletion takes it. */
export function bugScreenshotKey(userId: string, reportId: string, ext: string): string {
  return `${userPrefix(userId)}bug-reports/${reportId}.${ext}`;
}

/**
 * Bug reports: the screenshot is checked by its bytes (PNG, JPEG or WebP, 5 MB at most) and stored
 * before the report row, which is written last so a report never points at a missing file.
 */
export function createBugReportsService({
  repository,
  storage,
}: {
  repository: FeedbackRepository;
  storage: ObjectStorage;
}) {
  return {
    async report(userId: string, input: BugReport): Promise<{ id: string }> {
      const { description, screenshot, context } = bugReportSchema.parse(input);
      const id = randomUUID();
      let screenshotKey: string | null = null;
      if (screenshot) {
        const bytes = new Uint8Array(Buffer.from(screenshot.base64, 'base64'));
        if (bytes.byteLength > bugScreenshotMaxBytes)
          throw new AppError('BUG_SCREENSHOT_TOO_LARGE');
        const kind = imageTypes.find(
          (candidate) => bytes.byteLength > 12 && candidate.matches(bytes),
        );
        if (!kind) throw new AppError('BUG_SCREENSHOT_INVALID');
        screenshotKey = bugScreenshotKey(userId, id, kind.ext);
        await storage.put(screenshotKey, bytes, kind.type);
      }
      try {
        await repository.insertBugReport({ id, userId, description, context, screenshotKey });
      } catch (error) {
        if (screenshotKey) await storage.delete(screenshotKey).catch(() => {});
        throw error;
      }
      return { id };
    },
  };
}
export type BugReportsService = ReturnType<typeof createBugReportsService>;
