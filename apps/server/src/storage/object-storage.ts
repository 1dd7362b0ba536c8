/** Where original lesson files live: a folder on disk or an S3-compatible bucket. */
export interface ObjectStorage {
  readonly kind: 'fs' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Rejects with AppError('LESSON_FILE_NOT_FOUND') when missing. */
  get(key: string): Promise<Uint8Array>;
  /** Idempotent: deleting a missing key is fine. */
  delete(key: string): Promise<void>;
  /** Removes every object under the prefix (a user's or a lesson's folder). */
  deletePrefix(prefix: string): Promise<void>;
}

/** Everything of one user: account deletion removes it in one call. */
export function userPrefix(userId: string): string {
  return `users/${userId}/`;
}

/** Every original of one lesson. */
export function lessonPrefix(userId: string, lessonId: string): string {
  return `${userPrefix(userId)}lessons/${lessonId}/`;
}

/** One original file of a lesson. */
export function lessonFileKey(userId: string, lessonId: string, fileId: string): string {
  return `${lessonPrefix(userId, lessonId)}${fileId}`;
}

/**
 * The key's `/`-separated segments. Keys are built by the server, never typed by a user, so a key
 * that could leave the storage root is a programming error and throws a plain Error.
 */
export function keySegments(key: string): string[] {
  if (key === '' || key.startsWith('/') || key.includes('\\') || key.includes('\0')) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
  const segments = key.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
  return segments;
}

/** A folder prefix, `/`-terminated, so `users/ab/` never matches `users/abc/...`. */
export function folderPrefix(prefix: string): string {
  const trimmed = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  return `${keySegments(trimmed).join('/')}/`;
}
