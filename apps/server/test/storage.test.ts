import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { AppError } from '@study/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFsStorage } from '../src/storage/fs-storage.ts';
import {
  lessonFileKey,
  lessonPrefix,
  userPrefix,
  type ObjectStorage,
} from '../src/storage/object-storage.ts';
import { createS3Storage } from '../src/storage/s3-storage.ts';
import { createTestApp } from './create-test-app.ts';

const bucket = 'study-test';
/** The fake bucket lists at most this many keys per page, so deleting a prefix takes pages. */
const listPageSize = 3;

interface StoredObject {
  body: Buffer;
  contentType: string;
}

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Just enough of the S3 REST API, path-style: objects, list-type=2 listing and POST ?delete. */
function createFakeS3() {
  const objects = new Map<string, StoredObject>();
  const requests: string[] = [];

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake-s3');
    const [, bucketName, ...keyParts] = url.pathname.split('/');
    const key = keyParts.map(decodeURIComponent).join('/');
    const method = request.method ?? 'GET';
    requests.push(`${method} ${key ? 'object' : [...url.searchParams.keys()].sort().join('&')}`);
    const xml = (status: number, body: string) => {
      response.writeHead(status, { 'content-type': 'application/xml' });
      response.end(`<?xml version="1.0" encoding="UTF-8"?>${body}`);
    };
    if (bucketName !== bucket) {
      xml(404, '<Error><Code>NoSuchBucket</Code><Message>no bucket</Message></Error>');
      return;
    }

    if (key && method === 'PUT') {
      objects.set(key, {
        body: await readBody(request),
        contentType: request.headers['content-type'] ?? '',
      });
      response.writeHead(200, { etag: '"fake"' });
      response.end();
    } else if (key && method === 'GET') {
      const object = objects.get(key);
      if (!object) {
        xml(404, '<Error><Code>NoSuchKey</Code><Message>The key does not exist</Message></Error>');
        return;
      }
      response.writeHead(200, {
        'content-type': object.contentType,
        'content-length': object.body.length,
      });
      response.end(object.body);
    } else if (key && method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204);
      response.end();
    } else if (!key && method === 'GET' && url.searchParams.get('list-type') === '2') {
      const prefix = url.searchParams.get('prefix') ?? '';
      const after = url.searchParams.get('continuation-token') ?? '';
      const max = Math.min(Number(url.searchParams.get('max-keys') ?? 1000), listPageSize);
      const matching = [...objects.keys()].filter((k) => k.startsWith(prefix) && k > after).sort();
      const page = matching.slice(0, max);
      const truncated = matching.length > page.length;
      xml(
        200,
        `<ListBucketResult><Name>${bucket}</Name><Prefix>${escapeXml(prefix)}</Prefix>` +
          `<KeyCount>${page.length}</KeyCount><MaxKeys>${max}</MaxKeys>` +
          `<IsTruncated>${truncated}</IsTruncated>` +
          (truncated
            ? `<NextContinuationToken>${escapeXml(page.at(-1) ?? '')}</NextContinuationToken>`
            : '') +
          page
            .map((k) => `<Contents><Key>${escapeXml(k)}</Key><Size>1</Size></Contents>`)
            .join('') +
          '</ListBucketResult>',
      );
    } else if (!key && method === 'POST' && url.searchParams.has('delete')) {
      const body = (await readBody(request)).toString();
      const keys = [...body.matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) =>
        (match[1] ?? '').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&'),
      );
      for (const k of keys) objects.delete(k);
      xml(200, '<DeleteResult></DeleteResult>');
    } else {
      xml(400, '<Error><Code>NotImplemented</Code><Message>not faked</Message></Error>');
    }
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  return { server, objects, requests };
}

const userId = 'b5a0f1de-0000-4000-8000-000000000001';
const otherUserId = 'b5a0f1de-0000-4000-8000-000000000002';
const lessonId = 'c6b1a2ef-0000-4000-8000-000000000001';
const otherLessonId = 'c6b1a2ef-0000-4000-8000-000000000002';
const bytes = (text: string) => new TextEncoder().encode(text);
const text = (data: Uint8Array) => new TextDecoder().decode(data);

async function expectNotFound(promise: Promise<unknown>) {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe('LESSON_FILE_NOT_FOUND');
}

