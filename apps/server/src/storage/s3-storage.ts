import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { AppError } from '@study/shared';
import { folderPrefix, keySegments, type ObjectStorage } from './object-storage.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)
  );
}

/** Objects in an S3-compatible bucket (AWS, MinIO, R2, Scaleway...). Call `close` when done. */
export function createS3Storage(options: S3StorageOptions): ObjectStorage & { close(): void } {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? {
          credentials: {
            accessKeyId: options.accessKeyId,
            secretAccessKey: options.secretAccessKey,
          },
        }
      : {}),
    // Many S3-compatible services reject the newer optional checksums; send them only when the
    // operation requires one (DeleteObjects).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const checked = (key: string) => keySegments(key).join('/');

  return {
    kind: 's3',

    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: checked(key), Body: bytes, ContentType: contentType }),
      );
    },

    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checked(key) }));
        if (!object.Body) throw new AppError('LESSON_FILE_NOT_FOUND');
        return await object.Body.transformToByteArray();
      } catch (error) {
        if (isNotFound(error)) throw new AppError('LESSON_FILE_NOT_FOUND', { cause: error });
        throw error;
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },

    async deletePrefix(prefix) {
      const Prefix = folderPrefix(prefix);
      // Deleting while listing is safe: each page's keys are gone before the next page is asked.
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix, MaxKeys: 1000, ContinuationToken }),
        );
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
        if (keys.length > 0) {
          const result = await client.send(
            new DeleteObjectsCommand({
              Bucket,
              Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
            }),
          );
          const failed = result.Errors ?? [];
          if (failed.length > 0) {
            throw new Error(
              `S3 refused to delete ${failed.length} object(s) under ${Prefix}: ${failed[0]?.Code ?? 'unknown'}`,
            );
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    close() {
      client.destroy();
    },
  };
}