/** The contract every implementation keeps. */
function behavesLikeObjectStorage(open: () => ObjectStorage) {
  it('gives back the bytes it stored, and the newest version of a key', async () => {
    const storage = open();
    const key = lessonFileKey(userId, lessonId, 'file-1');
    await storage.put(key, bytes('first'), 'text/plain');
    expect(text(await storage.get(key))).toBe('first');
    await storage.put(key, bytes('second, longer'), 'text/plain');
    expect(text(await storage.get(key))).toBe('second, longer');
    const binary = new Uint8Array([0, 255, 37, 80, 68, 70]);
    await storage.put(lessonFileKey(userId, lessonId, 'file-2'), binary, 'application/pdf');
    expect([...(await storage.get(lessonFileKey(userId, lessonId, 'file-2')))]).toEqual([
      ...binary,
    ]);
  });

  it('answers LESSON_FILE_NOT_FOUND for a missing key, and deletes idempotently', async () => {
    const storage = open();
    const key = lessonFileKey(userId, lessonId, 'gone');
    await expectNotFound(storage.get(key));
    await storage.put(key, bytes('x'), 'text/plain');
    await storage.delete(key);
    await storage.delete(key);
    await expectNotFound(storage.get(key));
  });

  it("removes a lesson's folder, then a user's, and nothing of anyone else", async () => {
    const storage = open();
    const mine = [1, 2, 3, 4, 5, 6, 7].map((n) => lessonFileKey(userId, lessonId, `f${n}`));
    const myOtherLesson = lessonFileKey(userId, otherLessonId, 'kept');
    const theirs = lessonFileKey(otherUserId, lessonId, 'theirs');
    for (const key of [...mine, myOtherLesson, theirs]) {
      await storage.put(key, bytes(key), 'text/plain');
    }

    await storage.deletePrefix(lessonPrefix(userId, lessonId));
    for (const key of mine) await expectNotFound(storage.get(key));
    expect(text(await storage.get(myOtherLesson))).toBe(myOtherLesson);

    await storage.deletePrefix(userPrefix(userId));
    await expectNotFound(storage.get(myOtherLesson));
    expect(text(await storage.get(theirs))).toBe(theirs);
    await storage.deletePrefix(userPrefix(userId));
  });

  it('refuses keys that could leave its root, as a programming error', async () => {
    const storage = open();
    for (const key of [
      '',
      '../escape',
      'users/../../escape',
      '/etc/passwd',
      'users\\evil',
      'users/a\0b',
      'users//double',
      'users/./here',
    ]) {
      const error = await storage.put(key, bytes('x'), 'text/plain').catch((e: unknown) => e);
      expect(error, key).toBeInstanceOf(Error);
      expect(error, key).not.toBeInstanceOf(AppError);
      expect((error as Error).message, key).toMatch(/^Invalid storage key/);
    }
    await expect(storage.deletePrefix('')).rejects.toThrow(/^Invalid storage key/);
    await expect(storage.deletePrefix('../')).rejects.toThrow(/^Invalid storage key/);
  });
}

describe('object storage keys', () => {
  it('lay files out by user, then lesson', () => {
    expect(userPrefix('u1')).toBe('users/u1/');
    expect(lessonPrefix('u1', 'l1')).toBe('users/u1/lessons/l1/');
    expect(lessonFileKey('u1', 'l1', 'f1')).toBe('users/u1/lessons/l1/f1');
  });
});

describe('filesystem storage', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'study-storage-'));
  behavesLikeObjectStorage(() => createFsStorage(root));

  it('leaves no temporary file behind and removes the folder of a deleted prefix', async () => {
    const storage = createFsStorage(root);
    await storage.put(lessonFileKey(userId, lessonId, 'a'), bytes('a'), 'text/plain');
    const folder = path.join(root, 'users', userId, 'lessons', lessonId);
    expect(readdirSync(folder)).toEqual(['a']);
    await storage.deletePrefix(lessonPrefix(userId, lessonId));
    expect(existsSync(folder)).toBe(false);
  });
});

describe('S3 storage against a path-style S3 endpoint', () => {
  const fake = createFakeS3();
  let storage: ReturnType<typeof createS3Storage>;
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const { port } = fake.server.address() as AddressInfo;
    storage = createS3Storage({
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
      forcePathStyle: true,
    });
  });
  afterAll(async () => {
    storage.close();
    await new Promise((resolve) => fake.server.close(resolve));
  });

  behavesLikeObjectStorage(() => storage);

  it('stores the content type and lists a large prefix page by page', async () => {
    await storage.put(lessonFileKey(userId, lessonId, 'typed'), bytes('%PDF'), 'application/pdf');
    expect(fake.objects.get(lessonFileKey(userId, lessonId, 'typed'))?.contentType).toBe(
      'application/pdf',
    );
    for (let n = 0; n < 8; n += 1) {
      await storage.put(lessonFileKey(userId, lessonId, `page-${n}`), bytes('p'), 'text/plain');
    }
    fake.requests.length = 0;
    await storage.deletePrefix(lessonPrefix(userId, lessonId));
    expect(
      [...fake.objects.keys()].filter((k) => k.startsWith(lessonPrefix(userId, lessonId))),
    ).toEqual([]);
    // Nine keys, three per page: three listings, each followed by one batch deletion.
    expect(fake.requests).toEqual([
      'GET list-type&max-keys&prefix',
      'POST delete',
      'GET continuation-token&list-type&max-keys&prefix',
      'POST delete',
      'GET continuation-token&list-type&max-keys&prefix',
      'POST delete',
    ]);
  });
});

describe('the storage plugin', () => {
  it('decorates the app with filesystem storage under DATA_DIR/files by default', async () => {
    const app = await createTestApp('pglite');
    try {
      expect(app.storage.kind).toBe('fs');
      const key = lessonFileKey(userId, lessonId, 'plugin');
      await app.storage.put(key, bytes('kept'), 'text/plain');
      expect(existsSync(path.join(app.config.dataDir, 'files', key))).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('uses the S3 bucket when S3_BUCKET is set', async () => {
    const app = await createTestApp('pglite', {
      env: { S3_BUCKET: bucket, S3_ENDPOINT: 'http://127.0.0.1:9', S3_FORCE_PATH_STYLE: 'true' },
    });
    try {
      expect(app.storage.kind).toBe('s3');
    } finally {
      await app.close();
    }
  });
});
